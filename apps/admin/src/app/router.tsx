import { lazy, Suspense } from 'react';
import { createBrowserRouter } from 'react-router';
import { ErrorBoundary } from '../components/error-boundary.tsx';
import { PageLoading } from '../components/page-loading.tsx';
import { CHANGE_PASSWORD_PATH } from '../features/sign-in/model/return-address.ts';
import { queryClient } from '../lib/query-client.ts';
import { AdminLayout } from './admin-layout.tsx';
import { Allowed } from './allowed.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { PageFailed } from './page-failed.tsx';
import { RequireSession, signInPath } from './require-session.tsx';
import { SCREENS } from './screens.tsx';

const SignInPage = lazy(() => import('../features/sign-in/pages/sign-in-page.tsx'));
const ChangePasswordPage = lazy(() => import('../features/sign-in/pages/change-password-page.tsx'));
const BASENAME = '/admin';

/** The console's routes under /admin/ (the server answers the page for any of them). */
export const router = createBrowserRouter(
  [
    {
      path: '/login',
      element: (
        <ErrorBoundary fallback={<PageFailed />}>
          <Suspense fallback={<PageLoading height="100vh" />}>
            <SignInPage />
          </Suspense>
        </ErrorBoundary>
      ),
    },
    {
      element: <RequireSession />,
      children: [
        {
          // Outside the frame: a session that must change its password has no menu to show.
          path: CHANGE_PASSWORD_PATH,
          element: (
            <ErrorBoundary fallback={<PageFailed />}>
              <Suspense fallback={<PageLoading height="100vh" />}>
                <ChangePasswordPage />
              </Suspense>
            </ErrorBoundary>
          ),
        },
        {
          element: <AdminLayout />,
          children: [
            ...SCREENS.map(({ path, routeKey, page: Page }) => ({
              path: `/${path}`,
              element: (
                <Allowed routeKey={routeKey}>
                  <Page />
                </Allowed>
              ),
            })),
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ],
  { basename: BASENAME },
);

/**
 * The session ended (a 401 from any call): to the sign-in screen, keeping the address to return to,
 * and nothing of the old session left in the cache for whoever signs in next.
 */
export function goToSignIn(): void {
  // The router's own location keeps the basename; the routes and navigate() work without it.
  const { pathname: full, search } = router.state.location;
  const pathname = full.startsWith(`${BASENAME}/`) ? full.slice(BASENAME.length) : '/';
  if (pathname === '/login') return;
  void router.navigate(signInPath(pathname + search), { replace: true }).then(() => queryClient.clear());
}
