import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { App, Avatar, Button, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LanguageSwitch } from '../components/language-switch.tsx';
import { adminCall, rememberCsrfToken } from '../lib/admin-client.ts';
import { queryClient } from '../lib/query-client.ts';
import { useMe } from '../lib/session.ts';

/** Who is signed in and as what, the language switch and signing out. */
export function HeaderBar() {
  const { t } = useTranslation();
  const me = useMe();
  const navigate = useNavigate();
  const { message } = App.useApp();

  const signOut = async () => {
    try {
      await adminCall('DELETE', '/session');
    } catch {
      // Already ended on the server (a 401 leads to the sign-in screen anyway): sign out here too.
    }
    rememberCsrfToken(null);
    await navigate('/login', { replace: true });
    queryClient.clear();
    void message.success(t('header.signedOut'));
  };

  return (
    <Flex align="center" justify="flex-end" gap={16} style={{ height: '100%' }}>
      <LanguageSwitch />
      <Flex align="center" gap={8} data-testid="signed-in-staff">
        <Avatar size="small" icon={<UserOutlined />} />
        <Typography.Text strong>{me.displayName || me.username}</Typography.Text>
        <Tag color="blue">{t(`role.${me.role}`)}</Tag>
      </Flex>
      <Button icon={<LogoutOutlined />} onClick={() => void signOut()}>
        {t('header.signOut')}
      </Button>
    </Flex>
  );
}
