import type { TOrderDetail } from '@alma/shared/admin-api/orders';
import { REFUND_REASON_MAX } from '@alma/shared/admin-api/refunds';
import { formatYuan } from '@alma/shared/money/money';
import { App, Form, Input, InputNumber, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showServerError } from '../../../lib/form-error.ts';
import { useRequestRefund } from '../api/orders.ts';

type Values = { amount: number; reason: string };

/**
 * A full or partial refund of a paid order. The request key is made once per opening, so a double
 * click or a retry answers the refund already made instead of a second one.
 */
export function RefundModal({ order, onClose }: { order: TOrderDetail | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const refund = useRequestRefund();
  const [requestKey] = useState(() => crypto.randomUUID());
  const max = order?.refundable ?? 0;

  const submit = ({ amount, reason }: Values) => {
    if (!order) return;
    refund.mutate(
      { billNo: order.billNo, request: { amount, reason, requestKey } },
      {
        onSuccess: (row) => {
          void message.success(
            t(row.status === 'AWAITING_APPROVAL' ? 'orders.refundAwaiting' : 'orders.refundDone'),
          );
          onClose();
        },
        onError: (error) => showServerError(form, error, (text) => void message.error(text)),
      },
    );
  };

  return (
    <Modal
      open={order !== null}
      title={order ? t('orders.refundTitle', { billNo: order.billNo }) : ''}
      okText={t('orders.refund')}
      okButtonProps={{ danger: true }}
      cancelText={t('common.cancel')}
      confirmLoading={refund.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit} initialValues={{ amount: max, reason: '' }}>
        <Form.Item
          name="amount"
          label={t('orders.refundAmount')}
          extra={t('orders.refundAmountHint', { max: formatYuan(max) })}
          rules={[
            {
              required: true,
              type: 'number',
              min: 0.01,
              max,
              message: t('orders.refundAmountRequired', { max: formatYuan(max) }),
            },
          ]}
        >
          <InputNumber min={0.01} max={max} precision={2} step={1} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('orders.refundReason')}
          rules={[{ required: true, whitespace: true, message: t('orders.refundReasonRequired') }]}
        >
          <Input.TextArea rows={3} showCount maxLength={REFUND_REASON_MAX} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
