import {
  STAFF_PASSWORD_MAX_LENGTH,
  STAFF_PASSWORD_MIN_LENGTH,
  staffPasswordProblem,
} from '@alma/shared/admin-api/staff-password';
import { LockOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Flex, Form, Input, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LanguageSwitch } from '../../../components/language-switch.tsx';
import { adminCall, rememberCsrfToken } from '../../../lib/admin-client.ts';
import { showServerError } from '../../../lib/form-error.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { useMe } from '../../../lib/session.ts';
import { useChangePassword } from '../api/change-password.ts';
import { returnAddress } from '../model/return-address.ts';
import '../messages.ts';

type Values = { currentPassword: string; newPassword: string; confirmPassword: string };

/**
 * The staff member's own new password. A session whose password an administrator set lands here
 * and nowhere else (the server answers every other route 403 until the change): the same rules as
 * the server's (`staffPasswordProblem`), checked as the fields are typed, then the console opens.
 */
export default function ChangePasswordPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const me = useMe();
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const change = useChangePassword();
  const limits = { min: STAFF_PASSWORD_MIN_LENGTH, max: STAFF_PASSWORD_MAX_LENGTH };

  useEffect(() => {
    document.title = `${t('signIn.changeTitle')} · ${t('app.short')}`;
  }, [t]);

  const submit = ({ currentPassword, newPassword }: Values) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          void message.success(t('signIn.passwordChanged'));
          void navigate(returnAddress(params.get('redirect')), { replace: true });
        },
        onError: (error) => showServerError(form, error, (text) => void message.error(text)),
      },
    );

  const signOut = async () => {
    try {
      await adminCall('DELETE', '/session');
    } catch {
      // Already ended on the server: leave here all the same.
    }
    rememberCsrfToken(null);
    await navigate('/login', { replace: true });
    queryClient.clear();
  };

  return (
    <Flex vertical align="center" justify="center" style={{ minHeight: '100vh', background: '#f0f2f5' }}>
      <Card style={{ width: 420 }}>
        <Flex justify="space-between" align="center">
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t('signIn.changeTitle')}
          </Typography.Title>
          <LanguageSwitch />
        </Flex>
        <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
          {t('signIn.changeFor', { username: me.username })}
        </Typography.Paragraph>
        {me.mustChangePassword && (
          <Alert type="info" showIcon title={t('signIn.changeForced')} style={{ marginBottom: 16 }} />
        )}
        <Form<Values> form={form} layout="vertical" requiredMark={false} onFinish={submit}>
          <Form.Item
            name="currentPassword"
            label={t('signIn.currentPassword')}
            rules={[{ required: true, message: t('signIn.currentPasswordRequired') }]}
          >
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" autoFocus />
          </Form.Item>
          <Form.Item
            name="newPassword"
            label={t('signIn.newPassword')}
            extra={t('signIn.newPasswordHint', limits)}
            dependencies={['currentPassword']}
            rules={[
              {
                validator: (_, value: string | undefined) => {
                  const problem = staffPasswordProblem({
                    username: me.username,
                    currentPassword: form.getFieldValue('currentPassword') ?? '',
                    newPassword: value ?? '',
                  });
                  return problem
                    ? Promise.reject(new Error(t(`signIn.problem.${problem}`, limits)))
                    : Promise.resolve();
                },
              },
            ]}
          >
            <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            name="confirmPassword"
            label={t('signIn.confirmPassword')}
            dependencies={['newPassword']}
            rules={[
              {
                validator: (_, value: string | undefined) =>
                  value === form.getFieldValue('newPassword')
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('signIn.confirmMismatch'))),
              },
            ]}
          >
            <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
          </Form.Item>
          <Flex vertical gap={8}>
            <Button type="primary" htmlType="submit" block loading={change.isPending}>
              {t('signIn.changeSubmit')}
            </Button>
            <Button type="link" block onClick={() => void signOut()}>
              {t('signIn.signOut')}
            </Button>
          </Flex>
        </Form>
      </Card>
    </Flex>
  );
}
