import type { TOrderDetail } from '@alma/shared/admin-api/orders';
import { OPEN_REFUND_STATUSES, type TRefundStatus } from '@alma/shared/admin-api/refunds';
import { formatYuan } from '@alma/shared/money/money';
import { Button, Descriptions, Drawer, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { useMayCall } from '../../../lib/session.ts';
import { useOrderDetail } from '../api/orders.ts';
import { providerWords } from '../model/payment-event-words.ts';
import { payTypeText, timeOf } from './order-columns.tsx';
import { OrderEvents } from './order-events.tsx';
import { OrderFormData } from './order-form-data.tsx';
import { useRefundDecision } from './refund-decision.ts';
import { RefundModal } from './refund-modal.tsx';
import { RefundsTable } from './refunds-table.tsx';

/** Something left to give back, and no refund still open (the server allows one at a time). */
function mayStartRefund(order: TOrderDetail): boolean {
  const open: readonly TRefundStatus[] = OPEN_REFUND_STATUSES;
  return order.refundable > 0 && !order.refunds.some((refund) => open.includes(refund.status));
}

function Summary({ order }: { order: TOrderDetail }) {
  const { t } = useTranslation();
  const yuan = (money: number) => t('common.yuan', { amount: formatYuan(money) });
  return (
    <Descriptions
      size="small"
      bordered
      column={2}
      items={[
        { key: 'status', label: t('orders.status'), children: t(`orderStatus.${order.status}`) },
        { key: 'project', label: t('orders.project'), children: order.itemsName },
        { key: 'donor', label: t('orders.donor'), children: order.donorName },
        { key: 'mobile', label: t('orders.mobile'), children: order.donorMobile },
        { key: 'payType', label: t('orders.payType'), children: payTypeText(t, order.payType) },
        { key: 'provider', label: t('orders.provider'), children: providerWords(order.provider, t) },
        { key: 'paidMoney', label: t('orders.paidMoney'), children: yuan(order.paidMoney) },
        { key: 'refunded', label: t('orders.refundedMoney'), children: yuan(order.refundedMoney) },
        { key: 'money', label: t('orders.money'), children: yuan(order.money) },
        { key: 'refundable', label: t('orders.refundable'), children: yuan(order.refundable) },
        { key: 'tradeNo', label: t('orders.providerTradeNo'), children: order.providerTradeNo },
        { key: 'created', label: t('orders.created'), children: timeOf(order.createdAt) },
        { key: 'paid', label: t('orders.paid'), children: timeOf(order.paidAt) },
        {
          key: 'fundraiser',
          label: t('orders.fundraiser'),
          children: order.fundraiser ? `${order.fundraiser.sponsor} · ${order.fundraiser.slogan}` : '',
        },
        ...(order.agreement
          ? [{ key: 'agreement', label: t('orders.agreement'), children: order.agreement.agreementNo }]
          : []),
      ]}
    />
  );
}

/**
 * One order: summary, payment events, kept form data (masked), its refunds (approve/reject for a
 * second finance member) and the refund button.
 */
export function OrderDrawer({ billNo, onClose }: { billNo: string | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useOrderDetail(billNo);
  const mayRefund = useMayCall()('POST /orders/:billNo/refunds');
  const [refunding, setRefunding] = useState(false);
  const { decide, pending, self } = useRefundDecision();
  const order = detail.data;

  return (
    <Drawer
      open={billNo !== undefined}
      onClose={onClose}
      size={860}
      title={t('orders.detailTitle', { billNo: billNo ?? '' })}
      destroyOnHidden
      extra={
        mayRefund && order ? (
          <Button danger disabled={!mayStartRefund(order)} onClick={() => setRefunding(true)}>
            {t('orders.refund')}
          </Button>
        ) : null
      }
    >
      {detail.isError ? (
        <LoadError error={detail.error} onRetry={() => void detail.refetch()} />
      ) : !order ? (
        <PageLoading />
      ) : (
        <>
          <Summary order={order} />
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {t('orders.events')}
          </Typography.Title>
          <OrderEvents events={order.events} />
          <Typography.Title level={5} style={{ marginTop: 8 }}>
            {t('orders.formData')}
          </Typography.Title>
          <OrderFormData key={order.billNo} billNo={order.billNo} masked={order.formData} />
          {order.refunds.length > 0 ? (
            <>
              <Typography.Title level={5} style={{ marginTop: 24 }}>
                {t('orders.refunds')}
              </Typography.Title>
              <RefundsTable rows={order.refunds} decide={decide} self={self} loading={pending} />
            </>
          ) : null}
          {refunding ? <RefundModal order={order} onClose={() => setRefunding(false)} /> : null}
        </>
      )}
    </Drawer>
  );
}
