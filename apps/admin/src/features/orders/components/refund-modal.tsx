import type { TOrderDetail } from '@alma/shared/admin-api/orders';
import { REFUND_REASON_MAX, refundAmountProblem } from '@alma/shared/admin-api/refunds';
import { formatYuan } from '@alma/shared/money/money';
import { App, Form, Input, InputNumber, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showServerError } from '../../../lib/form-error.ts';
import { useRequestRefund } from '../api/orders.ts';

/** The amount as typed (InputNumber's string mode: what was typed is what is checked and sent). */
type Values = { amount: string | null; reason: string };

/**
 * A full or partial refund of a paid order. The amount is never clamped or rounded: a wrong one is
 * refused under the field, as the server would refuse it. Before anything is sent a confirmation
 * says what will happen (the amount, the order, that it cannot be undone). The request key is made
 * once per opening, so a double click or a retry answers the refund already made.
 */
export function RefundModal({ order, onClose }: { order: TOrderDetail | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<Values>();
  const refund = useRequestRefund();
  const [requestKey] = useState(() => crypto.randomUUID());
  const max = order?.refundable ?? 0;

  const send = (billNo: string, amount: string, reason: string) =>
    refund.mutate(
      { billNo, request: { amount, reason, requestKey } },
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

  const confirm = ({ amount, reason }: Values) => {
    if (!order || amount === null) return;
    const lines = [
      t('orders.refundConfirm', { amount: formatYuan(Number(amount)), billNo: order.billNo }),
      t('orders.refundConfirmApproval'),
    ];
    if (order.namingType > 0) lines.push(t('orders.refundConfirmNaming'));
    void modal.confirm({
      title: t('orders.refundConfirmTitle'),
      content: lines.map((line) => <p key={line}>{line}</p>),
      okText: t('orders.refundConfirmOk'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => send(order.billNo, amount, reason),
    });
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
      <Form
        form={form}
        layout="vertical"
        onFinish={confirm}
        initialValues={{ amount: max.toFixed(2), reason: '' }}
      >
        <Form.Item
          name="amount"
          label={t('orders.refundAmount')}
          extra={t('orders.refundAmountHint', { max: formatYuan(max) })}
          rules={[
            {
              validator: (_rule, value: unknown) => {
                const problem = refundAmountProblem(value, max);
                return problem
                  ? Promise.reject(
                      new Error(t(`orders.refundAmountProblem_${problem}`, { max: formatYuan(max) })),
                    )
                  : Promise.resolve();
              },
            },
          ]}
        >
          {/* No min, max or precision: they would silently change what was typed. */}
          <InputNumber<string> stringMode step={1} style={{ width: 200 }} />
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
