import { trimWireDate } from '@alma/shared/dates/wire-date';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { togetherRaised } from '../rules/record-display.ts';
import { Avatar } from './avatar.tsx';
import { TabList } from './tab-list.tsx';

/** Together tab: the project's group fundraisers; a tap opens the fundraiser's share page. */
export function TogetherTab({ itemsId, crowdType }: { itemsId: number; crowdType: number }) {
  const { t } = useTranslation();
  return (
    <TabList
      tab="together"
      itemsId={itemsId}
      emptyText={t('projectDetail.empty.together')}
      renderRow={(row) => (
        <li key={row.id} className="detail-row" data-testid="together-row">
          <Link className="together-link" to={`/together-share?id=${row.id}`}>
            <Avatar src={row.avatar} />
            <div className="together-body">
              <div className="detail-row-main">
                <span data-testid="together-sponsor">
                  {t('projectDetail.together.sponsor', { name: row.sponsor })}
                </span>
                <time className="detail-row-meta">{trimWireDate(row.createDate, 10)}</time>
              </div>
              {row.slogan ? <p className="together-slogan">{row.slogan}</p> : null}
              <div className="detail-row-meta">
                <span>{t('projectDetail.together.participants', { count: row.participants })}</span>
                <b data-testid="together-raised">
                  {t('projectDetail.together.raised', { value: togetherRaised(row, crowdType) })}
                </b>
              </div>
            </div>
          </Link>
        </li>
      )}
    />
  );
}
