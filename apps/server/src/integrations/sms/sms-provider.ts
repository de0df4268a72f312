import type { ParsedMobile } from '@alma/shared/validation/mobile';

/** Sends login codes. Real SMS gateways implement this; the default writes to the server log. */
export type SmsProvider = {
  sendCode(mobile: ParsedMobile, code: string): Promise<void>;
};
