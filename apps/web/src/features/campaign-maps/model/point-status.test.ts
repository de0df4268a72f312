import { describe, expect, it } from 'vitest';
import { actionOf, isLongNumber, labelsShown, lookOf, statusesToDraw } from './point-status.ts';

describe('what a point looks like (doc 4 §4)', () => {
  const statuses = { '11': 1, '12': 2, '13': 3, '14': 4 } as const;

  it.each([
    ['free', 11, statuses, false, 'free'],
    ['named: marker and stamp', 12, statuses, false, 'named'],
    ['not selectable', 13, statuses, false, 'off'],
    ['held by an unpaid order', 14, statuses, false, 'held'],
    ['not in the list: not drawn', 15, statuses, false, null],
    ['not in the list after the reveal: not drawn either', 15, statuses, true, null],
    ['no list yet: hidden', 11, undefined, false, null],
    ['no list yet, 500 ms passed on a reveal page: shown', 11, undefined, true, 'shown'],
    ['an empty list hides everything', 11, {}, true, null],
  ] as const)('%s', (_name, seatId, list, revealed, look) => {
    expect(lookOf(seatId, list, revealed)).toBe(look);
  });

  it.each([
    [1, 'name'],
    [2, 'plaque'],
    [4, 'held'],
    [3, 'none'],
    [undefined, 'none'],
  ] as const)('status %s opens %s', (status, action) => {
    expect(actionOf(status)).toBe(action);
  });

  it.each([
    [1, false],
    [99, false],
    [100, true],
    [1917, true],
  ])('number %i drawn smaller: %s', (id, long) => {
    expect(isLongNumber(id)).toBe(long);
  });

  it.each([
    [0.3, 0.6, false],
    [0.6, 0.6, true],
    [1, 0.6, true],
    [0.1, 0, true],
  ])('scale %f with labelScale %f shows numbers: %s', (scale, labelScale, shown) => {
    expect(labelsShown(scale, labelScale)).toBe(shown);
  });

  const list = { '11': 1 } as const;
  it.each([
    ['a page without the reveal draws the list as it comes', list, false, false, list],
    ['a reveal page draws nothing before 500 ms, even with the list', list, true, false, undefined],
    ['a reveal page after 500 ms filters by the list', list, true, true, list],
    ['a reveal page after 500 ms without the list: all shown (lookOf)', undefined, true, true, undefined],
  ] as const)('%s', (_name, data, revealAll, revealed, drawn) => {
    expect(statusesToDraw(data, revealAll, revealed)).toBe(drawn);
  });
});
