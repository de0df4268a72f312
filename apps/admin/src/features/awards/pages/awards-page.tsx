import type { TAwardRow } from '@alma/shared/admin-api/awards';
import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { useMayCall } from '../../../lib/session.ts';
import { useAwards, useDeleteAward } from '../api/awards.ts';
import { awardColumns } from '../components/award-columns.tsx';
import { AwardModal } from '../components/award-modal.tsx';
import '../messages.ts';

/**
 * 勋章管理: the awards donors see in their personal centre (doc 1 §2) and on award?id= (doc 3 §2):
 * names and descriptions in both languages, picture, the rule that lights each, and their order.
 */
export default function AwardsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const mayCall = useMayCall();
  const awards = useAwards();
  const remove = useDeleteAward();
  const [editing, setEditing] = useState<TAwardRow | 'new' | null>(null);
  const rows = awards.data?.rows ?? [];

  const columns = awardColumns(t, {
    may: { edit: mayCall('PUT /awards/:id'), remove: mayCall('DELETE /awards/:id') },
    edit: setEditing,
    remove: (row) =>
      remove.mutate(row.id, {
        onSuccess: () => void message.success(t('awards.deleted')),
        onError: (error) => void message.error(error.message),
      }),
  });

  return (
    <PageFrame
      title={t('awards.title')}
      extra={
        mayCall('POST /awards') && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('awards.add')}
          </Button>
        )
      }
    >
      <Typography.Paragraph type="secondary">{t('awards.hint')}</Typography.Paragraph>
      {awards.isError && !awards.data ? (
        <LoadError error={awards.error} onRetry={() => void awards.refetch()} />
      ) : (
        <Table<TAwardRow>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={rows}
          loading={awards.isFetching || remove.isPending}
          locale={{ emptyText: t('awards.empty') }}
          pagination={false}
          data-testid="awards-table"
        />
      )}
      <AwardModal target={editing} rows={rows} onClose={() => setEditing(null)} />
    </PageFrame>
  );
}
