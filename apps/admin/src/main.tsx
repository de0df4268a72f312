import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { goToSignIn } from './app/router.tsx';
import { setupI18n } from './i18n/setup.ts';
import { configureAdminClient } from './lib/admin-client.ts';
import 'antd/dist/antd.css';
import './app/admin.css';

async function boot(host: HTMLElement): Promise<void> {
  const i18n = await setupI18n();
  configureAdminClient({ authLost: goToSignIn, networkMessage: () => i18n.t('common.networkError') });
  createRoot(host).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

const host = document.getElementById('root');
if (host) void boot(host);
