import { createHash } from 'node:crypto';
import type { WechatClient } from './wechat-client.ts';

/**
 * A local stand-in for WeChat: a stable ticket per app id, so signatures are computed by the
 * real algorithm but nothing leaves the machine.
 */
export function makeDemoWechatClient(appId: string): WechatClient {
  const ticket = `demo-${createHash('sha256').update(appId).digest('hex').slice(0, 40)}`;
  return {
    appId,
    async getJsapiTicket() {
      return ticket;
    },
  };
}
