import { createCipheriv, generateKeyPairSync, sign, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  authorizationHeader,
  decryptResource,
  encryptResource,
  isFresh,
  jsapiPaySign,
  parseAuthorization,
  readPlatformKey,
  rfc3339Shanghai,
  rsaVerify,
  signedMessage,
} from './signing.ts';

const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
const other = generateKeyPairSync('rsa', { modulusLength: 2048 });
const apiV3Key = Buffer.from('0123456789abcdef0123456789abcdef', 'utf8');

describe('request signature', () => {
  const header = authorizationHeader({
    mchId: '1900000109',
    serialNo: 'ABC123',
    privateKey: merchant.privateKey,
    method: 'POST',
    url: '/v3/pay/transactions/jsapi',
    body: '{"a":1}',
    timestamp: 1554208460,
    nonce: '593BEC0C930BF1AFEB40B4A08C8FB242',
  });

  it('is the documented header over METHOD\\nURL\\ntimestamp\\nnonce\\nbody\\n', () => {
    expect(header).toMatch(
      /^WECHATPAY2-SHA256-RSA2048 mchid="1900000109",nonce_str="593BEC0C930BF1AFEB40B4A08C8FB242",signature="[A-Za-z0-9+/=]+",timestamp="1554208460",serial_no="ABC123"$/,
    );
    const parts = parseAuthorization(header);
    expect(parts).toMatchObject({ mchid: '1900000109', timestamp: '1554208460', serial_no: 'ABC123' });
    // Checked with node:crypto directly, over the message spelled out by hand.
    const message =
      'POST\n/v3/pay/transactions/jsapi\n1554208460\n593BEC0C930BF1AFEB40B4A08C8FB242\n{"a":1}\n';
    expect(
      verify(
        'sha256',
        Buffer.from(message),
        merchant.publicKey,
        Buffer.from(parts?.signature ?? '', 'base64'),
      ),
    ).toBe(true);
  });

  it('does not verify with another key, another body or a broken signature', () => {
    const signature = parseAuthorization(header)?.signature ?? '';
    const message = signedMessage(
      'POST',
      '/v3/pay/transactions/jsapi',
      '1554208460',
      '593BEC0C930BF1AFEB40B4A08C8FB242',
      '{"a":1}',
    );
    expect(rsaVerify(merchant.publicKey, message, signature)).toBe(true);
    expect(rsaVerify(other.publicKey, message, signature)).toBe(false);
    expect(rsaVerify(merchant.publicKey, message.replace('1}', '2}'), signature)).toBe(false);
    expect(rsaVerify(merchant.publicKey, message, 'not base64!')).toBe(false);
    expect(rsaVerify(merchant.publicKey, message, '')).toBe(false);
  });

  it('parses only its own scheme with every field', () => {
    expect(parseAuthorization(undefined)).toBeNull();
    expect(parseAuthorization('Bearer x')).toBeNull();
    expect(parseAuthorization('WECHATPAY2-SHA256-RSA2048 mchid="1",nonce_str="n"')).toBeNull();
  });
});

describe('JSAPI paySign', () => {
  it('is RSA-SHA256 over appId\\ntimeStamp\\nnonceStr\\npackage\\n with the merchant key', () => {
    const params = {
      appId: 'wx8888888888888888',
      timeStamp: '1414561699',
      nonceStr: 'abc',
      package: 'prepay_id=wx1',
    };
    const paySign = jsapiPaySign(merchant.privateKey, params);
    const message = 'wx8888888888888888\n1414561699\nabc\nprepay_id=wx1\n';
    expect(verify('sha256', Buffer.from(message), merchant.publicKey, Buffer.from(paySign, 'base64'))).toBe(
      true,
    );
    expect(paySign).toBe(sign('sha256', Buffer.from(message), merchant.privateKey).toString('base64'));
  });
});

describe('AEAD_AES_256_GCM resource', () => {
  it('decrypts what WeChat Pay encrypts: base64 of ciphertext then the 16-byte tag', () => {
    // Encrypted here with node:crypto directly, as the platform does.
    const cipher = createCipheriv('aes-256-gcm', apiV3Key, Buffer.from('fdasflkja484', 'utf8'));
    cipher.setAAD(Buffer.from('transaction'));
    const ciphertext = Buffer.concat([
      cipher.update('{"out_trade_no":"1"}'),
      cipher.final(),
      cipher.getAuthTag(),
    ]);
    const resource = {
      algorithm: 'AEAD_AES_256_GCM',
      ciphertext: ciphertext.toString('base64'),
      nonce: 'fdasflkja484',
      associated_data: 'transaction',
    };
    expect(decryptResource(apiV3Key, resource)).toBe('{"out_trade_no":"1"}');
  });

  it('refuses another key, nonce, associated data, algorithm or a flipped byte', () => {
    const resource = encryptResource(apiV3Key, '{"a":1}', 'transaction');
    expect(decryptResource(apiV3Key, resource)).toBe('{"a":1}');
    const flipped = Buffer.from(resource.ciphertext, 'base64');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    const cases = [
      [Buffer.from('x'.repeat(32)), resource],
      [apiV3Key, { ...resource, nonce: 'AAAAAAAAAAAA' }],
      [apiV3Key, { ...resource, associated_data: 'refund' }],
      [apiV3Key, { ...resource, algorithm: 'AEAD_AES_128_GCM' }],
      [apiV3Key, { ...resource, ciphertext: flipped.toString('base64') }],
      [apiV3Key, { ...resource, ciphertext: 'c2hvcnQ=' }],
    ] as const;
    for (const [key, changed] of cases) expect(decryptResource(key, changed)).toBeNull();
  });
});

describe('helpers', () => {
  it('takes timestamps within five minutes either way', () => {
    const now = new Date(1_700_000_000_000);
    expect(isFresh('1700000000', now)).toBe(true);
    expect(isFresh(String(1_700_000_000 - 300), now)).toBe(true);
    expect(isFresh(String(1_700_000_000 - 301), now)).toBe(false);
    expect(isFresh(String(1_700_000_000 + 301), now)).toBe(false);
    expect(isFresh('17e8', now)).toBe(false);
    expect(isFresh('', now)).toBe(false);
  });

  it('writes time_expire in Beijing time', () => {
    expect(rfc3339Shanghai(new Date('2026-01-02T16:30:00Z'))).toBe('2026-01-03T00:30:00+08:00');
  });

  it('reads a platform public key PEM', () => {
    const pem = other.publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const read = readPlatformKey(pem);
    expect(read.certificateSerial).toBeNull();
    expect(read.publicKey.export({ type: 'spki', format: 'pem' })).toBe(pem);
  });
});
