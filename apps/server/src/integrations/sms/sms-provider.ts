import type { ParsedMobile } from '@alma/shared/validation/mobile';

/** Sends login codes and notices. Real SMS gateways implement this; the default writes to the server log. */
export type SmsProvider = {
  sendCode(mobile: ParsedMobile, code: string): Promise<void>;
  /** A notice with a link (an e-receipt's); gateways send it as their notice template. */
  sendNotice(mobile: ParsedMobile, text: string): Promise<void>;
};
