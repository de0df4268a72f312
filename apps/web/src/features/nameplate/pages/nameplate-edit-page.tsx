import type { TNameplateExample } from '@alma/shared/api/naming';
import { translate } from '@alma/shared/i18n/server-messages';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { currentLanguage } from '../../../lib/language.ts';
import { useNameplateExample } from '../../../lib/nameplate-example.ts';
import { type NamingDraft, readDraft } from '../../../lib/naming-draft.ts';
import { useNamingFlow } from '../../../lib/naming-flow.ts';
import { showToast } from '../../../lib/toast.ts';
import { EditModeChoice } from '../components/edit-mode-choice.tsx';
import { PlateCarousel } from '../components/plate-carousel.tsx';
import { PlateFields } from '../components/plate-fields.tsx';
import { usePlateEditor } from '../hooks/use-plate-editor.ts';
import { fallbackExample } from '../model/fallback-example.ts';
import { editedPlate, firstProblem, returnTarget, slotLabels } from '../model/plate-editor.ts';
import { parseNamingType, queryId } from '../model/route-query.ts';
import '../messages.ts';
import '../nameplate.css';

/** Validation toasts last 1 s (doc 2 §8). */
const PROBLEM_TOAST_MS = 1000;

/** edit?id={itemsId}&namingType=&name= (doc 2 §2.3): the nameplates of the naming order being made. */
export default function NameplateEditPage() {
  const [params] = useSearchParams();
  const itemsId = queryId(params.get('id'));
  const namingType = parseNamingType(params.get('namingType'));
  if (itemsId === null || namingType === null) return <LoadFailed testId="nameplate-error" />;
  return (
    <DraftScreen
      key={`${itemsId}-${namingType}`}
      itemsId={itemsId}
      namingType={namingType}
      name={params.get('name') ?? ''}
    />
  );
}

/** The draft is read once, as the editor opens; from then on the editor writes it. */
function DraftScreen({ itemsId, namingType, name }: { itemsId: number; namingType: 1 | 2; name: string }) {
  const [draft] = useState(() => readDraft(itemsId));
  // A draft of the other kind of naming (books while seats are asked for) is not this order.
  if (!draft || draft.namingType !== namingType || draft.plates.length === 0) {
    return <NoDraft itemsId={itemsId} />;
  }
  return <EditorScreen draft={draft} name={name} />;
}

function NoDraft({ itemsId }: { itemsId: number }) {
  const { t } = useTranslation();
  return (
    <main className="nameplate-page">
      <section className="alma-notice" data-testid="nameplate-empty">
        <h2>{t('nameplate.edit.emptyTitle')}</h2>
        <p>{t('nameplate.edit.emptyBody')}</p>
        <Link className="alma-button is-primary" to={`/subject-detail?id=${itemsId}`}>
          {t('nameplate.edit.backToProject')}
        </Link>
      </section>
    </main>
  );
}

function EditorScreen({ draft, name }: { draft: NamingDraft; name: string }) {
  const example = useNameplateExample(draft.itemsId);
  if (example.isPending) {
    return (
      <main className="nameplate-page" aria-busy="true">
        <div className="nameplate-shimmer nameplate-skeleton-plate" />
        <div className="nameplate-shimmer nameplate-skeleton-block" />
      </main>
    );
  }
  // No example (or it could not be read): a plain plate; the order can still be written.
  return <Editor draft={draft} name={name} example={example.data ?? null} />;
}

function Editor({
  draft,
  name,
  example,
}: {
  draft: NamingDraft;
  name: string;
  example: TNameplateExample | null;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const flow = useNamingFlow();
  const language = currentLanguage();
  const alumniLabel = translate(language, 'naming.alumniIdentity');
  const editor = usePlateEditor(draft, { donorName: name, donorIdentity: alumniLabel });
  const { state } = editor;
  const labels = useMemo(() => slotLabels(draft), [draft]);
  const total = state.plates.length;
  const plate = useMemo(
    () =>
      example ??
      fallbackExample({
        donorName: t('nameplate.edit.donorName'),
        donorIdentity: t('nameplate.edit.donorIdentity'),
        donationMessage: t('nameplate.edit.message'),
      }),
    [example, t],
  );

  const save = () => {
    const found = firstProblem(state);
    if (found) {
      if (state.editMode === 0) editor.show(found.slot);
      void showToast(translate(language, found.problem.key, found.problem.params), PROBLEM_TOAST_MS);
      return;
    }
    editor.save();
    const from = (location.state as { from?: unknown } | null)?.from;
    const historyIndex = (window.history.state as { idx?: unknown } | null)?.idx;
    const target = returnTarget(from, historyIndex, draft.itemsId, draft.namingType, flow);
    if (target.kind === 'back') navigate(-1);
    else navigate(target.to, { replace: true });
  };

  const fieldsTitle =
    state.editMode === 0 && total > 1
      ? t('nameplate.edit.fieldsTitleEach', {
          current: state.current + 1,
          total,
          label: labels[state.current] ?? '',
        })
      : t('nameplate.edit.fieldsTitle');

  return (
    <main className="nameplate-page" data-testid="nameplate-editor">
      <section className="nameplate-card nameplate-preview-card">
        <h2 className="nameplate-card-title">{t('nameplate.edit.previewTitle')}</h2>
        <PlateCarousel
          example={plate}
          plates={state.plates}
          labels={labels}
          current={state.current}
          onShow={editor.show}
        />
      </section>
      {/* One plate has nothing to choose between: it is "all the same". */}
      {total > 1 ? <EditModeChoice mode={state.editMode} total={total} onChange={editor.setMode} /> : null}
      <PlateFields
        title={fieldsTitle}
        plate={editedPlate(state)}
        alumniLabel={alumniLabel}
        onChange={editor.edit}
      />
      {example?.exampleImg ? (
        <section className="nameplate-card" data-testid="nameplate-example">
          <h2 className="nameplate-card-title">{t('nameplate.edit.exampleTitle')}</h2>
          <img
            className="nameplate-example-img"
            src={example.exampleImg}
            alt={t('nameplate.edit.exampleAlt')}
          />
        </section>
      ) : null}
      <div className="nameplate-footer">
        <button
          type="button"
          className="alma-button is-primary nameplate-save"
          onClick={save}
          data-testid="nameplate-save"
        >
          {t('nameplate.edit.save')}
        </button>
      </div>
    </main>
  );
}
