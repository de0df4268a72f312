import { describe, expect, it } from 'vitest';
import { donateRequestHash } from './request-fingerprint.ts';

describe('donateRequestHash', () => {
  const body = { itemsId: 3, payType: 1, currencyMoney: 10.5, seatList: [{ seatId: 1, name: '张三' }] };

  it('is the same for the same parameters in any order and in any language', () => {
    const reordered = {
      seatList: [{ name: '张三', seatId: 1 }],
      currencyMoney: 10.5,
      payType: 1,
      itemsId: 3,
    };
    expect(donateRequestHash({ ...reordered, language: 'English' })).toBe(
      donateRequestHash({ ...body, language: 'zh_CN' }),
    );
    expect(donateRequestHash({ ...body, isAnonymous: undefined })).toBe(donateRequestHash(body));
  });

  it.each([
    ['another amount', { ...body, currencyMoney: 100 }],
    ['another project', { ...body, itemsId: 4 }],
    ['another seat order', { ...body, seatList: [{ seatId: 2, name: '张三' }] }],
    ['a field more', { ...body, isAnonymous: true }],
  ])('differs for %s', (_name, other) => {
    expect(donateRequestHash(other)).not.toBe(donateRequestHash(body));
  });
});
