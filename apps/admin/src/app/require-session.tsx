import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadError } from '../components/load-error.tsx';
import { PageLoading } from '../components/page-loading.tsx';
import { CHANGE_PASSWORD_PATH, changePasswordAddress } from '../features/sign-in/model/return-address.ts';
import { AdminApiError } from '../lib/admin-client.ts';
import { useSession } from '../lib/session.ts';

/** The sign-in screen's address, keeping the one to come back to. */
export function signInPath(returnTo: string): string {
  return returnTo === '/' ? '/login' : `/login?redirect=${encodeURIComponent(returnTo)}`;
}

/**
 * Everything but the sign-in screen needs a session: without one, sign in and come back here. A
 * session that must change its password sees only that screen (the server refuses the rest).
 */
export function RequireSession() {
  const session = useSession();
  const location = useLocation();
  if (session.isPending) return <PageLoading height="100vh" />;
  if (session.isError) {
    if (session.error instanceof AdminApiError && session.error.status === 401) {
      return <Navigate to={signInPath(location.pathname + location.search)} replace />;
    }
    return <LoadError error={session.error} onRetry={() => void session.refetch()} />;
  }
  if (session.data.mustChangePassword && location.pathname !== CHANGE_PASSWORD_PATH) {
    return <Navigate to={changePasswordAddress(location.pathname + location.search)} replace />;
  }
  return <Outlet />;
}
