import type { TTotpEnrolment } from '@alma/shared/admin-api/staff';
import { Alert, Button, Flex, Modal, QRCode, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export type ShownEnrolment = TTotpEnrolment & { username: string };

/**
 * The one showing of a new second factor (account created, or authenticator reset): the otpauth QR to
 * scan and the secret to type. The server never answers them again, hence the warning.
 */
export function EnrolmentModal({
  enrolment,
  onClose,
}: {
  enrolment: ShownEnrolment | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={enrolment !== null}
      title={enrolment ? t('staff.enrolmentTitle', { username: enrolment.username }) : ''}
      onCancel={onClose}
      maskClosable={false}
      destroyOnHidden
      footer={
        <Button type="primary" onClick={onClose}>
          {t('staff.enrolmentDone')}
        </Button>
      }
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
        </Flex>
      )}
    </Modal>
  );
}
