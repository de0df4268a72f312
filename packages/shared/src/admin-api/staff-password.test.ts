import { describe, expect, it } from 'vitest';
import { staffPasswordProblem } from './staff-password.ts';

describe('staffPasswordProblem', () => {
  it.each([
    ['short-9ch', 'old-password-1', 'tooShort'],
    ['x'.repeat(201), 'old-password-1', 'tooLong'],
    ['old-password-1', 'old-password-1', 'sameAsOld'],
    ['finance.lee', 'old-password-1', 'isUsername'],
    ['Finance.Lee', 'old-password-1', 'isUsername'],
    [' finance.lee ', 'old-password-1', 'isUsername'],
    ['a-new-password-2', 'old-password-1', null],
    ['finance.lee-2026', 'old-password-1', null],
    ['x'.repeat(10), 'old-password-1', null],
  ])('%j (old %j) → %s', (newPassword, currentPassword, problem) => {
    expect(staffPasswordProblem({ username: 'finance.lee', currentPassword, newPassword })).toBe(problem);
  });
});
