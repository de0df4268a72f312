import { Layout, Menu, theme } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '../components/error-boundary.tsx';
import { PageLoading } from '../components/page-loading.tsx';
import { useMayCall } from '../lib/session.ts';
import { HeaderBar } from './header-bar.tsx';
import { groupOf, menuTree } from './menu-tree.ts';
import { PageFailed } from './page-failed.tsx';
import { SCREEN_GROUPS, SCREENS, type Screen } from './screens.tsx';

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

  const selected = selectedPath(location.pathname);
  const entry = ({ path, label, icon }: Screen) => ({
    key: path,
    icon,
    label: <Link to={`/${path}`}>{t(label)}</Link>,
  });
  const items = menuTree(SCREENS, mayCall).map((node) =>
    node.kind === 'screen'
      ? entry(node.screen)
      : {
          key: `group:${node.group}`,
          icon: SCREEN_GROUPS[node.group].icon,
          label: t(SCREEN_GROUPS[node.group].label),
          children: node.screens.map(entry),
        },
  );
  // The submenu of the screen shown starts open, so where one is stays visible in the menu.
  const openGroup = groupOf(SCREENS, selected);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider collapsible collapsed={collapsed} onCollapse={setCollapsed} width={220}>
        <div className="admin-logo">{collapsed ? 'Alma' : t('app.short')}</div>
        <nav aria-label={t('app.name')}>
          <Menu
            theme="dark"
            mode="inline"
            selectedKeys={[selected]}
            defaultOpenKeys={openGroup ? [`group:${openGroup}`] : []}
            items={items}
          />
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
