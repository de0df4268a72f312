import { type TAuditRow, ZAuditQuery } from '@alma/shared/admin-api/audit';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useListSettings } from '../../../components/list-settings-bar.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { useSearchState } from '../../../lib/search-state.ts';
import { useAuditPage } from '../api/audit.ts';
import { auditColumns } from '../components/audit-columns.tsx';
import { AuditDiffView } from '../components/audit-diff-view.tsx';
import { AuditFilters } from '../components/audit-filters.tsx';
import '../messages.ts';

/** Every staff write, newest first: who, what, on what, and the before/after of the change. */
export default function AuditPage() {
  const { t } = useTranslation();
  const [query, setQuery] = useSearchState(ZAuditQuery);
  const list = useAuditPage(query);
  const { staffId, action, targetType, targetId } = query;

  const listSettings = useListSettings(auditColumns(t), { screen: 'audit' });

  return (
    <PageFrame title={t('menu.audit')} extra={listSettings.bar}>
      <AuditFilters
        value={{ staffId, action, targetType, targetId }}
        onSearch={(filters) =>
          setQuery({
            staffId: filters.staffId,
            action: filters.action?.trim(),
            targetType: filters.targetType?.trim(),
            targetId: filters.targetId?.trim(),
            page: undefined,
          })
        }
      />
      {list.isError && !list.data ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <Table<TAuditRow>
          rowKey="id"
          columns={listSettings.columns}
          dataSource={list.data?.rows}
          loading={list.isFetching}
          locale={{ emptyText: t('audit.empty') }}
          expandable={{
            expandedRowRender: (row) => <AuditDiffView before={row.before} after={row.after} />,
          }}
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
    </PageFrame>
  );
}
