import { createHash, randomBytes } from 'node:crypto';
import type { ZWechatShare } from '@alma/shared/api/site';
import { AppError } from '@alma/shared/errors/app-error';
import type { z } from 'zod';
import { isOwnPage } from '../../http/own-page.ts';
import type { WechatClient } from '../../integrations/wechat/wechat-client.ts';

export type TWechatShare = z.infer<typeof ZWechatShare>;

/**
 * user/getWechatShare: the WeChat JS-SDK config signature for a page, by WeChat's published
 * algorithm (sha1 over the sorted `jsapi_ticket`, `noncestr`, `timestamp`, `url`; the url
 * without its #fragment).
 *
 * Only our own pages are signed: the server's public origin, or localhost for development. A
 * signature for another site's page would be useless to it (WeChat checks the page's domain
 * against the account's registered JS domains) and leaks nothing, but signing only what we
 * serve keeps the call from being a general-purpose signing oracle.
 */
export async function signSharePage(
  wechat: WechatClient,
  publicUrl: string,
  pageUrl: string,
  now = new Date(),
): Promise<TWechatShare> {
  const url = pageUrl.split('#', 1)[0] ?? '';
  if (!isOwnPage(url, publicUrl))
    throw new AppError('INVALID_REQUEST', 'error.invalidField', { field: 'url' });
  const ticket = await wechat.getJsapiTicket();
  const nonceStr = randomBytes(8).toString('hex');
  const timestamp = Math.floor(now.getTime() / 1000);
  const signature = jsapiSignature({ ticket, nonceStr, timestamp, url });
  return { appId: wechat.appId, timestamp, nonceStr, signature };
}

export function jsapiSignature(parts: { ticket: string; nonceStr: string; timestamp: number; url: string }) {
  const text = `jsapi_ticket=${parts.ticket}&noncestr=${parts.nonceStr}&timestamp=${parts.timestamp}&url=${parts.url}`;
  return createHash('sha1').update(text).digest('hex');
}
