import type { TAdminChallenge, TAdminGivingDay } from '@alma/shared/admin-api/giving-days';
import { PlusOutlined } from '@ant-design/icons';
import {
  App,
  Button,
  Flex,
  Popconfirm,
  Progress,
  Space,
  Table,
  type TableColumnsType,
  Tag,
  Typography,
} from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMayCall } from '../../../lib/session.ts';
import { useDeleteChallenge } from '../api/giving-day-parts.ts';
import type { TDonorField } from '../model/donor-fields.ts';
import { shownMinute, windowText, yuanText } from '../model/shown-values.ts';
import { ChallengeFormModal } from './challenge-form-modal.tsx';

/** A goal or progress in its kind's unit: donors, or yuan. */
const amountOf = (t: TFunction, challenge: TAdminChallenge, value: number) =>
  challenge.goalKind === 'money'
    ? yuanText(t, value)
    : t('givingDays.challenges.donorCount', { count: value });

function challengeColumns(
  t: TFunction,
  mayDelete: boolean,
  remove: (challenge: TAdminChallenge) => Promise<void>,
): TableColumnsType<TAdminChallenge> {
  return [
    { title: t('givingDays.challengeForm.sponsor'), dataIndex: 'sponsor' },
    { title: t('givingDays.challengeForm.itemId'), dataIndex: 'itemName' },
    {
      title: t('givingDays.challenges.goal'),
      key: 'goal',
      render: (_, row) =>
        t(`givingDays.challenges.goalWords.${row.goalKind}`, { goal: amountOf(t, row, row.goal) }),
    },
    {
      title: t('givingDays.challengeForm.amount'),
      dataIndex: 'amount',
      align: 'right',
      render: (amount: number) => yuanText(t, amount),
    },
    {
      title: t('givingDays.column.window'),
      key: 'window',
      render: (_, row) => windowText(row.startTime, row.endTime),
    },
    {
      title: t('givingDays.challenges.progress'),
      key: 'progress',
      width: 200,
      render: (_, row) => (
        <Space orientation="vertical" size={0} style={{ width: '100%' }}>
          <span>{`${amountOf(t, row, row.progress)} / ${amountOf(t, row, row.goal)}`}</span>
          <Progress
            size="small"
            showInfo={false}
            percent={row.goal > 0 ? Math.min(100, Math.floor((row.progress / row.goal) * 100)) : 0}
          />
        </Space>
      ),
    },
    {
      title: t('givingDays.challenges.met'),
      key: 'met',
      render: (_, row) =>
        row.met ? (
          <Space orientation="vertical" size={0}>
            <Tag color="green">{t('givingDays.challenges.metAt', { time: shownMinute(row.metTime) })}</Tag>
            {row.billNo && (
              <Typography.Text copyable={{ text: row.billNo }}>
                {t('givingDays.challenges.billNo', { billNo: row.billNo })}
              </Typography.Text>
            )}
          </Space>
        ) : (
          <Tag>{t('givingDays.challenges.notMet')}</Tag>
        ),
    },
    ...(mayDelete
      ? [
          {
            title: t('common.actions'),
            key: 'actions',
            render: (_: unknown, row: TAdminChallenge) => (
              <Popconfirm
                title={t('givingDays.challenges.deleteConfirm', { sponsor: row.sponsor })}
                okText={t('givingDays.delete')}
                cancelText={t('common.cancel')}
                okButtonProps={{ danger: true }}
                onConfirm={() => remove(row)}
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
}

/** 挑战: a sponsor's gift unlocked when a project reaches a number of donors or an amount. */
export function ChallengesTab({ day, fields }: { day: TAdminGivingDay; fields: readonly TDonorField[] }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const mayCall = useMayCall();
  const remove = useDeleteChallenge(day.id);
  const [adding, setAdding] = useState(false);
  const columns = challengeColumns(t, mayCall('DELETE /giving-days/:id/challenges/:partId'), (row) =>
    remove.mutateAsync(row.id).then(
      () => void message.success(t('givingDays.deleted')),
      (error: Error) => void message.error(error.message),
    ),
  );
  return (
    <>
      <Flex justify="space-between" align="center" gap={16} style={{ marginBottom: 12 }}>
        <Typography.Text type="secondary">{t('givingDays.challenges.hint')}</Typography.Text>
        {mayCall('POST /giving-days/:id/challenges') && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            {t('givingDays.challenges.add')}
          </Button>
        )}
      </Flex>
      <Table<TAdminChallenge>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={day.challenges}
        loading={remove.isPending}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('givingDays.challenges.empty') }}
      />
      <ChallengeFormModal day={day} fields={fields} open={adding} onClose={() => setAdding(false)} />
    </>
  );
}
