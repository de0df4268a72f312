import { type TDonorRow, ZDonorQuery } from '@alma/shared/admin-api/donors';
import { ADMIN_API_PREFIX } from '@alma/shared/admin-api/permissions';
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useListSettings } from '../../../components/list-settings-bar.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { useSearchState } from '../../../lib/search-state.ts';
import { useMayCall } from '../../../lib/session.ts';
import { useDonorPage } from '../api/donors.ts';
import { donorColumns } from '../components/donor-columns.tsx';
import { DonorDrawer } from '../components/donor-drawer.tsx';
import { DonorFilters } from '../components/donor-filters.tsx';
import '../messages.ts';

/** The open donor is in the address too, so a link opens the same drawer. */
const ZDonorsAddress = ZDonorQuery.extend({
  donor: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().int().positive().optional(),
  ),
});

/** 捐赠人: search by name, account or mobile, filter alumni, open one donor in a drawer. */
export default function DonorsPage() {
  const { t } = useTranslation();
  const [{ donor, ...query }, setQuery] = useSearchState(ZDonorsAddress);
  const list = useDonorPage(query);
  const mayCall = useMayCall();
  // A plain link: the browser streams the file, the staff cookie goes with it; the search, not the page.
  const exportSearch = new URLSearchParams({ format: 'xlsx' });
  if (query.s) exportSearch.set('s', query.s);
  if (query.alumni !== undefined) exportSearch.set('alumni', String(query.alumni));
  if (query.tag) exportSearch.set('tag', query.tag);
  const exportButton = mayCall('GET /donors/export') ? (
    <Button icon={<DownloadOutlined />} href={`${ADMIN_API_PREFIX}/donors/export?${exportSearch}`} download>
      {t('donors.export')}
    </Button>
  ) : null;

  const listSettings = useListSettings(
    donorColumns(t, (row) => setQuery({ donor: row.id })),
    { screen: 'donors', transient: ['donor'], kept: ['name', 'actions'] },
  );

  return (
    <PageFrame
      title={t('menu.donors')}
      extra={
        <Space>
          {listSettings.bar}
          {exportButton}
        </Space>
      }
    >
      <DonorFilters
        value={{ s: query.s, alumni: query.alumni, tag: query.tag }}
        onSearch={(filters) =>
          setQuery({
            s: filters.s,
            alumni: filters.alumni === undefined ? undefined : String(filters.alumni),
            tag: filters.tag || undefined,
            page: undefined,
          })
        }
      />
      {list.isError && !list.data ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <Table<TDonorRow>
          rowKey="id"
          columns={listSettings.columns}
          dataSource={list.data?.rows}
          loading={list.isFetching}
          locale={{ emptyText: t('donors.empty') }}
          pagination={{
            current: query.page,
            pageSize: query.pageSize,
            total: list.data?.total ?? 0,
            showSizeChanger: true,
            showTotal: (total) => t('common.total', { total }),
            onChange: (page, pageSize) => setQuery({ page, pageSize }),
          }}
        />
      )}
      <DonorDrawer id={donor} onClose={() => setQuery({ donor: undefined })} />
    </PageFrame>
  );
}
