import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { isWechatBrowser } from './device.ts';

/**
 * Inside the router: on every route change inside WeChat, the page's share card or the
 * foundation's is set (lib/wechat-share.ts). The sharing code is its own chunk, asked for only in
 * the WeChat browser, so the home list's first bundle does not carry it.
 */
export function ShareSync(): null {
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every address change.
  useEffect(() => {
    if (!isWechatBrowser(navigator.userAgent)) return;
    void import('./wechat-share.ts').then(({ scheduleShare }) => scheduleShare());
  }, [location.pathname, location.search]);
  return null;
}
