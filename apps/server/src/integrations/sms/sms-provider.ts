import type { ParsedMobile } from '@alma/shared/validation/mobile';

/** A notice as the log shows it, and its template's parameters. */
export type SmsNotice = { text: string; params: readonly string[] };

/** Sends login codes and notices. Real SMS gateways implement this; the default writes to the server log. */
export type SmsProvider = {
  sendCode(mobile: ParsedMobile, code: string): Promise<void>;
  /**
   * A notice with a link (an e-receipt's). The log shows `text`; a gateway sends its notice
   * template filled with `params` in order (a gateway's template is approved text with holes).
   * Throws SmsSendError when the gateway does not send.
   */
  sendNotice(mobile: ParsedMobile, notice: SmsNotice): Promise<void>;
};
