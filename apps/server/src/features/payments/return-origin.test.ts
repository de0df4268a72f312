import { DONATEU } from '@alma/shared/api/spec-paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createItem, createUser } from '../../../test/fixtures.ts';
import { donate } from '../../../test/order-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { returnOriginOf } from './return-origin.ts';

const PUBLIC_URL = 'http://localhost:3000';

describe('returnOriginOf', () => {
  const request = (host: string, headers: Record<string, string> = {}, protocol = 'http') => ({
    protocol,
    host,
    headers,
  });
  it.each([
    ['PUBLIC_URL’s origin named by Origin', request('localhost:3000', { origin: PUBLIC_URL }), PUBLIC_URL],
    [
      'loopback at another name than PUBLIC_URL',
      request('localhost:3000', { origin: 'http://127.0.0.1:3000' }),
      'http://127.0.0.1:3000',
    ],
    [
      'a LAN address the request itself reached',
      request('192.168.1.20:3000', { origin: 'http://192.168.1.20:3000' }),
      'http://192.168.1.20:3000',
    ],
    [
      'a same-origin GET: no Origin, the Referer’s origin',
      request('192.168.1.20:3000', { referer: 'http://192.168.1.20:3000/#/alipay?billNo=1' }),
      'http://192.168.1.20:3000',
    ],
    ['no header at all: the request’s own origin', request('10.0.0.5:8080'), 'http://10.0.0.5:8080'],
    [
      'another site in Origin is ignored',
      request('192.168.1.20:3000', { origin: 'https://evil.example' }),
      'http://192.168.1.20:3000',
    ],
    [
      'another site in Referer is ignored',
      request('alma.example', { referer: 'https://evil.example/page' }, 'https'),
      'https://alma.example',
    ],
    [
      'a look-alike with a user part is not loopback',
      request('alma.example', { origin: 'http://localhost@evil.example' }, 'https'),
      'https://alma.example',
    ],
    ['Origin: null', request('alma.example', { origin: 'null' }, 'https'), 'https://alma.example'],
    ['a Host with a path is not an origin', request('evil.example/x'), PUBLIC_URL],
    ['no Host', request(''), PUBLIC_URL],
  ])('%s', (_case, given, expected) => {
    expect(returnOriginOf(given, PUBLIC_URL)).toBe(expected);
  });
});

describe('the cashier opens on the origin the donor used (demo sandbox)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ALMA_DEMO: '1', PUBLIC_URL });
  });
  afterAll(() => t.close());

  it.each([
    [
      '127.0.0.1 against a localhost PUBLIC_URL',
      '127.0.0.1:3000',
      'http://127.0.0.1:3000',
      'http://127.0.0.1:3000',
    ],
    ['a LAN address', '192.168.1.20:3000', 'http://192.168.1.20:3000', 'http://192.168.1.20:3000'],
    ['PUBLIC_URL itself', 'localhost:3000', PUBLIC_URL, PUBLIC_URL],
    ['never a foreign Origin', '192.168.1.20:3000', 'https://evil.example', 'http://192.168.1.20:3000'],
  ])('items/donate from %s', async (_case, host, origin, expected) => {
    const user = await createUser(t.deps);
    const itemsId = await createItem(t.deps);
    const answer = await donate(t, user.token, { itemsId, currencyMoney: 10 }, { host, origin });
    expect(answer.code).toBe(0);
    const billNo = answer.data?.orderPayRequestDTO.billNo;
    expect(answer.data?.data).toBe(`${expected}/pay/sandbox/cashier?billNo=${billNo}`);
  });

  it('items/donate4ali (the hand-off page in another browser) answers the cashier on that browser’s origin', async () => {
    const user = await createUser(t.deps);
    const itemsId = await createItem(t.deps);
    const answer = await donate(t, user.token, { itemsId, currencyMoney: 10, payType: 2 });
    const billNo = answer.data?.orderPayRequestDTO.billNo ?? '';
    const handOff = await t.get<string>(
      `${DONATEU}/items/donate4ali`,
      { donatePlatOrder: billNo },
      {
        token: user.token,
        headers: { host: '192.168.1.20:3000', referer: 'http://192.168.1.20:3000/#/alipay' },
      },
    );
    expect(handOff).toMatchObject({
      code: 0,
      data: `http://192.168.1.20:3000/pay/sandbox/cashier?billNo=${billNo}`,
    });
  });
});
