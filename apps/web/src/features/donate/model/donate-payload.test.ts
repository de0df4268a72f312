import { describe, expect, it } from 'vitest';
import { buildDonatePayload, donateFromOf, type PayloadInput, queryId } from './donate-payload.ts';

const base: PayloadInput = {
  itemsId: 1,
  formId: 1,
  itemsType: 1,
  amount: { kind: 'money', fen: 1050 },
  subItemsId: null,
  togetherId: null,
  payType: 1,
  isAnonymous: false,
  isNoData: false,
  donateFrom: 'U5',
};

describe('the items/donate payload', () => {
  it('sends a money donation in yuan', () => {
    expect(buildDonatePayload(base)).toEqual({
      formId: 1,
      currency: 'CNY',
      payType: 1,
      itemsId: 1,
      itemsType: 1,
      isDonateTogether: 0,
      isAnonymous: 0,
      isNoData: 0,
      donateFrom: 'U5',
      currencyMoney: 10.5,
    });
  });

  it('sends goods as units, never an amount', () => {
    const body = buildDonatePayload({
      ...base,
      itemsId: 18,
      formId: 18,
      amount: { kind: 'goods', units: 3 },
    });
    expect(body.donateMaterialNumber).toBe(3);
    expect(body).not.toHaveProperty('currencyMoney');
  });

  it('carries the sub-project, the together and both switches', () => {
    const body = buildDonatePayload({
      ...base,
      subItemsId: 2,
      togetherId: 7,
      isAnonymous: true,
      isNoData: true,
      payType: 2,
      donateFrom: 'U1',
    });
    expect(body).toMatchObject({
      subItemsId: 2,
      isDonateTogether: 1,
      donateTogetherId: 7,
      isAnonymous: 1,
      isNoData: 1,
      payType: 2,
      donateFrom: 'U1',
    });
  });
});

describe('donateFrom', () => {
  it.each([
    ['Mozilla/5.0 (iPhone) Mobile/15E148 MicroMessenger/8.0.47 NetType/WIFI', 'U5'],
    ['Mozilla/5.0 (iPhone) MicroMessenger/8.0.47 miniProgram/wx123', 'U6'],
    ['Mozilla/5.0 (Linux; Android 14) Chrome/126.0 Mobile Safari/537.36', 'U1'],
    ['Mozilla/5.0 (Linux; Android 14) AlipayClient/10.5', 'U1'],
  ])('%s → %s', (userAgent, from) => {
    expect(donateFromOf(userAgent)).toBe(from);
  });
});

describe('query ids', () => {
  it.each([
    ['18', 18],
    [' 3 ', 3],
    ['', null],
    [null, null],
    ['0', null],
    ['-1', null],
    ['1.5', null],
    ['abc', null],
  ])('%j → %j', (text, id) => {
    expect(queryId(text)).toBe(id);
  });
});
