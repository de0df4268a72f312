import { type TAgreementRow, ZAgreementQuery } from '@alma/shared/admin-api/agreements';
import type { TSavedFilterList } from '@alma/shared/admin-api/saved-filters';
import { Table, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useListSettings } from '../../../components/list-settings-bar.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { useSearchState } from '../../../lib/search-state.ts';
import { useMayCall } from '../../../lib/session.ts';
import { useAgreementPage } from '../api/agreements.ts';
import { agreementColumns } from '../components/agreement-columns.tsx';
import { AgreementDrawer } from '../components/agreement-drawer.tsx';
import { AgreementFilters } from '../components/agreement-filters.tsx';
import { TemplateTab } from '../components/template-tab.tsx';
import '../messages.ts';

const blank = (value: unknown) => (value === '' ? undefined : value);
const zId = z.preprocess(blank, z.coerce.number().int().positive().optional());

/** The address holds the list's filters and page, the agreement open in the drawer, the tab and its project. */
const ZAgreementsAddress = ZAgreementQuery.extend({
  open: zId,
  tab: z.preprocess(blank, z.enum(['list', 'template']).optional()),
  project: zId,
});
/** Address parameters that are not the list's filters: a saved filter leaves them out. */
const TRANSIENT = ['open', 'tab', 'project'] as const;

/**
 * This list's saved filters. SAVED_FILTER_LISTS in packages/shared does not name 'agreements' yet
 * (it and SAVED_FILTER_LIST_ROUTES need a line each, `agreements: 'GET /agreements'`); the cast goes
 * when they have it.
 */
const SAVED_LIST: TSavedFilterList = 'agreements';

/**
 * 协议管理 (issue 23): donors' agreements by status, flow, project or number, one agreement's facts,
 * files and evidence in a drawer (voided from there); and each project's template, for those who edit
 * templates.
 */
export default function AgreementsPage() {
  const { t } = useTranslation();
  const mayCall = useMayCall();
  const [{ open, tab, project, ...query }, setQuery] = useSearchState(ZAgreementsAddress);
  const mayEditTemplates = mayCall('GET /projects/:id/agreement-template');
  const showTemplate = tab === 'template' && mayEditTemplates;
  const list = useAgreementPage(query, !showTemplate);
  const listSettings = useListSettings(
    agreementColumns(t, (row) => setQuery({ open: row.id })),
    { screen: SAVED_LIST, transient: TRANSIENT, kept: ['agreementNo'] },
  );
  const { status, flow, itemsId, q } = query;

  const listTab = (
    <>
      <AgreementFilters
        value={{ status, flow, itemsId, q }}
        onSearch={(next) =>
          setQuery({
            status: next.status,
            flow: next.flow,
            itemsId: next.itemsId,
            q: next.q,
            page: undefined,
          })
        }
      />
      {list.isError && !list.data ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <Table<TAgreementRow>
          rowKey="id"
          size="small"
          columns={listSettings.columns}
          dataSource={list.data?.rows}
          loading={list.isFetching}
          locale={{ emptyText: t('agreements.empty') }}
          scroll={{ x: 1200 }}
          onRow={(row) => ({ onClick: () => setQuery({ open: row.id }), style: { cursor: 'pointer' } })}
          pagination={{
            current: query.page,
            pageSize: query.pageSize,
            total: list.data?.total ?? 0,
            showSizeChanger: true,
            showTotal: (total) => t('common.total', { total }),
            onChange: (page, pageSize) => setQuery({ page, pageSize }),
          }}
          data-testid="agreements-table"
        />
      )}
    </>
  );

  return (
    <PageFrame title={t('agreements.title')} extra={showTemplate ? null : listSettings.bar}>
      {mayEditTemplates ? (
        <Tabs
          activeKey={showTemplate ? 'template' : 'list'}
          onChange={(key) => setQuery({ tab: key === 'template' ? key : undefined, open: undefined })}
          items={[
            { key: 'list', label: t('agreements.listTab'), children: showTemplate ? null : listTab },
            {
              key: 'template',
              label: t('agreements.templateTab'),
              children: showTemplate ? (
                <TemplateTab itemsId={project} onProject={(next) => setQuery({ project: next })} />
              ) : null,
            },
          ]}
        />
      ) : (
        listTab
      )}
      <AgreementDrawer id={showTemplate ? undefined : open} onClose={() => setQuery({ open: undefined })} />
    </PageFrame>
  );
}
