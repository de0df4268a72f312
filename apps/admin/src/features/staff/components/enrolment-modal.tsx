import type { TTotpEnrolment } from '@alma/shared/admin-api/staff';
import { Alert, App, Button, Flex, Form, Input, Modal, QRCode, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AdminApiError } from '../../../lib/admin-client.ts';
import { useConfirmTotp } from '../api/staff.ts';

export type ShownEnrolment = TTotpEnrolment & { id: number; username: string };

/** The code field keeps digits only, at most six: pasted spaces and dashes drop out. */
const digitsOnly = (value: string | undefined) => (value ?? '').replace(/\D/g, '').slice(0, 6);

/**
 * The one showing of a new second factor (account created, or authenticator reset): the otpauth QR to
 * scan, the secret to type, and the first code the app then shows, read back. The account signs in
 * only once that code was right; the server never answers the QR again, hence the warning. Closed
 * without a code, the authenticator stays unconfirmed until it is reset and shown again.
 */
export function EnrolmentModal({
  enrolment,
  onClose,
}: {
  enrolment: ShownEnrolment | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ totp: string }>();
  const confirm = useConfirmTotp();

  const submit = ({ totp }: { totp: string }) => {
    if (!enrolment) return;
    confirm.mutate(
      { id: enrolment.id, totp },
      {
        onSuccess: () => {
          void message.success(t('staff.enrolmentConfirmed'));
          onClose();
        },
        onError: (error) => {
          // A wrong code changes nothing: the next one the app shows is tried in the same field.
          if (error instanceof AdminApiError && error.field === 'totp') {
            form.setFields([{ name: 'totp', value: '', errors: [error.message] }]);
          } else void message.error(error.message);
        },
      },
    );
  };

  return (
    <Modal
      open={enrolment !== null}
      title={enrolment ? t('staff.enrolmentTitle', { username: enrolment.username }) : ''}
      onCancel={onClose}
      maskClosable={false}
      destroyOnHidden
      footer={[
        <Button key="later" onClick={onClose}>
          {t('staff.enrolmentLater')}
        </Button>,
        <Button key="confirm" type="primary" loading={confirm.isPending} onClick={() => form.submit()}>
          {t('staff.enrolmentConfirm')}
        </Button>,
      ]}
    >
      {enrolment && (
        <Flex vertical gap={12} data-testid="totp-enrolment">
          <Alert type="warning" showIcon title={t('staff.enrolmentWarning')} />
          <Typography.Text>{t('staff.enrolmentScan')}</Typography.Text>
          <Flex justify="center" data-testid="totp-qr">
            <QRCode value={enrolment.otpauthUri} size={200} type="svg" />
          </Flex>
          <Typography.Text>{t('staff.enrolmentSecret')}</Typography.Text>
          <Typography.Text code copyable data-testid="totp-secret">
            {enrolment.secret}
          </Typography.Text>
          <Form form={form} layout="vertical" requiredMark={false} onFinish={submit} clearOnDestroy>
            <Form.Item
              name="totp"
              label={t('staff.enrolmentCode')}
              extra={t('staff.enrolmentCodeHint')}
              normalize={digitsOnly}
              rules={[{ required: true, pattern: /^\d{6}$/, message: t('staff.enrolmentCodeRequired') }]}
            >
              <Input inputMode="numeric" autoComplete="one-time-code" placeholder="000000" />
            </Form.Item>
          </Form>
        </Flex>
      )}
    </Modal>
  );
}
