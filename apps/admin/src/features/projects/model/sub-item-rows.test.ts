import { describe, expect, it } from 'vitest';
import {
  subItemsChanged,
  subItemsFormOf,
  subItemsInput,
  subItemsProblem,
  subSwitchesChange,
} from './sub-item-rows.ts';

const saved = [
  { id: 4, name: '计算机学院', nameEn: 'Computer Science', sort: 0, completeMoney: 300, donationCount: 2 },
  { id: 5, name: '物理学院', nameEn: '', sort: 1, completeMoney: 0, donationCount: 0 },
];

describe('sub-project rows', () => {
  it('sends the list in its order, new rows without an id', () => {
    const form = subItemsFormOf({ isSub: true, isSubRank: false, subItems: saved });
    const rows = [form.rows[1] ?? {}, { name: ' 化学学院 ', nameEn: ' Chemistry ' }, form.rows[0] ?? {}];
    expect(subItemsInput(rows)).toEqual([
      { id: 5, name: '物理学院', nameEn: '' },
      { name: '化学学院', nameEn: 'Chemistry' },
      { id: 4, name: '计算机学院', nameEn: 'Computer Science' },
    ]);
  });

  it('sees a change of order or name, and none when the list is as saved', () => {
    const same = subItemsInput(subItemsFormOf({ isSub: true, isSubRank: false, subItems: saved }).rows);
    expect(subItemsChanged(saved, same)).toBe(false);
    expect(subItemsChanged(saved, [...same].reverse())).toBe(true);
    expect(subItemsChanged(saved, [{ id: 4, name: '计算机学院' }])).toBe(true);
    const renamedInEnglish = same.map((row) => (row.id === 5 ? { ...row, nameEn: 'Physics' } : row));
    expect(subItemsChanged(saved, renamedInEnglish)).toBe(true);
  });

  it('patches only the switches that changed, and ranking goes off with the sub-projects', () => {
    expect(subSwitchesChange({ isSub: true, isSubRank: true }, { isSub: true, isSubRank: true })).toEqual({});
    expect(subSwitchesChange({ isSub: false, isSubRank: false }, { isSub: true, isSubRank: true })).toEqual({
      isSub: true,
      isSubRank: true,
    });
    expect(subSwitchesChange({ isSub: true, isSubRank: true }, { isSub: false, isSubRank: true })).toEqual({
      isSub: false,
      isSubRank: false,
    });
  });

  it('names the second of two rows alike, as the server would', () => {
    const problem = subItemsProblem([{ name: '甲' }, { name: '乙' }, { name: '甲' }], 'English');
    expect(problem).toEqual({ name: ['rows', 2, 'name'], message: 'Sub-project names must differ' });
    expect(subItemsProblem([{ name: '甲' }, { name: '乙' }], 'English')).toBeNull();
  });
});
