import type { TStaffRow } from '@alma/shared/admin-api/staff';
import { Badge, Button, Flex, Popconfirm, Space, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';

export type StaffActions = {
  edit(row: TStaffRow): void;
  resetTotp(row: TStaffRow): void;
  resetPassword(row: TStaffRow): void;
};

export function staffColumns(t: TFunction, actions: StaffActions): ColumnsType<TStaffRow> {
  return [
    { title: t('staff.username'), dataIndex: 'username' },
    { title: t('staff.displayName'), dataIndex: 'displayName' },
    {
      title: t('staff.role'),
      dataIndex: 'role',
      render: (role: TStaffRow['role']) => <Tag color="blue">{t(`role.${role}`)}</Tag>,
    },
    {
      title: t('staff.status'),
      key: 'status',
      render: (_, row) => (
        <Flex vertical gap={4} align="flex-start">
          {row.disabled ? (
            <Badge status="default" text={t('staff.disabled')} />
          ) : (
            <Badge status="success" text={t('staff.enabled')} />
          )}
          {!row.totpConfirmed && (
            <Tooltip title={t('staff.totpPendingHint')}>
              <Tag color="orange">{t('staff.totpPending')}</Tag>
            </Tooltip>
          )}
          {row.mustChangePassword && (
            <Tooltip title={t('staff.mustChangePasswordHint')}>
              <Tag>{t('staff.mustChangePassword')}</Tag>
            </Tooltip>
          )}
        </Flex>
      ),
    },
    { title: t('staff.createdAt'), dataIndex: 'createdAt', render: (at: string) => at.slice(0, 16) },
    {
      title: t('staff.lastSignIn'),
      key: 'lastSignIn',
      render: (_, row) =>
        row.lastSignInAt ? (
          <Flex vertical>
            <span>{row.lastSignInAt.slice(0, 16)}</span>
            <Typography.Text type="secondary">{row.lastSignInIp}</Typography.Text>
          </Flex>
        ) : (
          <Typography.Text type="secondary">{t('staff.neverSignedIn')}</Typography.Text>
        ),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_, row) => (
        <Space size={0} wrap>
          <Button type="link" onClick={() => actions.edit(row)}>
            {t('staff.edit')}
          </Button>
          <Popconfirm
            title={t('staff.resetTotp')}
            description={t('staff.resetTotpConfirm', { username: row.username })}
            okText={t('common.confirm')}
            cancelText={t('common.cancel')}
            onConfirm={() => actions.resetTotp(row)}
          >
            <Button type="link">{t('staff.resetTotp')}</Button>
          </Popconfirm>
          <Button type="link" onClick={() => actions.resetPassword(row)}>
            {t('staff.resetPassword')}
          </Button>
        </Space>
      ),
    },
  ];
}
