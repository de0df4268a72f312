import { ZProgressWrite, ZPublicityWrite } from '@alma/shared/admin-api/project-tabs';
import { describe, expect, it } from 'vitest';
import { progressFormOf, progressInput } from './progress-values.ts';
import { publicityFormOf, publicityInput } from './publicity-values.ts';
import { shanghaiDay } from './shanghai-day.ts';

// 2025-03-31 17:30 UTC is already 1 April in Shanghai.
const LATE_UTC = new Date('2025-03-31T17:30:00Z');

describe('progress and use-publicity values', () => {
  it('takes today as Shanghai’s day', () => {
    expect(shanghaiDay(LATE_UTC)).toBe('2025-04-01');
    expect(progressFormOf(null, LATE_UTC)).toEqual({
      progressDate: '2025-04-01',
      content: '',
      attachmentList: [],
    });
    expect(publicityFormOf(null, LATE_UTC)).toEqual({ useDate: '2025-04-01', useTitle: '', useMoney: null });
  });

  it('edits an entry as it stands and sends what the contract takes', () => {
    const row = {
      id: 3,
      itemsId: 1,
      progressDate: '2025-02-03',
      content: '第一批',
      attachmentList: ['/files/console/202502/abcdefghijklmnop.png'],
    };
    const form = progressFormOf(row, LATE_UTC);
    expect(form).toEqual({
      progressDate: '2025-02-03',
      content: '第一批',
      attachmentList: row.attachmentList,
    });
    const input = progressInput({ ...form, content: '  第一批完成\n  ' });
    expect(input.content).toBe('第一批完成');
    expect(ZProgressWrite.safeParse(input).success).toBe(true);
  });

  it('sends a publicity row in yuan, and an empty amount as 0 for the server to refuse', () => {
    const input = publicityInput({ useDate: '2025-02-03', useTitle: ' 奖学金发放 ', useMoney: 8000.5 });
    expect(input).toEqual({ useDate: '2025-02-03', useTitle: '奖学金发放', useMoney: 8000.5 });
    expect(ZPublicityWrite.safeParse(input).success).toBe(true);
    expect(ZPublicityWrite.safeParse(publicityInput({ useDate: '2025-02-03', useTitle: 'x' })).success).toBe(
      false,
    );
  });
});
