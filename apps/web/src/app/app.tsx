import { QueryClientProvider } from '@tanstack/react-query';
import type { InstitutionConfig } from '../lib/institution-config.ts';
import { InstitutionContext } from '../lib/institution-context.ts';
import { queryClient } from '../lib/query-client.ts';
import { AppRoutes } from './router.tsx';

/**
 * Providers around the routes: institution config and the query cache. antd-mobile's locale
 * provider belongs to the screens that use antd-mobile (lazy chunks), not to the first screen.
 */
export function App({ config }: { config: InstitutionConfig }) {
  return (
    <InstitutionContext value={config}>
      <QueryClientProvider client={queryClient}>
        <AppRoutes />
      </QueryClientProvider>
    </InstitutionContext>
  );
}

/**
 * Where a visitor whose token is gone goes (doc 1 §8: -997, -998), with the screen they were on as
 * the way back; HashRouter follows the hash.
 */
export function goToLogin(): void {
  const current = window.location.hash.replace(/^#/, '') || '/';
  if (current.startsWith('/login')) return;
  window.location.hash = `#/login?redirect=${encodeURIComponent(current)}`;
}
