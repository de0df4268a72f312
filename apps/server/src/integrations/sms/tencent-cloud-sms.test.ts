import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeTencentSms } from './fake-tencent-sms.ts';
import { SmsSendError } from './sms-send-error.ts';
import { tc3Authorization } from './tc3-signature.ts';
import { makeTencentSmsProvider } from './tencent-cloud-sms.ts';

describe('TC3-HMAC-SHA256', () => {
  it('reproduces the example of Tencent Cloud’s signature v3 documentation', () => {
    // cvm DescribeInstances, 2019-02-25; the escapes are in the body as written (backslash, u, digits).
    const body = '{"Limit": 1, "Filters": [{"Values": ["\\u672a\\u547d\\u540d"], "Name": "instance-name"}]}';
    expect(
      tc3Authorization({
        secretId: 'AKIDz8krbsJ5yKBZQpn74WFkmLPx3*******',
        secretKey: 'Gu5t9xGARNpq86cd98joQYCN3*******',
        service: 'cvm',
        host: 'cvm.tencentcloudapi.com',
        timestamp: 1551113065,
        body,
      }),
    ).toBe(
      'TC3-HMAC-SHA256 Credential=AKIDz8krbsJ5yKBZQpn74WFkmLPx3*******/2019-02-25/cvm/tc3_request, SignedHeaders=content-type;host, Signature=2230eefd229f582d8b1b891af7107b91597240707d778ab3738f756258d7652c',
    );
  });
});

const SECRETS = { secretId: 'AKIDtestsecretid', secretKey: 'test-secret-key', appId: '1400000001' };
const MOBILE = { areaCode: '86', number: '13800000000' };
let fake: Awaited<ReturnType<typeof startFakeTencentSms>>;
beforeAll(async () => {
  fake = await startFakeTencentSms(SECRETS);
});
afterAll(() => fake.close());

const provider = (changes: Partial<Parameters<typeof makeTencentSmsProvider>[0]> = {}) =>
  makeTencentSmsProvider({
    ...SECRETS,
    signName: '示范大学基金会',
    codeTemplateId: '100001',
    noticeTemplateId: '100002',
    region: 'ap-guangzhou',
    endpoint: fake.url,
    timeoutMs: 500,
    ...changes,
  });

async function failureOf(send: Promise<void>): Promise<string> {
  const error = await send.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(SmsSendError);
  return (error as SmsSendError).failure;
}

describe('Tencent Cloud SMS', () => {
  it('sends the code and the notice with their templates, signed as Tencent checks', async () => {
    await provider().sendCode(MOBILE, '123456');
    await provider().sendNotice(MOBILE, { text: '…', params: ['¥100.00', 'https://give.example/r/1'] });
    expect(fake.sent.slice(-2)).toEqual([
      { phone: '+8613800000000', templateId: '100001', params: ['123456'], signName: '示范大学基金会' },
      {
        phone: '+8613800000000',
        templateId: '100002',
        params: ['¥100.00', 'https://give.example/r/1'],
        signName: '示范大学基金会',
      },
    ]);
  });

  it('is refused with a wrong secret, which is ours to fix, not the donor’s', async () => {
    const before = fake.sent.length;
    expect(await failureOf(provider({ secretKey: 'wrong' }).sendCode(MOBILE, '1'))).toBe('unavailable');
    expect(fake.sent).toHaveLength(before);
  });

  it.each([
    ['InvalidParameterValue.IncorrectPhoneNumber', 'badNumber'],
    ['status:LimitExceeded.PhoneNumberDailyLimit', 'numberLimited'],
    ['FailedOperation.InsufficientBalanceInSmsPackage', 'unavailable'],
    ['http500', 'unavailable'],
    ['hang', 'unavailable'],
  ])('maps %s to %s', async (fault, failure) => {
    fake.failNext(fault);
    expect(await failureOf(provider().sendCode(MOBILE, '123456'))).toBe(failure);
  });
});
