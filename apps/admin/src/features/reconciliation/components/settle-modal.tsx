import type {
  TReconciliationDifference,
  TReconciliationProvider,
} from '@alma/shared/admin-api/reconciliation';
import type { TSettlementAction } from '@alma/shared/admin-api/reconciliation-settle';
import { App, Form, Input, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal.tsx';
import { showServerError } from '../../../lib/form-error.ts';
import { useSettleDifference } from '../api/reconciliation.ts';
import '../settle-messages.ts';

type Values = { action: TSettlementAction; note: string };

/**
 * Settling one difference: the ways the server offers for it, what each does said before it is
 * chosen, and a note (required when the note is the settlement). A refusal (an order we do not
 * have, an amount that differs) shows in the server's words and leaves the dialog open.
 */
export function SettleModal({
  difference,
  date,
  provider,
  onClose,
}: {
  difference: TReconciliationDifference | null;
  date: string;
  provider: TReconciliationProvider;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const settle = useSettleDifference();
  const action = Form.useWatch('action', form);
  const actions = difference?.actions ?? [];
  return (
    <FormModal<Values>
      open={difference !== null}
      title={t('reconciliationSettle.title')}
      form={form}
      saving={settle.isPending}
      testId="settle-form"
      width={560}
      okText={t('reconciliationSettle.ok')}
      initialValues={{ action: actions[0] ?? 'note', note: '' }}
      onClose={onClose}
      onFinish={(values) => {
        if (!difference) return;
        settle.mutate(
          { date, provider, difference: difference.key, action: values.action, note: values.note ?? '' },
          {
            onSuccess: () => {
              void message.success(t('reconciliationSettle.done'));
              onClose();
            },
            onError: (error) => showServerError(form, error, (text) => void message.error(text)),
          },
        );
      }}
    >
      {difference && (
        <Typography.Paragraph>
          {t('reconciliationSettle.summary', {
            billNo: difference.billNo,
            description: difference.description,
          })}
        </Typography.Paragraph>
      )}
      <Form.Item name="action" label={t('reconciliationSettle.how')}>
        <Radio.Group
          options={actions.map((value) => ({ value, label: t(`reconciliationSettle.action.${value}`) }))}
        />
      </Form.Item>
      {action && (
        <Typography.Paragraph type="secondary">
          {t(`reconciliationSettle.explain.${action}`)}
        </Typography.Paragraph>
      )}
      <Form.Item
        name="note"
        label={t('reconciliationSettle.note')}
        rules={
          action === 'note'
            ? [{ required: true, whitespace: true, min: 2, message: t('reconciliationSettle.noteRequired') }]
            : []
        }
      >
        <Input.TextArea
          rows={3}
          maxLength={500}
          showCount
          placeholder={t('reconciliationSettle.notePlaceholder')}
        />
      </Form.Item>
    </FormModal>
  );
}
