import { describe, expect, it } from 'vitest';
import { chooseFilter, NO_FILTER, statusBody } from './map-filter.ts';

describe('the filters re-ask getSeatStatusList (doc 4 §3, §5)', () => {
  it.each([
    ['none', NO_FILTER, { seatName: '' }],
    ['a species', { species: '银杏', price: null }, { seatName: '银杏' }],
    ['a range', { species: null, price: '2000-5000' }, { seatName: '', minMoney: 2000, maxMoney: 5000 }],
    [
      '20000以上 sets only minMoney',
      { species: null, price: '20000以上' },
      { seatName: '', minMoney: 20000 },
    ],
    ['both', { species: '香樟', price: '2099-5000' }, { seatName: '香樟', minMoney: 2099, maxMoney: 5000 }],
  ])('%s', (_name, filter, expected) => {
    expect(statusBody(4, [31, 32], filter)).toEqual({ itemsId: 4, areaIdList: [31, 32], ...expected });
  });

  it.each([
    ['species', '银杏', { species: '银杏', price: '2000-5000' }],
    ['species', null, { species: null, price: '2000-5000' }],
    ['species', '', { species: null, price: '2000-5000' }],
    ['price', null, { species: '桂花', price: null }],
  ] as const)('choosing %s %s (null: cancel, "": all)', (which, value, expected) => {
    const before =
      which === 'price' ? { species: '桂花', price: '20000以上' } : { species: '桂花', price: '2000-5000' };
    expect(chooseFilter(before, which, value)).toEqual(expected);
  });
});
