import { Layout, Menu, theme } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '../components/error-boundary.tsx';
import { PageLoading } from '../components/page-loading.tsx';
import { useMayCall } from '../lib/session.ts';
import { HeaderBar } from './header-bar.tsx';
import { PageFailed } from './page-failed.tsx';
import { SCREENS } from './screens.tsx';

/** The screen an address belongs to: the longest matching path ('' only for the dashboard itself). */
function selectedPath(pathname: string): string {
  const inside = pathname.replace(/^\//, '');
  const match = SCREENS.filter(({ path }) =>
    path === '' ? inside === '' : inside === path || inside.startsWith(`${path}/`),
  );
  return match.sort((a, b) => b.path.length - a.path.length)[0]?.path ?? '';
}

/**
 * The signed-in frame (Ant Design Pro's shape): a side menu of the screens this role may use, a
 * header with who is signed in, and the page, which fails and loads on its own.
 */
export function AdminLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const mayCall = useMayCall();
  const [collapsed, setCollapsed] = useState(false);
  const { token } = theme.useToken();

  const items = SCREENS.filter(({ routeKey }) => mayCall(routeKey)).map(({ path, label, icon }) => ({
    key: path,
    icon,
    label: <Link to={`/${path}`}>{t(label)}</Link>,
  }));

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider collapsible collapsed={collapsed} onCollapse={setCollapsed} width={220}>
        <div className="admin-logo">{collapsed ? 'Alma' : t('app.short')}</div>
        <nav aria-label={t('app.name')}>
          <Menu theme="dark" mode="inline" selectedKeys={[selectedPath(location.pathname)]} items={items} />
        </nav>
      </Layout.Sider>
      <Layout>
        <Layout.Header style={{ background: token.colorBgContainer, padding: '0 24px' }}>
          <HeaderBar />
        </Layout.Header>
        <Layout.Content style={{ margin: 24 }}>
          <ErrorBoundary key={location.pathname} fallback={<PageFailed />}>
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
