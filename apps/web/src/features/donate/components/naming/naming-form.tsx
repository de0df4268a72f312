import { sectionsOf } from '@alma/shared/validation/donation-details';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSignedAgreement } from '../../../../lib/hhu-agreement.ts';
import { currentLanguage } from '../../../../lib/language.ts';
import { draftTotalFen, type NamingDraft, readDraft, saveDraft } from '../../../../lib/naming-draft.ts';
import { useNamingFlow } from '../../../../lib/naming-flow.ts';
import { showToast } from '../../../../lib/toast.ts';
import type { OrderFormData } from '../../api/get-donate-form.ts';
import { useSubmitNaming } from '../../hooks/use-submit-naming.ts';
import { VALIDATION_TOAST_MS } from '../../model/amount.ts';
import { detailsConfigOf } from '../../model/details.ts';
import { previewPath, signingProblem } from '../../model/hhu-signing.ts';
import { editAddress, editorName, namingOrderSections } from '../../model/naming-order.ts';
import { savedOrderSections } from '../../model/order-sections.ts';
import { payPlaceOf } from '../../model/pay-methods.ts';
import { DetailsSections, PaySections, SubmitBar } from '../order-sections.tsx';
import { SwitchRow } from '../switch-row.tsx';
import { HhuAgreementRow } from './hhu-agreement-row.tsx';
import { NameplateCarousel } from './nameplate-carousel.tsx';
import { NamingObjects } from './naming-objects.tsx';

type Props = {
  data: OrderFormData;
  draft: NamingDraft;
  refused: boolean;
  onNotAlumni: () => void;
};

/**
 * The naming order form (doc 2 §2.2): what is named and its total, the nameplates with the editor
 * link, the anonymous switch, donation info, certificate, receipt, mailing, payment and agreement.
 * The sections are the donation form's, driven by the draft's total.
 */
export function NamingForm({ data, draft, refused, onNotAlumni }: Props) {
  const { t } = useTranslation();
  const { item, form } = data;
  const flow = useNamingFlow();
  const detailsConfig = useMemo(() => detailsConfigOf(form), [form]);
  // Back from the nameplate editor, the sections are as the donor left them (doc 4 §4).
  const [place] = useState(() => payPlaceOf(navigator.userAgent));
  const [state, setState] = useState(() => namingOrderSections(form, draft, place));
  const totalFen = draftTotalFen(draft);
  // The hhu trees are given with a signed agreement (doc 4 §4): the preview leaves it for this form.
  const hhu = flow.name === 'hhu';
  const signed = useSignedAgreement(item.id, totalFen, hhu);
  const navigate = useNavigate();
  const { submitting, submit } = useSubmitNaming(
    data,
    draft,
    onNotAlumni,
    hhu ? { url: signed?.url ?? null } : null,
  );
  const sections = sectionsOf(detailsConfig, totalFen, state.details);
  const anonymousShown = form.isShowAnonymous === 1 || form.isShowNoData === 1;

  // Kept in the draft (the editor writes its plates into the same one) before the editor opens.
  const keepState = () => {
    saveDraft({ ...(readDraft(item.id) ?? draft), form: savedOrderSections(state) });
  };

  const sign = () => {
    const problem = signingProblem(form.fieldList, state.details.fields, currentLanguage());
    if (problem) {
      void showToast(problem, VALIDATION_TOAST_MS);
      return;
    }
    keepState();
    void navigate(previewPath(draft, state.details.fields, totalFen));
  };

  return (
    <form
      className="donate-form"
      onSubmit={(event) => {
        event.preventDefault();
        submit(state);
      }}
    >
      <NamingObjects draft={draft} />
      <NameplateCarousel
        draft={draft}
        editTo={editAddress(item.id, draft.namingType, editorName(state.details.fields, draft), flow)}
        onEdit={keepState}
      />
      <fieldset className="donate-fields" disabled={refused}>
        {/*
          Doc 4 §4: the naming form's one anonymous switch hides and clears the personal sections,
          as the anonymous record does, and keeps the donor's name off the named-donor list.
        */}
        {anonymousShown ? (
          <section className="donate-card">
            <SwitchRow
              label={t('donate.switches.anonymous')}
              checked={state.isAnonymous}
              onChange={(anonymous) =>
                setState((current) => ({
                  ...current,
                  isAnonymous: anonymous,
                  details: { ...current.details, isNoData: anonymous },
                }))
              }
              testId="anonymous-switch"
              disabled={refused}
            />
          </section>
        ) : null}
        <DetailsSections
          form={form}
          config={detailsConfig}
          sections={sections}
          state={state}
          update={setState}
          disabled={refused}
        />
        {hhu ? <HhuAgreementRow signed={signed} disabled={refused} onSign={sign} /> : null}
        <PaySections form={form} place={place} state={state} update={setState} disabled={refused} />
      </fieldset>
      <SubmitBar refused={refused} submitting={submitting} onNotAlumni={onNotAlumni} />
    </form>
  );
}
