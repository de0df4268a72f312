import type { TDonorRow } from '@alma/shared/admin-api/donors';
import { formatYuan } from '@alma/shared/money/money';
import { Badge, Button, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';

/**
 * The name a donor is known by in the console: the real name, else the nickname, else the account,
 * else (a donor who signed up by SMS and gave no name) the masked mobile.
 */
export const donorNameOf = (row: TDonorRow) => row.realName || row.nickname || row.username || row.mobile;

export function donorColumns(t: TFunction, open: (row: TDonorRow) => void): ColumnsType<TDonorRow> {
  return [
    {
      title: t('donors.name'),
      key: 'name',
      render: (_, row) => (
        <>
          {donorNameOf(row)}
          {row.isAlumni ? (
            <Tag color="gold" style={{ marginInlineStart: 8 }}>
              {t('donors.alumniYes')}
            </Tag>
          ) : null}
        </>
      ),
    },
    { title: t('donors.username'), dataIndex: 'username' },
    {
      title: t('donors.mobile'),
      dataIndex: 'mobile',
      render: (mobile: string) => mobile || t('donors.none'),
    },
    { title: t('donors.giftCount'), dataIndex: 'giftCount', align: 'right' },
    {
      title: t('donors.giftTotal'),
      dataIndex: 'giftTotal',
      align: 'right',
      render: (money: number) => t('common.yuan', { amount: formatYuan(money) }),
    },
    {
      title: t('donors.lastGiftAt'),
      dataIndex: 'lastGiftAt',
      render: (at: string) => (at ? at.slice(0, 10) : t('donors.noGiftYet')),
    },
    {
      title: t('donors.status'),
      dataIndex: 'disabled',
      render: (disabled: boolean) =>
        disabled ? (
          <Tag color="red">{t('donors.disabled')}</Tag>
        ) : (
          <Badge status="success" text={t('donors.enabled')} />
        ),
    },
    {
      title: t('donors.createdAt'),
      dataIndex: 'createdAt',
      render: (at: string) => at.slice(0, 16).replace('T', ' '),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_, row) => (
        <Button type="link" onClick={() => open(row)}>
          {t('donors.view')}
        </Button>
      ),
    },
  ];
}
