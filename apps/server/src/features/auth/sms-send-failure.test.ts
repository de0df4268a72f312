import { AppError } from '@alma/shared/errors/app-error';
import { translate } from '@alma/shared/i18n/server-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { SmsProvider } from '../../integrations/sms/sms-provider.ts';
import { type SmsFailure, SmsSendError } from '../../integrations/sms/sms-send-error.ts';
import { sendLoginCode } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A gateway that refuses the next sends with `failure`, then sends. */
function gateway(failures: SmsFailure[]): SmsProvider & { sent: string[] } {
  const sent: string[] = [];
  return {
    sent,
    async sendCode(_mobile, code) {
      const failure = failures.shift();
      if (failure) throw new SmsSendError(failure, `fake ${failure}`);
      sent.push(code);
    },
    async sendNotice() {},
  };
}

const send = (sms: SmsProvider, mobile: string) =>
  sendLoginCode({ db: t.deps.database.db, secrets: t.deps.secrets, sms }, mobile, '10.7.0.1');

async function refusal(promise: Promise<void>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('an SMS the gateway does not send', () => {
  it('tells the donor why in words and does not burn the one-a-minute slot', async () => {
    const sms = gateway(['unavailable']);
    const failed = await refusal(send(sms, '13900000101'));
    expect(translate('zh_CN', failed.messageKey)).toBe('短信服务暂时不可用，请稍后再试');
    // Without giving the slot back this second try would be refused as too soon.
    await send(sms, '13900000101');
    expect(sms.sent).toHaveLength(1);
    // A code that never left cannot log anyone in: only the sent one is there to try.
    const tooSoon = await refusal(send(sms, '13900000101'));
    expect(tooSoon.messageKey).toBe('auth.smsTooSoon');
  });

  it.each([
    ['badNumber', '短信无法发送到该手机号，请检查号码'],
    ['numberLimited', '该手机号今日接收短信已达上限，请明天再试'],
  ] as const)('%s is said as the donor can act on it', async (failure, words) => {
    const error = await refusal(send(gateway([failure]), `1390000020${failure.length % 10}`));
    expect(translate('zh_CN', error.messageKey)).toBe(words);
    expect(translate('English', error.messageKey)).not.toBe(words);
  });
});
