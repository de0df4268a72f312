import type { TStaffLogin } from '@alma/shared/admin-api/session';
import { KeyOutlined, LockOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Form, Input, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LanguageSwitch } from '../../../components/language-switch.tsx';
import { useSignIn } from '../api/sign-in.ts';
import { DemoHint } from '../components/demo-hint.tsx';
import { changePasswordAddress, returnAddress, totpDigits } from '../model/return-address.ts';
import '../messages.ts';

/**
 * Username, password and the authenticator's 6-digit code in one step. The server's refusal (wrong
 * answer, too many tries) is shown as it wrote it, never which of the three was wrong. The username's
 * form is left to the server: its rule lives in a zod module the first screen does not load.
 */
export default function SignInPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<TStaffLogin>();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const signIn = useSignIn();

  useEffect(() => {
    document.title = `${t('signIn.title')} · ${t('app.short')}`;
  }, [t]);

  const submit = (input: TStaffLogin) =>
    signIn.mutate(input, {
      // A password an administrator set is changed first: that screen is all the session opens.
      onSuccess: (me) => {
        const redirect = params.get('redirect');
        const next = me.mustChangePassword ? changePasswordAddress(redirect) : returnAddress(redirect);
        void navigate(next, { replace: true });
      },
      // A code is good for one sign-in only: the next try needs the next one.
      onError: () => form.setFieldValue('totp', ''),
    });

  return (
    <Flex vertical align="center" justify="center" style={{ minHeight: '100vh', background: '#f0f2f5' }}>
      <Card style={{ width: 420 }}>
        <Flex justify="space-between" align="center">
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t('app.name')}
          </Typography.Title>
          <LanguageSwitch />
        </Flex>
        <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
          {t('signIn.subtitle')}
        </Typography.Paragraph>
        <Form<TStaffLogin> form={form} layout="vertical" requiredMark={false} onFinish={submit}>
          <Form.Item
            name="username"
            label={t('signIn.username')}
            rules={[{ required: true, message: t('signIn.usernameRequired') }]}
            normalize={(value: string) => value.trim().toLowerCase()}
          >
            <Input prefix={<UserOutlined />} autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item
            name="password"
            label={t('signIn.password')}
            rules={[{ required: true, message: t('signIn.passwordRequired') }]}
          >
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
          </Form.Item>
          <Form.Item
            name="totp"
            label={t('signIn.totp')}
            extra={t('signIn.totpHint')}
            normalize={totpDigits}
            rules={[{ required: true, pattern: /^\d{6}$/, message: t('signIn.totpRequired') }]}
          >
            <Input
              prefix={<KeyOutlined />}
              inputMode="numeric"
              autoComplete="one-time-code"
              placeholder="000000"
            />
          </Form.Item>
          {signIn.isError && (
            <Alert
              type="error"
              showIcon
              title={signIn.error.message || t('signIn.failed')}
              style={{ marginBottom: 16 }}
            />
          )}
          <Button type="primary" htmlType="submit" block loading={signIn.isPending}>
            {t('signIn.submit')}
          </Button>
        </Form>
      </Card>
      <div style={{ width: 420, marginTop: 16 }}>
        <DemoHint />
      </div>
    </Flex>
  );
}
