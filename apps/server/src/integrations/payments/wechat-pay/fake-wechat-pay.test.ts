import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeWechatPay, startFakeWechatPay } from './fake-wechat-pay.ts';
import { type FakeKeys, makeFakeKeys } from './fake-wechat-pay-keys.ts';
import { authorizationHeader, makeNonce, rsaVerify, signedMessage, unixSeconds } from './signing.ts';

let keys: FakeKeys;
let fake: FakeWechatPay;

beforeAll(async () => {
  keys = makeFakeKeys();
  fake = await startFakeWechatPay({ keys });
});
afterAll(() => fake.close());

const QUERY = '/v3/pay/transactions/out-trade-no/20261122080000000000009999?mchid=1900000109';

function signedGet(
  options: { timestamp?: number; nonce?: string; key?: FakeKeys['merchant']['privateKey'] } = {},
) {
  return authorizationHeader({
    mchId: keys.mchId,
    serialNo: keys.merchant.serial,
    privateKey: options.key ?? keys.merchant.privateKey,
    method: 'GET',
    url: QUERY,
    body: '',
    timestamp: options.timestamp ?? unixSeconds(new Date()),
    nonce: options.nonce ?? makeNonce(),
  });
}

const get = (authorization?: string) =>
  fetch(`${fake.url}${QUERY}`, {
    headers: authorization ? { authorization, accept: 'application/json' } : {},
  });

describe('fake WeChat Pay', () => {
  it('answers a well-signed request, signed with its platform key', async () => {
    const response = await get(signedGet());
    expect(response.status).toBe(404);
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({ code: 'ORDER_NOT_EXIST', message: '订单不存在' });
    const message = signedMessage(
      response.headers.get('wechatpay-timestamp') ?? '',
      response.headers.get('wechatpay-nonce') ?? '',
      body,
    );
    expect(response.headers.get('wechatpay-serial')).toBe(keys.platform.serial);
    expect(
      rsaVerify(keys.platform.publicKey, message, response.headers.get('wechatpay-signature') ?? ''),
    ).toBe(true);
  });

  it('refuses a missing, foreign, stale or replayed signature with 401 SIGN_ERROR', async () => {
    const nonce = makeNonce();
    expect((await get(signedGet({ nonce }))).status).toBe(404);
    const stranger = makeFakeKeys().merchant.privateKey;
    for (const authorization of [
      undefined,
      signedGet({ key: stranger }),
      signedGet({ timestamp: unixSeconds(new Date()) - 6 * 60 }),
      signedGet({ nonce }),
      signedGet().replace(keys.mchId, '1900000999'),
    ]) {
      const response = await get(authorization);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ code: 'SIGN_ERROR', message: '签名错误' });
    }
  });
});
