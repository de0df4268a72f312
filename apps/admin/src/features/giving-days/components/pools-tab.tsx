import type { TAdminGivingDay, TAdminPool } from '@alma/shared/admin-api/giving-days';
import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Flex, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMayCall } from '../../../lib/session.ts';
import { useDeletePool } from '../api/giving-day-parts.ts';
import type { TDonorField } from '../model/donor-fields.ts';
import { poolColumns } from './pool-columns.tsx';
import { PoolFormModal } from './pool-form-modal.tsx';
import { PoolReconciliationDrawer } from './pool-reconciliation-drawer.tsx';

type Props = { day: TAdminGivingDay; fields: readonly TDonorField[] };

/** 配捐池: each sponsor's pool, its rules and money, with its reconciliation. */
export function PoolsTab({ day, fields }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const mayCall = useMayCall();
  const remove = useDeletePool(day.id);
  const [editing, setEditing] = useState<TAdminPool | 'new' | null>(null);
  const [reconciling, setReconciling] = useState<TAdminPool | null>(null);

  const columns = poolColumns(t, day, fields, {
    may: {
      edit: mayCall('PUT /giving-days/:id/pools/:partId'),
      remove: mayCall('DELETE /giving-days/:id/pools/:partId'),
      reconcile: mayCall('GET /giving-days/:id/pools/:partId/reconciliation'),
    },
    edit: setEditing,
    reconcile: setReconciling,
    remove: (pool) =>
      remove.mutateAsync(pool.id).then(
        () => void message.success(t('givingDays.deleted')),
        (error: Error) => void message.error(error.message),
      ),
  });

  return (
    <>
      <Flex justify="space-between" align="center" gap={16} style={{ marginBottom: 12 }}>
        <Typography.Text type="secondary">{t('givingDays.pools.hint')}</Typography.Text>
        {mayCall('POST /giving-days/:id/pools') && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('givingDays.pools.add')}
          </Button>
        )}
      </Flex>
      <Table<TAdminPool>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={day.pools}
        loading={remove.isPending}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('givingDays.pools.empty') }}
        data-testid="pools-table"
      />
      <PoolFormModal day={day} fields={fields} target={editing} onClose={() => setEditing(null)} />
      <PoolReconciliationDrawer dayId={day.id} pool={reconciling} onClose={() => setReconciling(null)} />
    </>
  );
}
