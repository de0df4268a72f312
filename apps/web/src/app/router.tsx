import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { HashRouter, Route, Routes } from 'react-router';
import { PlaceholderPage } from '../components/placeholder-page.tsx';
import { RoutePage } from '../components/route-page.tsx';
import ProjectListPage from '../features/projects/pages/project-list-page.tsx';
import { CAMPAIGN_ROUTES, GENERAL_ROUTES } from './route-names.ts';

type Screen = { path: string; title: string; Page: ComponentType | LazyExoticComponent<ComponentType> };

/**
 * Built screens by route name. The project list is the home screen and part of the first
 * bundle (a lazy chunk would cost the first paint one more round trip); every other screen is its
 * own lazy chunk.
 */
const SCREENS: Screen[] = [
  { path: 'subject', title: 'subject', Page: ProjectListPage },
  {
    path: 'subject-detail',
    title: 'subject-detail',
    Page: lazy(() => import('../features/project-detail/pages/project-detail-page.tsx')),
  },
  { path: 'mine', title: 'mine', Page: lazy(() => import('../features/mine/pages/mine-page.tsx')) },
  { path: 'login', title: 'login', Page: lazy(() => import('../features/login/pages/login-page.tsx')) },
  {
    path: 'form',
    title: 'form',
    Page: lazy(() => import('../features/donate/pages/donation-form-page.tsx')),
  },
  {
    path: 'agree-content',
    title: 'agree-content',
    Page: lazy(() => import('../features/donate/pages/agree-content-page.tsx')),
  },
  {
    path: 'pay-back',
    title: 'pay-back',
    Page: lazy(() => import('../features/payment/pages/pay-back-page.tsx')),
  },
  {
    path: 'success',
    title: 'success',
    Page: lazy(() => import('../features/payment/pages/success-page.tsx')),
  },
  { path: 'alipay', title: 'alipay', Page: lazy(() => import('../features/payment/pages/alipay-page.tsx')) },
];

const built = new Set(SCREENS.map((screen) => screen.path));

const placeholders = [
  ...GENERAL_ROUTES.filter((name) => !built.has(name)).map((name) => ({ path: name, title: name })),
  ...CAMPAIGN_ROUTES.map((name) => ({ path: name, title: 'campaign' })),
];

/**
 * Hash routes named as in spec doc 4 §2.1 (`#/subject-detail?id=3`). The declarative router
 * keeps the first screen small; each element is framed by RoutePage (title, error boundary).
 */
export function AppRoutes() {
  return (
    <HashRouter>
      <Routes>
        <Route
          index
          element={
            <RoutePage title="subject">
              <ProjectListPage />
            </RoutePage>
          }
        />
        {SCREENS.map(({ path, title, Page }) => (
          <Route
            key={path}
            path={path}
            element={
              <RoutePage title={title}>
                <Page />
              </RoutePage>
            }
          />
        ))}
        {placeholders.map(({ path, title }) => (
          <Route
            key={path}
            path={path}
            element={
              <RoutePage title={title}>
                <PlaceholderPage route={title} />
              </RoutePage>
            }
          />
        ))}
        <Route
          path="*"
          element={
            <RoutePage title="notFound">
              <PlaceholderPage route="" notFound />
            </RoutePage>
          }
        />
      </Routes>
    </HashRouter>
  );
}
