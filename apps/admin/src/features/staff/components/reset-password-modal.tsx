import { STAFF_PASSWORD_MIN_LENGTH } from '@alma/shared/admin-api/session';
import type { TStaffRow } from '@alma/shared/admin-api/staff';
import { App, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { showServerError } from '../../../lib/form-error.ts';
import { useResetPassword } from '../api/staff.ts';

/** A new password set by an administrator; the account's sessions end with the old one. */
export function ResetPasswordModal({ row, onClose }: { row: TStaffRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ password: string }>();
  const reset = useResetPassword();
  const min = STAFF_PASSWORD_MIN_LENGTH;

  const submit = ({ password }: { password: string }) => {
    if (!row) return;
    reset.mutate(
      { id: row.id, password },
      {
        onSuccess: () => {
          void message.success(t('staff.passwordReset'));
          onClose();
        },
        onError: (error) => showServerError(form, error, (text) => void message.error(text)),
      },
    );
  };

  return (
    <Modal
      open={row !== null}
      title={row ? t('staff.resetPasswordTitle', { username: row.username }) : ''}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={reset.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item
          name="password"
          label={t('staff.newPassword')}
          extra={t('staff.passwordHint', { min })}
          rules={[{ required: true, min, max: 200, message: t('staff.passwordRequired', { min }) }]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
