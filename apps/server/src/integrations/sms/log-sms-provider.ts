import { maskMobile } from '@alma/shared/validation/mobile';
import type { SmsProvider } from './sms-provider.ts';

/**
 * Demo SMS: the code goes to the server log so the login works on a laptop. The mobile is
 * masked, as everywhere in logs.
 */
export function makeLogSmsProvider(log: (line: string) => void): SmsProvider {
  return {
    async sendCode(mobile, code) {
      log(`SMS login code for +${mobile.areaCode} ${maskMobile(mobile.number)}: ${code}`);
    },
    async sendNotice(mobile, notice) {
      log(`SMS notice to +${mobile.areaCode} ${maskMobile(mobile.number)}: ${notice.text}`);
    },
  };
}
