import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AlipayError, readAnswer } from './client.ts';
import { memberObjectText } from './response-text.ts';
import {
  readPrivateKey,
  readPublicKey,
  rsa2Sign,
  rsa2Verify,
  shanghaiTime,
  signContent,
  signParams,
  yuanText,
} from './signing.ts';

const mine = generateKeyPairSync('rsa', { modulusLength: 2048 });
const other = generateKeyPairSync('rsa', { modulusLength: 2048 });

describe('signContent', () => {
  it.each<[Record<string, string>, string[] | undefined, string]>([
    [{ b: '2', a: '1', c: '3' }, undefined, 'a=1&b=2&c=3'],
    // Empty values and sign are left out; sign_type is signed in a request.
    [{ sign: 'x', sign_type: 'RSA2', app_id: '1', notify_url: '' }, undefined, 'app_id=1&sign_type=RSA2'],
    // A notification leaves out sign_type too.
    [{ sign: 'x', sign_type: 'RSA2', app_id: '1' }, ['sign', 'sign_type'], 'app_id=1'],
    // Values as they are: no URL encoding, JSON and spaces kept.
    [
      { biz_content: '{"subject":"a&b c"}', timestamp: '2026-01-02 03:04:05' },
      undefined,
      'biz_content={"subject":"a&b c"}&timestamp=2026-01-02 03:04:05',
    ],
    // Byte order of names: upper case before lower, _ between.
    [{ a_b: '1', aB: '2', ab: '3' }, undefined, 'aB=2&a_b=1&ab=3'],
  ])('%j without %j → %s', (params, exclude, expected) => {
    expect(signContent(params, exclude)).toBe(expected);
  });
});

describe('RSA2', () => {
  const content = 'app_id=2021&biz_content={"subject":"捐赠"}';

  it('verifies its own signature, and nothing else', () => {
    const signature = rsa2Sign(mine.privateKey, content);
    expect(rsa2Verify(mine.publicKey, content, signature)).toBe(true);
    expect(rsa2Verify(mine.publicKey, `${content} `, signature)).toBe(false);
    expect(rsa2Verify(other.publicKey, content, signature)).toBe(false);
    for (const bad of ['', 'not base64!', 'AAAA', signature.slice(4)]) {
      expect(rsa2Verify(mine.publicKey, content, bad)).toBe(false);
    }
  });

  it('signs a request over its sorted parameters, sign_type included', () => {
    const signed = signParams(mine.privateKey, { method: 'm', app_id: '1', sign_type: 'RSA2' });
    expect(rsa2Verify(mine.publicKey, 'app_id=1&method=m&sign_type=RSA2', signed.sign ?? '')).toBe(true);
  });

  it('reads the application key as PKCS#8 or PKCS#1, PEM or bare base64, and Alipay key as PEM or base64', () => {
    const forms = [
      mine.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      mine.privateKey.export({ type: 'pkcs1', format: 'pem' }).toString(),
      mine.privateKey.export({ type: 'pkcs8', format: 'der' }).toString('base64'),
      mine.privateKey.export({ type: 'pkcs1', format: 'der' }).toString('base64'),
    ];
    for (const text of forms) {
      expect(rsa2Verify(mine.publicKey, content, rsa2Sign(readPrivateKey(text), content))).toBe(true);
    }
    const signature = rsa2Sign(mine.privateKey, content);
    for (const text of [
      mine.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
      mine.publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
    ]) {
      expect(rsa2Verify(readPublicKey(text), content, signature)).toBe(true);
    }
    expect(() => readPrivateKey('not a key')).toThrow();
  });
});

describe('amounts and times', () => {
  it.each([
    [1, '0.01'],
    [1050, '10.50'],
    [100, '1.00'],
    [123456789, '1234567.89'],
  ])('%i fen → %s', (fen, text) => {
    expect(yuanText(fen)).toBe(text);
  });

  it('writes Shanghai time', () => {
    expect(shanghaiTime(new Date('2026-01-31T16:00:05Z'))).toBe('2026-02-01 00:00:05');
  });
});

describe('memberObjectText', () => {
  it.each<[string, string, string | null]>([
    ['{"a_response":{"code":"10000"},"sign":"x"}', 'a_response', '{"code":"10000"}'],
    [
      '{ "sign":"x" , "a_response" : { "n":{"m":[1,{"k":"}"}]} } }',
      'a_response',
      '{ "n":{"m":[1,{"k":"}"}]} }',
    ],
    // A member named like the key inside a string or a nested object is not the member.
    [
      '{"x":"\\"a_response\\":{}","y":{"a_response":{"z":1}},"a_response":{"q":"\\/"}}',
      'a_response',
      '{"q":"\\/"}',
    ],
    ['{"error_response":{"code":"40002"}}', 'a_response', null],
    ['{"a_response":"text"}', 'a_response', null],
    ['{"a_response":{"code":"1"', 'a_response', null],
  ])('%s', (text, name, expected) => {
    expect(memberObjectText(text, name)).toBe(expected);
  });
});

describe('readAnswer', () => {
  const method = 'alipay.trade.query';
  const objectText = '{"code":"10000","msg":"Success","url":"https:\\/\\/x"}';
  const answer = (sign: string, object = objectText) =>
    `{"alipay_trade_query_response":${object},"sign":"${sign}"}`;

  it('reads an answer signed over its exact text', () => {
    const read = readAnswer(mine.publicKey, method, answer(rsa2Sign(mine.privateKey, objectText)));
    expect(read).toMatchObject({ code: '10000', body: { url: 'https://x' } });
  });

  it('refuses a re-serialised, altered, unsigned or foreign answer', () => {
    const good = rsa2Sign(mine.privateKey, objectText);
    const cases = [
      answer(good, JSON.stringify(JSON.parse(objectText))),
      answer(good, objectText.replace('10000', '10001')),
      `{"alipay_trade_query_response":${objectText}}`,
      answer(rsa2Sign(other.privateKey, objectText)),
      '{"error_response":{"code":"40002","sub_code":"isv.invalid-method"}}',
      'not json',
    ];
    for (const text of cases) expect(() => readAnswer(mine.publicKey, method, text)).toThrow(AlipayError);
  });
});
