import { NEW_PROJECT } from '@alma/shared/admin-api/projects';
import { describe, expect, it } from 'vitest';
import { changedFields, SUB_ITEM_SWITCHES, settingsFrom, settingsProblem } from './project-form-values.ts';

describe('project form values', () => {
  it('keeps hidden values and turns a cleared number back to the starting value', () => {
    const start = { ...NEW_PROJECT, materialPrice: 5 };
    const held = { name: '书', materialPrice: null } as unknown as Partial<typeof NEW_PROJECT>;
    expect(settingsFrom(start, held)).toMatchObject({ name: '书', materialPrice: 5 });
  });

  it('leaves the sub-project switches to their tab: a stale copy in the form never undoes its save', () => {
    const saved = { ...NEW_PROJECT, isSub: true, isSubRank: true };
    const stale = { ...NEW_PROJECT, name: '基金', isSub: false, isSubRank: false };
    const settings = settingsFrom(saved, stale, SUB_ITEM_SWITCHES);
    expect(settings).toMatchObject({ name: '基金', isSub: true, isSubRank: true });
    expect(changedFields(saved, settings)).toEqual({ name: '基金' });
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
