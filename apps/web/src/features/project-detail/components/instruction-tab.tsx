import { trimWireDate } from '@alma/shared/dates/wire-date';
import { useTranslation } from 'react-i18next';
import { money } from '../rules/project-stats.ts';
import { TabList } from './tab-list.tsx';

/** Use publicity tab: date, title and money of each use of the funds (doc 1 §2). */
export function InstructionTab({ itemsId }: { itemsId: number }) {
  const { t } = useTranslation();
  return (
    <TabList
      tab="instruction"
      itemsId={itemsId}
      emptyText={t('projectDetail.empty.instruction')}
      renderRow={(row) => (
        <li key={row.id} className="detail-row" data-testid="instruction-row">
          <div className="detail-row-main">
            <span data-testid="instruction-title">{row.useTitle}</span>
            <b data-testid="instruction-money">{money(row.useMoney)}</b>
          </div>
          <time className="detail-row-meta">{trimWireDate(row.useDate, 10)}</time>
        </li>
      )}
    />
  );
}
