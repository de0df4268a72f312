import type { TBoardRow } from '@alma/shared/api/giving-days';
import { formatYuan } from '@alma/shared/money/money';
import { useTranslation } from 'react-i18next';

/** Ranked rows (a board, a contest hour's top five): name, money and donors. */
export function BoardTable({ rows, label }: { rows: TBoardRow[]; label: string }) {
  const { t } = useTranslation();
  if (rows.length === 0) return <p className="gd-muted">{t('givingDay.boards.empty')}</p>;
  return (
    <table className="gd-board" aria-label={label}>
      <thead>
        <tr>
          <th scope="col">{t('givingDay.boards.rank')}</th>
          <th scope="col">{t('givingDay.boards.name')}</th>
          <th scope="col">{t('givingDay.boards.money')}</th>
          <th scope="col">{t('givingDay.boards.donors')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: names can repeat; a row's rank is its identity.
          <tr key={`${index}-${row.name}`}>
            <td>{index + 1}</td>
            <td>{row.name}</td>
            <td>¥{formatYuan(row.money)}</td>
            <td>{row.donors}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
