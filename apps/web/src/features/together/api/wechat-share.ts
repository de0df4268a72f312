import type { ZWechatShare } from '@alma/shared/api/site';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { BILL_TYPE } from '@alma/shared/constants/limits';
import type { z } from 'zod';
import { apiGet } from '../../../lib/api-client.ts';
import { isWechatBrowser } from '../../../lib/device.ts';
import { hasToken } from '../../../lib/token-store.ts';

type WechatShare = z.infer<typeof ZWechatShare>;
export type ShareCard = { title: string; desc: string; link: string; imgUrl: string };

/** The parts of the WeChat JS-SDK a share card needs, when the page has it (we never load it). */
type WxShareSdk = {
  config?: (options: Record<string, unknown>) => void;
  ready?: (fn: () => void) => void;
  updateAppMessageShareData?: (card: ShareCard) => void;
  updateTimelineShareData?: (card: Omit<ShareCard, 'desc'>) => void;
};

/**
 * Doc 1 §4 "Sharing": the page asks the server to sign its own address (without the hash) and
 * configures the JS-SDK with it, so WeChat's own share menu sends the fundraiser's card. Outside
 * WeChat, logged out (the call needs a token) or without the SDK on the page, nothing happens.
 */
export async function configureWechatShare(card: ShareCard): Promise<boolean> {
  if (!isWechatBrowser(navigator.userAgent) || !hasToken()) return false;
  const url = window.location.href.split('#')[0] ?? '';
  const signed = await apiGet<WechatShare>(
    SPEC_PATHS.user.getWechatShare,
    { billType: BILL_TYPE, url },
    { quiet: true },
  ).catch(() => null);
  const wx = (window as unknown as { wx?: WxShareSdk }).wx;
  if (!signed || typeof wx?.config !== 'function') return false;
  wx.config({
    debug: false,
    appId: signed.appId,
    timestamp: signed.timestamp,
    nonceStr: signed.nonceStr,
    signature: signed.signature,
    jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData'],
    openTagList: ['wx-open-launch-weapp'],
  });
  wx.ready?.(() => {
    wx.updateAppMessageShareData?.(card);
    wx.updateTimelineShareData?.({ title: card.title, link: card.link, imgUrl: card.imgUrl });
  });
  return true;
}
