import { describe, expect, it } from 'vitest';
import { flowNamed } from '../../../lib/naming-flow.ts';
import { draftSeatOf, namingFormPath, pickTerm } from './naming-pick.ts';

const terms = [
  { termName: '永久', termMoney: 5000, termYear: 0 },
  { termName: '10年', termMoney: 2000, termYear: 10 },
];

describe('a map item into the naming draft', () => {
  it.each([
    [2000, 10],
    [5000, 0],
    [1234, 0],
  ])('termMoney %i → termYear %i', (money, year) => {
    expect(pickTerm(terms, money)).toBe(year);
  });

  it('no terms: the form asks', () => {
    expect(pickTerm([], 2000)).toBeNull();
  });

  const detail = {
    seatId: 77,
    areaId: 5,
    id: 12,
    seat: '银杏 12号',
    seatName: '银杏',
    termMoney: 2000,
    priceList: terms,
  };

  it('takes its label and terms from getSeatDetail, at the price its dialog showed', () => {
    expect(draftSeatOf(detail)).toEqual({
      seatId: 77,
      areaId: 5,
      seat: '银杏 12号',
      priceList: terms,
      termYear: 10,
    });
  });

  it('without a label or terms: its number and name, no term (the form asks)', () => {
    expect(draftSeatOf({ ...detail, seat: '', priceList: [] })).toEqual({
      seatId: 77,
      areaId: 5,
      seat: '12 银杏',
      priceList: [],
      termYear: null,
    });
  });

  it('goes to the naming form for seats', () => {
    expect(namingFormPath(8)).toBe('/form-gm?id=8&namingType=1');
    expect(namingFormPath(8, flowNamed('hhu'))).toBe('/tree-naming-hhu/form?id=8&namingType=1');
  });
});
