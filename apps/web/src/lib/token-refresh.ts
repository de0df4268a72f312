import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { TOKEN_REFRESH_MS } from '@alma/shared/constants/limits';
import { apiGet } from './api-client.ts';
import { hasToken, saveToken } from './token-store.ts';

/** Every 5 minutes the token is exchanged for a fresh one (doc 1 §4); the server rotates it. */
export function startTokenRefresh(): () => void {
  const timer = setInterval(() => {
    if (!hasToken()) return;
    apiGet<string>(SPEC_PATHS.system.tokenRefresh, {}, { quiet: true })
      .then((token) => {
        if (token) saveToken(token);
      })
      // -997 is already handled by the client (token cleared, back to login); nothing else to do.
      .catch(() => {});
  }, TOKEN_REFRESH_MS);
  return () => clearInterval(timer);
}
