import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalQuery, percentEncode, rpcSignature } from './aliyun-rpc-signature.ts';
import { makeAliyunSmsProvider } from './aliyun-sms.ts';
import { startFakeAliyunSms } from './fake-aliyun-sms.ts';
import { SmsSendError } from './sms-send-error.ts';

describe('the RPC signature', () => {
  it('reproduces the example of Alibaba Cloud’s signature documentation (ECS DescribeRegions)', () => {
    const params = {
      AccessKeyId: 'testid',
      Action: 'DescribeRegions',
      Format: 'XML',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf',
      SignatureVersion: '1.0',
      TimeStamp: '2016-02-23T12:46:24Z',
      Version: '2014-05-26',
    };
    // The documentation prints the string with the inner & unescaped; its signature is that of the
    // string with them encoded (%26), as the rule says and as computed here.
    expect(`GET&%2F&${percentEncode(canonicalQuery(params))}`).toBe(
      'GET&%2F&AccessKeyId%3Dtestid%26Action%3DDescribeRegions%26Format%3DXML%26SignatureMethod%3DHMAC-SHA1%26SignatureNonce%3D3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf%26SignatureVersion%3D1.0%26TimeStamp%3D2016-02-23T12%253A46%253A24Z%26Version%3D2014-05-26',
    );
    expect(rpcSignature('GET', params, 'testsecret')).toBe('CT9X0VtwR86fNWSnsc6v8YGOjuE=');
  });

  it('encodes as RFC 3986 wants: space %20, * %2A, ~ kept', () => {
    expect(percentEncode("a b*c~d!'()")).toBe('a%20b%2Ac~d%21%27%28%29');
  });
});

const KEYS = { accessKeyId: 'LTAItestkeyid', accessKeySecret: 'test-secret' };
const MOBILE = { areaCode: '86', number: '13800000000' };
let fake: Awaited<ReturnType<typeof startFakeAliyunSms>>;
beforeAll(async () => {
  fake = await startFakeAliyunSms(KEYS);
});
afterAll(() => fake.close());

const provider = (changes: Partial<Parameters<typeof makeAliyunSmsProvider>[0]> = {}) =>
  makeAliyunSmsProvider({
    ...KEYS,
    signName: '示范大学基金会',
    codeTemplate: 'SMS_100001',
    noticeTemplate: 'SMS_100002',
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

describe('Alibaba Cloud SMS', () => {
  it('sends the code and the notice with their templates, signed as Aliyun checks', async () => {
    await provider().sendCode(MOBILE, '654321');
    await provider().sendNotice(MOBILE, { text: '…', params: ['¥100.00', 'https://give.example/r/1'] });
    expect(fake.sent.slice(-2)).toEqual([
      {
        phone: '13800000000',
        template: 'SMS_100001',
        values: { code: '654321' },
        signName: '示范大学基金会',
      },
      {
        phone: '13800000000',
        template: 'SMS_100002',
        values: { amount: '¥100.00', link: 'https://give.example/r/1' },
        signName: '示范大学基金会',
      },
    ]);
  });

  it.each([
    [{ accessKeySecret: 'wrong' }, undefined, 'unavailable'],
    [{}, 'isv.MOBILE_NUMBER_ILLEGAL', 'badNumber'],
    [{}, 'isv.BUSINESS_LIMIT_CONTROL', 'numberLimited'],
    [{}, 'isv.AMOUNT_NOT_ENOUGH', 'unavailable'],
    [{}, 'hang', 'unavailable'],
  ])('with %o and %s the donor is told %s', async (changes, fault, failure) => {
    if (fault) fake.failNext(fault);
    const before = fake.sent.length;
    expect(await failureOf(provider(changes).sendCode(MOBILE, '1'))).toBe(failure);
    expect(fake.sent).toHaveLength(before);
  });
});
