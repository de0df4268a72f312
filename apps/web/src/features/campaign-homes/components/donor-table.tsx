import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useDonorList } from '../api/get-donor-list.ts';
import { donorDay } from '../model/campaigns.ts';

/**
 * A campaign's named donors (doc 4 §2.3, §3: rows of name, seats, donateTime) as a table with the
 * columns 冠名人, 冠名项, 冠名时间; every row at once (limit 999).
 */
export function DonorTable({ itemsId }: { itemsId: number }) {
  const { t } = useTranslation();
  const list = useDonorList(itemsId);
  if (list.isError) {
    return (
      <LoadFailed
        testId="donor-list-error"
        message={list.error instanceof ApiError ? list.error.message : undefined}
        onRetry={() => void list.refetch()}
      />
    );
  }
  if (!list.data) return <div className="campaign-skeleton" aria-busy="true" />;
  if (list.data.rows.length === 0) {
    return (
      <p className="campaign-empty" data-testid="donor-list-empty">
        {t('campaignHomes.donors.empty')}
      </p>
    );
  }
  return (
    <>
      <p className="campaign-donor-count">{t('campaignHomes.donors.count', { count: list.data.total })}</p>
      <table className="campaign-donors" data-testid="donor-table">
        <thead>
          <tr>
            <th scope="col">{t('campaignHomes.donors.name')}</th>
            <th scope="col">{t('campaignHomes.donors.seats')}</th>
            <th scope="col">{t('campaignHomes.donors.time')}</th>
          </tr>
        </thead>
        <tbody>
          {list.data.rows.map((row, index) => (
            // Rows carry no id; the order is the server's and fixed while the page is open.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <tr key={index} data-testid="donor-row">
              <td>{row.name}</td>
              <td>{row.seats}</td>
              <td>{donorDay(row.donateTime)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
