import { describe, expect, it } from 'vitest';
import { findPoint, itemNumberOf } from './find-item.ts';

describe('find by number (find my name)', () => {
  const map = {
    treeList: [
      { id: 1, x: 10, y: 20, seatId: 501 },
      { id: 120, x: 300, y: 400, seatId: 502 },
    ],
    buildingList: [{ id: 7, x: 50, y: 60, seatId: 900, isHide: false, title: '图书馆', titleEn: '' }],
  };

  it.each([
    ['120', 120],
    [' 7 ', 7],
    ['0', 0],
    ['张三', null],
    ['12a', null],
    ['1234567', null],
    ['', null],
  ])('%s is item number %s', (keyword, number) => {
    expect(itemNumberOf(keyword)).toBe(number);
  });

  it.each([
    [{ id: 120 }, { seatId: 502, id: 120, x: 300, y: 400 }],
    [{ id: 7 }, { seatId: 900, id: 7, x: 50, y: 60 }],
    [{ seatId: 501 }, { seatId: 501, id: 1, x: 10, y: 20 }],
    [{ id: 3 }, null],
    [{ seatId: 1 }, null],
  ])('%o → %o', (match, found) => {
    expect(findPoint(map, match)).toEqual(found);
  });
});
