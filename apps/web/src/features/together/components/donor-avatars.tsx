import type { TDonateRecordPage } from '@alma/shared/api/items';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AVATAR_ROW_SIZE } from '../model/share-view.ts';
import { DonorAvatar } from './donor-avatar.tsx';

/** The donors' avatars (donateRecordPage by donateTogetherId) and the way to the full list. */
export function DonorAvatars({
  togetherId,
  page,
}: {
  togetherId: number;
  page: TDonateRecordPage | undefined;
}) {
  const { t } = useTranslation();
  const rows = page?.rows ?? [];
  return (
    <section className="together-donors" data-testid="together-donors">
      <header>
        <h2>
          {t('together.share.donors')}
          {page ? <small> ({page.total})</small> : null}
        </h2>
        <Link to={`/together-list?id=${togetherId}`} data-testid="together-list-link">
          {t('together.share.allDonors')}
        </Link>
      </header>
      {page && rows.length === 0 ? <p className="together-empty">{t('together.share.noDonors')}</p> : null}
      <ul className="together-avatar-row">
        {rows.slice(0, AVATAR_ROW_SIZE).map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: records carry no id; the order is stable
          <li key={index}>
            <DonorAvatar src={row.avatar} size={36} label={row.name} />
          </li>
        ))}
      </ul>
    </section>
  );
}
