import type { TBaseConfig, ZWechatShare } from '@alma/shared/api/site';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { BILL_TYPE } from '@alma/shared/constants/limits';
import { WECHAT_JS_SDK_URL } from '@alma/shared/constants/wechat-sdk';
import { useEffect } from 'react';
import type { z } from 'zod';
import { apiGet } from './api-client.ts';
import { getBaseConfig } from './base-config.ts';
import { isWechatBrowser } from './device.ts';
import { queryClient } from './query-client.ts';
import { hasToken } from './token-store.ts';

/**
 * WeChat sharing on every page (doc 1 §4 "Sharing"): inside the WeChat browser the JS-SDK is
 * loaded once, configured with a signature the server makes for the page's address (without the
 * hash, so one configuration serves every hash route), and the share card is set from the page's
 * own card or, where a page has none, from baseConfig's shareTitle, shareDesc and shareImg.
 * Outside WeChat nothing is loaded and nothing happens.
 */
export type ShareCard = { title: string; desc: string; link: string; imgUrl: string };

/** What a page says about itself; anything left out comes from baseConfig. */
export type PageShare = Partial<ShareCard>;

type WechatShare = z.infer<typeof ZWechatShare>;

type WxSdk = {
  config: (options: Record<string, unknown>) => void;
  ready: (fn: () => void) => void;
  error?: (fn: (reason: unknown) => void) => void;
  updateAppMessageShareData?: (card: ShareCard) => void;
  updateTimelineShareData?: (card: Omit<ShareCard, 'desc'>) => void;
};

function currentSdk(): WxSdk | null {
  const wx = (window as unknown as { wx?: Partial<WxSdk> }).wx;
  return typeof wx?.config === 'function' && typeof wx.ready === 'function' ? (wx as WxSdk) : null;
}

let sdkLoading: Promise<WxSdk | null> | null = null;

/** The JS-SDK, added to the page once (a failed load is tried again on the next page). */
function loadSdk(): Promise<WxSdk | null> {
  const present = currentSdk();
  if (present) return Promise.resolve(present);
  sdkLoading ??= new Promise<WxSdk | null>((resolve) => {
    const script = document.createElement('script');
    script.src = WECHAT_JS_SDK_URL;
    script.async = true;
    script.onload = () => resolve(currentSdk());
    script.onerror = () => {
      script.remove();
      sdkLoading = null;
      resolve(null);
    };
    document.head.append(script);
  });
  return sdkLoading;
}

/**
 * The page address the SDK is configured (or being configured) for: WeChat wants one wx.config
 * per address, and two share updates close together must share one signature request.
 */
let configuring: { url: string; sdk: Promise<WxSdk | null> } | null = null;

function configuredSdk(): Promise<WxSdk | null> {
  const url = window.location.href.split('#')[0] ?? '';
  if (configuring?.url === url) return configuring.sdk;
  const sdk = configure(url);
  const attempt = { url, sdk };
  configuring = attempt;
  // A failed attempt (no SDK, no signature) is tried again by the next share.
  void sdk.then((wx) => {
    if (!wx && configuring === attempt) configuring = null;
  });
  return sdk;
}

async function configure(url: string): Promise<WxSdk | null> {
  const wx = await loadSdk();
  if (!wx) return null;
  const signed = await apiGet<WechatShare>(
    SPEC_PATHS.user.getWechatShare,
    { billType: BILL_TYPE, url },
    { quiet: true },
  ).catch(() => null);
  if (!signed) return null;
  wx.config({
    debug: false,
    appId: signed.appId,
    timestamp: signed.timestamp,
    nonceStr: signed.nonceStr,
    signature: signed.signature,
    jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData'],
    openTagList: ['wx-open-launch-weapp'],
  });
  wx.error?.(() => {
    if (configuring?.url === url) configuring = null;
  });
  return wx;
}

/** A picture address as WeChat wants it: absolute. */
function absolute(address: string): string {
  if (!address) return '';
  try {
    return new URL(address, window.location.href).href;
  } catch {
    return '';
  }
}

/** The card a page shares: its own parts first, then the foundation's share settings. */
export function shareCardOf(page: PageShare | null, base: TBaseConfig | null, here: string): ShareCard {
  return {
    title: page?.title || base?.shareTitle || base?.title || '',
    desc: page?.desc || base?.shareDesc || '',
    link: page?.link || here,
    imgUrl: absolute(page?.imgUrl || base?.shareImg || ''),
  };
}

let pageShare: PageShare | null = null;
let pending: ReturnType<typeof setTimeout> | null = null;

/** Sets the share card once the current page has said what it shares (coalesced per tick). */
export function scheduleShare(): void {
  if (!isWechatBrowser(navigator.userAgent) || !hasToken()) return;
  if (pending !== null) clearTimeout(pending);
  pending = setTimeout(() => {
    pending = null;
    void applyShare();
  }, 0);
}

async function applyShare(): Promise<void> {
  const page = pageShare;
  const base = await queryClient
    .fetchQuery({ queryKey: ['index', 'baseConfig'], queryFn: getBaseConfig, staleTime: 5 * 60_000 })
    .catch(() => null);
  const wx = await configuredSdk();
  // A newer page took over while this one waited: its own call sets the card.
  if (!wx || page !== pageShare) return;
  const card = shareCardOf(page, base, window.location.href);
  wx.ready(() => {
    wx.updateAppMessageShareData?.(card);
    wx.updateTimelineShareData?.({ title: card.title, link: card.link, imgUrl: card.imgUrl });
  });
}

/** A page's own share card (null while its data loads: the foundation's card stands meanwhile). */
export function useShareCard(card: PageShare | null): void {
  const key = card ? JSON.stringify(card) : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: the card's content is the dependency.
  useEffect(() => {
    if (!card) return;
    pageShare = card;
    scheduleShare();
    return () => {
      if (pageShare === card) pageShare = null;
    };
  }, [key]);
}

/** The address of a route of this app, for a share link (`subject-detail?id=3`). */
export function appRouteLink(route: string): string {
  const page = window.location.href.split('#')[0] ?? '';
  return `${page}#/${route.replace(/^[#/]+/, '')}`;
}
