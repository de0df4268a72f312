import type { TDonorDetail, TDonorFundraiser, TDonorGift } from '@alma/shared/admin-api/donors';
import type { TAdminPage } from '@alma/shared/admin-api/paging';
import { formatYuan } from '@alma/shared/money/money';
import { Table, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

const at = (text: string) => text.slice(0, 16).replace('T', ' ');

function giftColumns(t: TFunction) {
  return [
    { title: t('donors.billNo'), dataIndex: 'billNo' },
    { title: t('donors.project'), dataIndex: 'itemsName', ellipsis: true },
    {
      title: t('donors.money'),
      dataIndex: 'money',
      align: 'right' as const,
      render: (money: number) => t('common.yuan', { amount: formatYuan(money) }),
    },
    {
      title: t('donors.payType'),
      dataIndex: 'payType',
      render: (payType: number) => t(`payType.${payType}`, { defaultValue: String(payType) }),
    },
    {
      title: t('donors.orderStatus'),
      dataIndex: 'status',
      render: (status: string) => t(`orderStatus.${status}`, { defaultValue: status }),
    },
    {
      title: t('donors.paidAt'),
      dataIndex: 'paidAt',
      render: (paidAt: string) => (paidAt ? at(paidAt) : ''),
    },
  ];
}

function fundraiserColumns(t: TFunction) {
  const yuan = (money: number) => t('common.yuan', { amount: formatYuan(money) });
  return [
    { title: t('donors.project'), dataIndex: 'itemsName', ellipsis: true },
    { title: t('donors.slogan'), dataIndex: 'slogan', ellipsis: true },
    { title: t('donors.target'), dataIndex: 'targetMoney', align: 'right' as const, render: yuan },
    { title: t('donors.raised'), dataIndex: 'completeMoney', align: 'right' as const, render: yuan },
    { title: t('donors.participants'), dataIndex: 'participants', align: 'right' as const },
    { title: t('donors.createdAt'), dataIndex: 'createdAt', render: at },
  ];
}

type Props = {
  donor: TDonorDetail;
  gifts: TAdminPage;
  onGiftsPage: (page: TAdminPage) => void;
  loading: boolean;
};

/** The donor's gifts (paged on the server) and the fundraisers they started. */
export function DonorHistory({ donor, gifts, onGiftsPage, loading }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t('donors.gifts')}
      </Typography.Title>
      <Table<TDonorGift>
        rowKey="billNo"
        size="small"
        data-testid="donor-gifts"
        columns={giftColumns(t)}
        dataSource={donor.gifts}
        loading={loading}
        locale={{ emptyText: t('donors.noGifts') }}
        pagination={{
          current: gifts.page,
          pageSize: gifts.pageSize,
          total: donor.giftsTotal,
          showTotal: (total) => t('common.total', { total }),
          onChange: (page, pageSize) => onGiftsPage({ page, pageSize }),
        }}
      />
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t('donors.fundraisers')}
      </Typography.Title>
      <Table<TDonorFundraiser>
        rowKey="id"
        size="small"
        columns={fundraiserColumns(t)}
        dataSource={donor.fundraisers}
        locale={{ emptyText: t('donors.noFundraisers') }}
        pagination={false}
      />
    </>
  );
}
