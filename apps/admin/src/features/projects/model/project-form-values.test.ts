import { NEW_PROJECT } from '@alma/shared/admin-api/projects';
import { describe, expect, it } from 'vitest';
import { changedFields, namePathOf, settingsFrom, settingsProblem } from './project-form-values.ts';

describe('project form values', () => {
  it.each([
    ['name', ['name']],
    ['fixMoney.0.money', ['fixMoney', 0, 'money']],
  ])('reads the server field %s as a form name path', (field, path) => {
    expect(namePathOf(field)).toEqual(path);
  });

  it('keeps hidden values and turns a cleared number back to the starting value', () => {
    const start = { ...NEW_PROJECT, materialPrice: 5 };
    const held = { name: '书', materialPrice: null } as unknown as Partial<typeof NEW_PROJECT>;
    expect(settingsFrom(start, held)).toMatchObject({ name: '书', materialPrice: 5 });
  });

  it('sends only what changed', () => {
    const after = { ...NEW_PROJECT, name: '图书', fixMoney: [{ title: '一本', money: 30 }] };
    expect(changedFields(NEW_PROJECT, after)).toEqual({
      name: '图书',
      fixMoney: [{ title: '一本', money: 30 }],
    });
  });

  it('runs the shared rules: goods without a price is refused on the price', () => {
    const goods = {
      ...NEW_PROJECT,
      name: '图书',
      crowdType: 2 as const,
      materialName: '书',
      materialUnit: '本',
    };
    const problem = settingsProblem(goods, 1, 'English');
    expect(problem?.name).toEqual(['materialPrice']);
    expect(problem?.message).not.toBe('');
    expect(settingsProblem({ ...goods, materialPrice: 30 }, 1, 'English')).toBeNull();
  });
});
