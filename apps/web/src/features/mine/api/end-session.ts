import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { apiPost } from '../../../lib/api-client.ts';

/** How long logging out waits for the server before it forgets the token anyway. */
export const END_SESSION_WAIT_MS = 3000;

/**
 * token/logout (ours; the spec has none): ends the session on the server, so the token is
 * refused everywhere rather than only forgotten on this phone. It never fails and never waits
 * long: unreachable, slow or refusing, the caller still logs out locally afterwards.
 */
export async function endServerSession(): Promise<void> {
  const call = apiPost<null>(SPEC_PATHS.system.tokenLogout, {}, { quiet: true }).then(
    () => undefined,
    () => undefined,
  );
  const wait = new Promise<void>((resolve) => setTimeout(resolve, END_SESSION_WAIT_MS));
  await Promise.race([call, wait]);
}
