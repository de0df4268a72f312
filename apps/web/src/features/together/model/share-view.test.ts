import { describe, expect, it } from 'vitest';
import { canCancel, canInvite, progressOf, supportButton } from './share-view.ts';

describe('progressOf (doc 2 §4.5)', () => {
  it.each([
    [1, 0, 1000, 0],
    [1, 100, 1000, 10],
    [1, 333.33, 1000, 33.33],
    [1, 1000, 1000, 100],
    [1, 2500, 1000, 100],
    [0, 2500, 0, null],
    [1, 50, 0, 0],
  ])('isTarget %s, %s of %s → %s', (isTarget, completeMoney, targetMoney, expected) => {
    expect(progressOf({ isTarget: isTarget as 0 | 1, completeMoney, targetMoney })).toBe(expected);
  });
});

describe('supportButton', () => {
  it.each([
    [1, '', { enabled: true, to: '/form?id=14&togetherId=7' }],
    [0, '该一起捐已取消', { enabled: false, reason: '该一起捐已取消' }],
    [0, '项目已结项', { enabled: false, reason: '项目已结项' }],
  ])('isDonate %s → %o', (isDonate, noReason, expected) => {
    expect(supportButton({ id: 7, itemsId: 14, isDonate: isDonate as 0 | 1, noReason })).toEqual(expected);
  });
});

describe('canCancel and canInvite', () => {
  it.each([
    [1, 0, true],
    [1, 1, false],
    [0, 0, false],
  ])('isMine %s, isCancelled %s → cancel %s', (isMine, isCancelled, expected) => {
    expect(canCancel({ isMine: isMine as 0 | 1, isCancelled: isCancelled as 0 | 1 })).toBe(expected);
  });

  it.each([
    [1, true],
    [0, false],
  ])('isDonate %s → invite %s', (isDonate, expected) => {
    expect(canInvite({ isDonate: isDonate as 0 | 1 })).toBe(expected);
  });
});
