import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { isWechatBrowser } from './device.ts';
import { hasToken } from './token-store.ts';

/**
 * Inside the router: on every route change inside WeChat, the page's share card or the
 * foundation's is set (lib/wechat-share.ts). The sharing code is its own chunk, asked for only in
 * the WeChat browser and with a token, so the home list's first bundle does not carry it.
 */
export function ShareSync(): null {
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every address change.
  useEffect(() => {
    // The signature call needs a token (doc 1 §6): without one there is nothing to set.
    if (!isWechatBrowser(navigator.userAgent) || !hasToken()) return;
    void import('./wechat-share.ts').then(({ scheduleShare }) => scheduleShare());
  }, [location.pathname, location.search]);
  return null;
}
