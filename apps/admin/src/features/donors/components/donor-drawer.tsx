import type { TAdminPage } from '@alma/shared/admin-api/paging';
import { Drawer } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { useDonorDetail } from '../api/donors.ts';
import { donorNameOf } from './donor-columns.tsx';
import { DonorHistory } from './donor-history.tsx';
import { DonorMerge } from './donor-merge.tsx';
import { DonorMergedNotice } from './donor-merged-notice.tsx';
import { DonorPersonal } from './donor-personal.tsx';
import { DonorRecord } from './donor-record.tsx';

const FIRST_GIFTS: TAdminPage = { page: 1, pageSize: 10 };

/**
 * One donor: personal data (masked), alumni verification, tags, notes and contacts, merges, gifts and
 * fundraisers. A record merged into another shows where it went instead of its record and merges.
 */
export function DonorDrawer({ id, onClose }: { id: number | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const [gifts, setGifts] = useState<TAdminPage>(FIRST_GIFTS);
  const detail = useDonorDetail(id, gifts);

  useEffect(() => {
    if (id !== undefined) setGifts(FIRST_GIFTS);
  }, [id]);

  const donor = detail.data && detail.data.id === id ? detail.data : undefined;
  return (
    <Drawer
      open={id !== undefined}
      onClose={onClose}
      size={820}
      title={donor ? t('donors.detailTitle', { name: donorNameOf(donor) }) : t('menu.donors')}
      destroyOnHidden
    >
      {detail.isError && !donor ? (
        <LoadError error={detail.error} onRetry={() => void detail.refetch()} />
      ) : !donor ? (
        <PageLoading />
      ) : (
        <>
          <DonorPersonal key={donor.id} donor={donor} />
          {donor.mergedInto ? (
            <DonorMergedNotice into={donor.mergedInto} />
          ) : (
            <>
              <DonorRecord key={`record-${donor.id}`} donor={donor} />
              <DonorMerge key={`merge-${donor.id}`} donor={donor} />
            </>
          )}
          <DonorHistory donor={donor} gifts={gifts} onGiftsPage={setGifts} loading={detail.isFetching} />
        </>
      )}
    </Drawer>
  );
}
