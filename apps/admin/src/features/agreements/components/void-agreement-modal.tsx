import {
  AGREEMENT_VOID_REASON_MAX,
  type TAgreementDetail,
  ZAgreementVoid,
} from '@alma/shared/admin-api/agreements';
import { Alert, App, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { showServerError } from '../../../lib/form-error.ts';
import { useVoidAgreement } from '../api/agreements.ts';

/** The shortest reason the server takes. */
const REASON_MIN = ZAgreementVoid.shape.reason.minLength ?? 1;

/**
 * 作废: a confirmation that says what voiding does, with the reason it requires. A refusal (the
 * agreement moved on meanwhile, a reason the server will not take) is shown in the server's words.
 */
export function VoidAgreementModal({
  agreement,
  onClose,
}: {
  agreement: TAgreementDetail;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const voiding = useVoidAgreement();
  const { agreementNo } = agreement;

  return (
    <Modal
      open
      title={t('agreements.voidTitle', { agreementNo })}
      okText={t('agreements.voidOk')}
      okButtonProps={{ danger: true }}
      cancelText={t('common.cancel')}
      confirmLoading={voiding.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Alert type="warning" showIcon title={t('agreements.voidHint')} style={{ marginBottom: 16 }} />
      <Form
        form={form}
        layout="vertical"
        initialValues={{ reason: '' }}
        data-testid="agreement-void-form"
        onFinish={({ reason }) =>
          voiding.mutate(
            { id: agreement.id, reason: reason.trim() },
            {
              onSuccess: () => {
                void message.success(t('agreements.voidDone', { agreementNo }));
                onClose();
              },
              onError: (error) => showServerError(form, error, (text) => void message.error(text)),
            },
          )
        }
      >
        <Form.Item
          name="reason"
          label={t('agreements.voidReason')}
          extra={t('agreements.voidReasonHint', { max: AGREEMENT_VOID_REASON_MAX })}
          rules={[
            { required: true, whitespace: true, message: t('agreements.voidReasonRequired') },
            {
              validator: (_rule, value: unknown) =>
                typeof value === 'string' && value.trim().length > 0 && value.trim().length < REASON_MIN
                  ? Promise.reject(new Error(t('agreements.voidReasonShort')))
                  : Promise.resolve(),
            },
          ]}
        >
          <Input.TextArea rows={3} showCount maxLength={AGREEMENT_VOID_REASON_MAX} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
