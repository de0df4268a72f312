import type { TAdminRows } from '@alma/shared/admin-api/paging';
import { PlusOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Flex, Table, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error.tsx';

export const ENTRY_PAGE_SIZE = 10;

type Props<T> = {
  list: UseQueryResult<TAdminRows<T>>;
  columns: TableColumnsType<T>;
  page: number;
  setPage: (page: number) => void;
  /** The donor app shows the entries only while the project's tab is on. */
  tabOn: boolean;
  texts: { hint: string; tabOff: string; empty: string; add: string };
  /** Absent when the role may not add. */
  add?: () => void;
};

/** A project's progress or use-publicity rows: a note, the add button, and the paged table. */
export function EntryTabFrame<T extends { id: number }>({
  list,
  columns,
  page,
  setPage,
  tabOn,
  texts,
  add,
}: Props<T>) {
  const { t } = useTranslation();
  return (
    <>
      {!tabOn && <Alert type="warning" showIcon title={texts.tabOff} style={{ marginBottom: 16 }} />}
      <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
        <Typography.Text type="secondary">{texts.hint}</Typography.Text>
        {add && (
          <Button type="primary" icon={<PlusOutlined />} onClick={add}>
            {texts.add}
          </Button>
        )}
      </Flex>
      {list.isError && !list.data ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <Table<T>
          rowKey="id"
          columns={columns}
          dataSource={list.data?.rows}
          loading={list.isFetching}
          locale={{ emptyText: texts.empty }}
          pagination={{
            current: page,
            pageSize: ENTRY_PAGE_SIZE,
            total: list.data?.total ?? 0,
            showTotal: (total) => t('common.total', { total }),
            onChange: setPage,
          }}
        />
      )}
    </>
  );
}
