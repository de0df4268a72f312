import { z } from 'zod';

/**
 * user/bindMobile (ours, not the spec's): a WeChat-only account (accountType 1) takes a mobile,
 * proven by the SMS code getSmsCode sent to it. Shaped as mobileLogin's body: `mobile` as
 * areaCode-number, checked by parseMobile on the server; a code of the wrong shape is a wrong code.
 */
export const ZBindMobileBody = z.object({
  mobile: z.string().trim().max(32),
  code: z.string().trim().max(16),
});
export type TBindMobileBody = z.infer<typeof ZBindMobileBody>;
