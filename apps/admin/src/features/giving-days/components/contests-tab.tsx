import type { TAdminContest, TAdminGivingDay } from '@alma/shared/admin-api/giving-days';
import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Flex, Popconfirm, Table, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMayCall } from '../../../lib/session.ts';
import { useDeleteContest } from '../api/giving-day-parts.ts';
import { boardText, type TDonorField } from '../model/donor-fields.ts';
import { windowText } from '../model/shown-values.ts';
import { ContestFormModal } from './contest-form-modal.tsx';

type Props = { day: TAdminGivingDay; fields: readonly TDonorField[] };

/** 竞赛: hourly contests on one of the day's boards. */
export function ContestsTab({ day, fields }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const mayCall = useMayCall();
  const remove = useDeleteContest(day.id);
  const [adding, setAdding] = useState(false);
  const mayDelete = mayCall('DELETE /giving-days/:id/contests/:partId');

  const columns: TableColumnsType<TAdminContest> = [
    { title: t('givingDays.contestForm.title'), dataIndex: 'title' },
    {
      title: t('givingDays.contestForm.prize'),
      dataIndex: 'prize',
      render: (prize: string) => prize || t('givingDays.contests.noPrize'),
    },
    {
      title: t('givingDays.contestForm.board'),
      dataIndex: 'board',
      render: (board: string) => boardText(t, board, fields),
    },
    {
      title: t('givingDays.contestForm.metric'),
      dataIndex: 'metric',
      render: (metric: TAdminContest['metric']) => t(`givingDays.contests.metrics.${metric}`),
    },
    {
      title: t('givingDays.column.window'),
      key: 'window',
      render: (_, row) => windowText(row.startTime, row.endTime),
    },
    ...(mayDelete
      ? [
          {
            title: t('common.actions'),
            key: 'actions',
            render: (_: unknown, row: TAdminContest) => (
              <Popconfirm
                title={t('givingDays.contests.deleteConfirm', { title: row.title })}
                okText={t('givingDays.delete')}
                cancelText={t('common.cancel')}
                okButtonProps={{ danger: true }}
                onConfirm={() =>
                  remove.mutateAsync(row.id).then(
                    () => void message.success(t('givingDays.deleted')),
                    (error: Error) => void message.error(error.message),
                  )
                }
              >
                <Button type="link" size="small" danger>
                  {t('givingDays.delete')}
                </Button>
              </Popconfirm>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <Flex justify="space-between" align="center" gap={16} style={{ marginBottom: 12 }}>
        <Typography.Text type="secondary">{t('givingDays.contests.hint')}</Typography.Text>
        {mayCall('POST /giving-days/:id/contests') && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            {t('givingDays.contests.add')}
          </Button>
        )}
      </Flex>
      <Table<TAdminContest>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={day.contests}
        loading={remove.isPending}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('givingDays.contests.empty') }}
      />
      <ContestFormModal day={day} fields={fields} open={adding} onClose={() => setAdding(false)} />
    </>
  );
}
