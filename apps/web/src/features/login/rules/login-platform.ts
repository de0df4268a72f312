import type { Platform } from '@alma/shared/constants/platform';
import { isWechatBrowser } from '../../../lib/device.ts';

/**
 * Sessions are per platform (doc 1 §9). The mini-program's web view also says MicroMessenger,
 * so its own marker is checked first.
 */
export function loginPlatform(userAgent: string): Platform {
  if (/miniProgram/i.test(userAgent)) return 'wechatMini';
  if (isWechatBrowser(userAgent)) return 'wechatH5';
  return 'pc';
}
