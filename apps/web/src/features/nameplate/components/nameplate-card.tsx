import type { TSeatShowRow } from '@alma/shared/api/naming';
import { useTranslation } from 'react-i18next';
import type { DetailLook } from '../model/detail-look.ts';

type Props = { rows: TSeatShowRow[]; look: DetailLook; logo: string };

/**
 * The named seat's or book's nameplate as a card (doc 4 §2.3): the school's logo on top, the
 * detail config's colour, its word as a large faint watermark, the label/value rows, and its
 * bottom picture at the foot. The page behind carries the config's background picture.
 */
export function NameplateCard({ rows, look, logo }: Props) {
  const { t } = useTranslation();
  return (
    <article
      className="nameplate-detail-card"
      style={{ backgroundColor: look.bgColor }}
      data-testid="nameplate-detail-card"
    >
      {look.bgWord ? (
        <span className="nameplate-detail-word" aria-hidden="true" data-testid="nameplate-detail-word">
          {look.bgWord}
        </span>
      ) : null}
      <header className="nameplate-detail-head">
        {logo ? (
          <img
            className="nameplate-detail-logo"
            src={logo}
            alt={t('nameplate.detail.logoAlt')}
            data-testid="nameplate-detail-logo"
          />
        ) : null}
        <h1 className="nameplate-detail-title">{t('nameplate.detail.title')}</h1>
      </header>
      <dl className="nameplate-detail-rows">
        {rows.map((row, index) => (
          // Rows are the server's, in its order; titles may repeat (two messages).
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id and never reorder
          <div key={index} className="nameplate-detail-row" data-testid="nameplate-detail-row">
            <dt>{row.fieldTitle}</dt>
            <dd>{row.fieldValue || '—'}</dd>
          </div>
        ))}
      </dl>
      {look.bottomImg ? <img className="nameplate-detail-bottom" src={look.bottomImg} alt="" /> : null}
    </article>
  );
}
