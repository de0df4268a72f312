import type { TSeatList } from '@alma/shared/api/naming';
import { describe, expect, it } from 'vitest';
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

  const list: TSeatList = {
    type: 3,
    twoArray: [],
    oneArray: [
      {
        id: 77,
        seat: '银杏 12号',
        status: 1,
        donateSeatId: null,
        priceList: terms,
        rowNo: null,
        colNo: null,
      },
    ],
  };
  const detail = { seatId: 77, areaId: 5, id: 12, seatName: '银杏', termMoney: 2000 };

  it('takes the label and terms of its area', () => {
    expect(draftSeatOf(detail, list)).toEqual({
      seatId: 77,
      areaId: 5,
      seat: '银杏 12号',
      priceList: terms,
      termYear: 10,
    });
  });

  it('without the area list: its number and name, no term', () => {
    expect(draftSeatOf(detail, null)).toEqual({
      seatId: 77,
      areaId: 5,
      seat: '12 银杏',
      priceList: [],
      termYear: null,
    });
  });

  it('goes to the naming form for seats', () => {
    expect(namingFormPath(8)).toBe('/form-gm?id=8&namingType=1');
  });
});
