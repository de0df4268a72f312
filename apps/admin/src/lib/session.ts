import type { TStaffMe } from '@alma/shared/admin-api/session';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCall, rememberCsrfToken } from './admin-client.ts';

/** The signed-in staff member, as GET /session answers it; cached for the page's life. */
export const SESSION_QUERY_KEY = ['session'] as const;

export async function fetchSession(): Promise<TStaffMe> {
  const me = await adminCall<TStaffMe>('GET', '/session');
  rememberCsrfToken(me.csrfToken);
  return me;
}

export function useSession() {
  return useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: fetchSession,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The staff member inside the signed-in frame (app/require-session.tsx has loaded it by then). */
export function useMe(): TStaffMe {
  const { data } = useSession();
  if (!data) throw new Error('useMe outside the signed-in frame');
  return data;
}

/** Whether the signed-in role may call an admin route (the menu and the buttons ask this). */
export function useMayCall(): (routeKey: string) => boolean {
  const me = useMe();
  return (routeKey) => me.routes.includes(routeKey);
}

/** After sign-in: the session the server answered becomes the cached one. */
export function useRememberSession(): (me: TStaffMe) => void {
  const client = useQueryClient();
  return (me) => {
    rememberCsrfToken(me.csrfToken);
    client.setQueryData(SESSION_QUERY_KEY, me);
  };
}
