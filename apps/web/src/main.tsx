import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, goToLogin } from './app/app.tsx';
import { prefetchScreenData, preloadScreen } from './app/router.tsx';
import { setupI18n } from './i18n/setup.ts';
import { applyAddressRules } from './lib/address.ts';
import { configureApi } from './lib/api-client.ts';
import { currentDeviceFacts, isMobileDevice } from './lib/device.ts';
import { applyTheme, type InstitutionConfig, loadInstitutionConfig } from './lib/institution-config.ts';
import { queryClient } from './lib/query-client.ts';
import { showToast } from './lib/toast.ts';
import { startTokenRefresh } from './lib/token-refresh.ts';
import './app/shell.css';

const SERVER_ERROR_TOAST_MS = 2000;
/** How long the first render waits for the screen's code and first answer before drawing skeletons. */
const FIRST_DATA_WAIT_MS = 300;

/**
 * Start-up: address rules, institution config, language, WeChat code exchange, then either the
 * desktop QR gate (loaded only when needed) or the app.
 */
async function boot(host: HTMLElement): Promise<void> {
  const { desktopAllowed } = applyAddressRules();
  // The screen's code loads while the config and the language are read, not after them.
  const screenCode =
    desktopAllowed || isMobileDevice(currentDeviceFacts()) ? preloadScreen(window.location.hash) : null;
  // The two config files and the language catalogue load side by side.
  const [i18n, config] = await Promise.all([
    setupI18n(),
    loadInstitutionConfig().catch((error: unknown): InstitutionConfig | null => {
      console.error(error);
      return null;
    }),
  ]);
  const root = createRoot(host);
  if (config === null) {
    root.render(<p className="alma-loading">{i18n.t('common.configFailed')}</p>);
    return;
  }
  applyTheme(config.themeColor);
  configureApi(config.api, config.signKey, {
    serverError: (message) => void showToast(message, SERVER_ERROR_TOAST_MS, 'fail'),
    authLost: config.wechatAuthorise
      ? () => void import('./app/wechat-authorise.ts').then(({ authoriseAgain }) => authoriseAgain(goToLogin))
      : goToLogin,
    networkError: () => void showToast(i18n.t('common.networkError'), SERVER_ERROR_TOAST_MS, 'fail'),
  });
  // Back from WeChat with a code, inside WeChat where the server runs the real official account, or
  // the middle-school mini-program's openId: only then is the sign-in code loaded (doc 1 §4).
  if (config.wechatAuthorise || /[?&](code|openId)=/.test(window.location.href)) {
    const { signInOnEntry } = await import('./app/sign-in-on-entry.ts');
    if (await signInOnEntry(config.wechatAuthorise === true)) return;
  }

  const mobile = isMobileDevice(currentDeviceFacts());
  if (!mobile && !desktopAllowed && config.features.allowDesktop !== true) {
    const { QrGate } = await import('./components/qr-gate.tsx');
    root.render(
      <QrGate address={window.location.href} viewProjects={config.features.qrCaptionViewProjects === true} />,
    );
    return;
  }
  startTokenRefresh();
  // The screen's first answer is usually here already (index.html asked for it): drawing it in
  // the first render saves a skeleton pass before the screen's largest paint. A slow answer is
  // not waited for long.
  const firstData = prefetchScreenData(window.location.hash, queryClient);
  if (firstData || screenCode) {
    // The screen's code too: drawn from the first render, it never shows the loading fallback.
    const ready = Promise.all([firstData, screenCode?.catch(() => undefined)]);
    await Promise.race([ready, new Promise((resolve) => setTimeout(resolve, FIRST_DATA_WAIT_MS))]);
  }
  root.render(
    <StrictMode>
      <App config={config} />
    </StrictMode>,
  );
}

const host = document.getElementById('root');
if (host) void boot(host);
