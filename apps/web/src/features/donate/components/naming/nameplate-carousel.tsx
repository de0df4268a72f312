import type { TNameplateExample } from '@alma/shared/api/naming';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NameplatePreview } from '../../../../components/nameplate-preview.tsx';
import { useNameplateExample } from '../../../../lib/nameplate-example.ts';
import type { NamingDraft } from '../../../../lib/naming-draft.ts';
import { formPath, useNamingFlow } from '../../../../lib/naming-flow.ts';
import { slotCaptions } from '../../model/naming-order.ts';

/** The drawn width of a plate: the next one peeks in at the right edge of a phone. */
const PLATE_WIDTH = 280;
const PLATE_GAP = 10;

/**
 * When the project's example cannot be read (or has no boxes) the plates still show what they
 * say: the three texts stacked on the plain plate.
 */
const PLAIN_EXAMPLE: Pick<TNameplateExample, 'bgImg' | 'configData'> = {
  bgImg: '',
  configData: JSON.stringify(
    [
      ['donorName', 52, 22, '#5a3e1b'],
      ['donorIdentity', 92, 15, '#7a5a2e'],
      ['donationMessage', 122, 14, '#7a5a2e'],
    ].map(([field, y, fontSize, color]) => ({
      field,
      placeholder: '',
      x: 20,
      y,
      style: { color, fontSize, letterSpacing: 1, lineHeight: 28, width: 260 },
    })),
  ),
};

type Props = { draft: NamingDraft; editTo: string; onEdit: () => void };

/** A carousel of the order's nameplates, one per seat or copy (doc 2 §2.2), and the editor link. */
export function NameplateCarousel({ draft, editTo, onEdit }: Props) {
  const { t } = useTranslation();
  const flow = useNamingFlow();
  const example = useNameplateExample(draft.itemsId);
  const [current, setCurrent] = useState(0);
  const captions = slotCaptions(draft);
  const look =
    example.data && example.data.configData.trim() !== '' && example.data.configData.trim() !== '[]'
      ? example.data
      : PLAIN_EXAMPLE;
  return (
    <section className="donate-card naming-plates" data-testid="nameplate-carousel">
      <header className="naming-plates-head">
        <h2 className="donate-section-title">{t('donate.naming.platesTitle')}</h2>
        <Link
          className="naming-edit-link"
          to={editTo}
          // The editor's 确定 goes back one page only when it knows it came from this form.
          state={{ from: formPath(flow, draft.itemsId, draft.namingType) }}
          onClick={onEdit}
          data-testid="edit-nameplate"
        >
          {t('donate.naming.edit')}
        </Link>
      </header>
      {example.isPending ? (
        <div className="donate-skeleton naming-plate-skeleton" style={{ width: PLATE_WIDTH }} />
      ) : (
        <ul
          className="naming-plate-track"
          style={{ gap: PLATE_GAP }}
          onScroll={(event) =>
            setCurrent(Math.round(event.currentTarget.scrollLeft / (PLATE_WIDTH + PLATE_GAP)))
          }
        >
          {draft.plates.map((plate, index) => (
            // Slots are positions: the n-th seat or copy; they never reorder while the form is open.
            // biome-ignore lint/suspicious/noArrayIndexKey: a slot's identity is its place
            <li key={index} className="naming-plate-slide" data-testid="nameplate-slide">
              <NameplatePreview example={look} plate={plate} width={PLATE_WIDTH} label={captions[index]} />
            </li>
          ))}
        </ul>
      )}
      {draft.plates.length > 1 ? (
        <p className="naming-plate-count" aria-live="polite">
          {t('donate.naming.plateCount', {
            index: Math.min(current + 1, draft.plates.length),
            count: draft.plates.length,
          })}
        </p>
      ) : null}
    </section>
  );
}
