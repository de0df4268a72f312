import { describe, expect, it } from 'vitest';
import { fieldProblemOf, namePathOf } from './field-problem.ts';

describe('field problems', () => {
  it.each([
    ['name', ['name']],
    ['fixMoney.0.money', ['fixMoney', 0, 'money']],
    ['rows.12.name', ['rows', 12, 'name']],
  ])('reads the server field %s as a form name path', (field, path) => {
    expect(namePathOf(field)).toEqual(path);
  });

  it('puts a shared rule finding under its field in the staff member’s language', () => {
    const problem = { key: 'admin.together.sloganDuplicate', field: 'sloganList.1' } as const;
    expect(fieldProblemOf(problem, 'English')).toEqual({
      name: ['sloganList', 1],
      message: 'Each slogan may appear once',
    });
    expect(fieldProblemOf(problem, 'zh_CN')?.message).toBe('标语重复');
    expect(fieldProblemOf(null, 'English')).toBeNull();
  });
});
