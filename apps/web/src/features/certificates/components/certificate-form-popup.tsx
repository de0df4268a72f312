import { translate } from '@alma/shared/i18n/server-messages';
import {
  certificateWaysOf,
  firstCertificateApplicationProblem,
} from '@alma/shared/validation/certificate-application';
import { Popup } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChipChoice, FormRow, MobileField, ReadOnlyRow } from '../../../components/form-rows.tsx';
import { currentLanguage } from '../../../lib/language.ts';
import { useThrottle } from '../../../lib/throttle.ts';
import { showToast } from '../../../lib/toast.ts';
import { useInsertCertificate } from '../api/insert-certificate.ts';
import {
  type CertificateForm,
  certificateFormFor,
  certificateInsertBody,
  type FormConfig,
  initialCertificateForm,
  isPickup,
} from '../model/certificate-form.ts';
import { SUBMIT_THROTTLE_MS, TOAST_MS } from '../model/timing.ts';

type Props = {
  open: boolean;
  config: FormConfig;
  donateIds: readonly number[];
  onBack: () => void;
  onSent: () => void;
};

/**
 * The paper certificate form (doc 3 §3–§5): the way, then the school's pickup details (read-only)
 * or the postal address, contact and mobile to type. The shared rules judge it here and on the
 * server alike; submit goes once per 1500 ms.
 */
export function CertificateFormPopup({ open, config, donateIds, onBack, onSent }: Props) {
  const { t } = useTranslation();
  const [form, setForm] = useState<CertificateForm>(() => initialCertificateForm(config));
  const insert = useInsertCertificate();
  const pass = useThrottle(SUBMIT_THROTTLE_MS);
  const pickup = isPickup(form);
  const edit = (patch: Partial<CertificateForm>) => setForm({ ...form, ...patch });

  const submit = () => {
    if (!pass() || insert.isPending) return;
    const body = certificateInsertBody(form, donateIds);
    const language = currentLanguage();
    const problem = firstCertificateApplicationProblem(body, config, language);
    if (problem) {
      // Refused here: the donor corrects the form and taps again, which must not be swallowed.
      pass.release();
      void showToast(translate(language, problem.key, problem.params), TOAST_MS);
      return;
    }
    // A refusal (code other than 0) is toasted by the api client with the server's words.
    insert.mutate(body, { onSuccess: onSent, onError: () => pass.release() });
  };

  return (
    <Popup visible={open} onMaskClick={onBack} onClose={onBack} bodyClassName="pick-popup">
      <section
        className="apply-sheet"
        role="dialog"
        aria-labelledby="certificate-form-title"
        data-testid="certificate-form"
      >
        <h2 id="certificate-form-title">{t('certificates.apply.formTitle')}</h2>
        <div className="apply-fields">
          <ChipChoice
            name="certificateWay"
            label={t('certificates.apply.way')}
            chips={certificateWaysOf(config).map((way) => ({
              value: way,
              label: t(`certificates.apply.ways.${way === 1 ? 1 : 2}`),
            }))}
            value={form.way}
            onChange={(way) => setForm(certificateFormFor(way, config))}
            testId="certificate-way"
          />
          {pickup ? (
            <>
              <ReadOnlyRow
                label={t('certificates.apply.pickupAddress')}
                value={form.address}
                testId="pickup-address"
              />
              <ReadOnlyRow label={t('certificates.apply.contact')} value={form.contact} />
              <ReadOnlyRow label={t('certificates.apply.mobile')} value={form.mobile} />
            </>
          ) : (
            <>
              <FormRow label={t('certificates.apply.address')} htmlFor="certificate-address">
                <textarea
                  id="certificate-address"
                  className="form-textarea"
                  rows={2}
                  value={form.address}
                  placeholder={t('certificates.apply.addressPlaceholder')}
                  data-testid="certificate-address"
                  onChange={(event) => edit({ address: event.target.value })}
                />
              </FormRow>
              <FormRow label={t('certificates.apply.contact')} htmlFor="certificate-contact">
                <input
                  id="certificate-contact"
                  className="form-input"
                  value={form.contact}
                  placeholder={t('certificates.apply.contactPlaceholder')}
                  data-testid="certificate-contact"
                  onChange={(event) => edit({ contact: event.target.value })}
                />
              </FormRow>
              <MobileField
                id="certificate-mobile"
                label={t('certificates.apply.mobile')}
                area={form.area}
                number={form.mobile}
                placeholder={t('certificates.apply.mobilePlaceholder')}
                onChange={(area, mobile) => edit({ area, mobile })}
                testId="certificate-mobile"
              />
            </>
          )}
        </div>
        <div className="apply-buttons">
          <button type="button" className="alma-button" onClick={onBack}>
            {t('certificates.apply.back')}
          </button>
          <button
            type="button"
            className="alma-button is-primary"
            data-testid="certificate-submit"
            disabled={insert.isPending}
            onClick={submit}
          >
            {insert.isPending ? t('certificates.apply.submitting') : t('certificates.apply.submit')}
          </button>
        </div>
      </section>
    </Popup>
  );
}
