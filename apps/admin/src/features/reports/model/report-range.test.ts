import { describe, expect, it } from 'vitest';
import { defaultReportYear, monthToDate, reportYears, shanghaiDay } from './report-range.ts';

describe('report ranges (Asia/Shanghai days)', () => {
  it.each([
    ['2024-01-31T15:59:59Z', '2024-01-31'],
    ['2024-01-31T16:00:00Z', '2024-02-01'],
  ])('%s is %s in Shanghai', (instant, day) => {
    expect(shanghaiDay(new Date(instant))).toBe(day);
  });

  it('starts on the first of the Shanghai month and ends today', () => {
    expect(monthToDate(new Date('2024-02-29T16:30:00Z'))).toEqual({ from: '2024-03-01', to: '2024-03-01' });
    expect(monthToDate(new Date('2024-02-15T04:00:00Z'))).toEqual({ from: '2024-02-01', to: '2024-02-15' });
  });

  it('offers last year’s annual report in January, and ten years back', () => {
    expect(defaultReportYear(new Date('2025-01-10T00:00:00Z'))).toBe(2024);
    expect(defaultReportYear(new Date('2025-06-10T00:00:00Z'))).toBe(2025);
    expect(reportYears(new Date('2025-06-10T00:00:00Z'))).toHaveLength(10);
    expect(reportYears(new Date('2025-06-10T00:00:00Z'))[0]).toBe(2025);
  });
});
