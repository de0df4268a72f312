import type { TReceiptBatch } from '@alma/shared/admin-api/receipt-batches';
import { describe, expect, it } from 'vitest';
import { batchIsRunning, batchPercent, batchYears } from './batch-progress.ts';

const batch = (patch: Partial<TReceiptBatch>): TReceiptBatch => ({
  id: 1,
  year: 2025,
  state: 'running',
  startedAt: '2026-01-05 10:00:00',
  finishedAt: '',
  total: 0,
  issued: 0,
  skipped: 0,
  failed: 0,
  waiting: 0,
  failures: [],
  ...patch,
});

describe('a batch’s progress bar', () => {
  it.each([
    ['none through', { total: 10, waiting: 10 }, { through: 0, failed: 0 }],
    ['some issued', { total: 3, issued: 1, waiting: 2 }, { through: 33, failed: 0 }],
    ['never full while one waits', { total: 1000, issued: 999, waiting: 1 }, { through: 99, failed: 0 }],
    [
      'full when all are through',
      { state: 'done', total: 4, issued: 2, skipped: 1, failed: 1 },
      { through: 100, failed: 25 },
    ],
    ['an empty batch is through', { state: 'done', total: 0 }, { through: 100, failed: 0 }],
  ] as const)('%s', (_name, patch, expected) => {
    expect(batchPercent(batch(patch))).toEqual(expected);
  });

  it('polls while the batch queues or waits, not once it is done or there is none', () => {
    expect(batchIsRunning(batch({ state: 'queuing' }))).toBe(true);
    expect(batchIsRunning(batch({ state: 'running' }))).toBe(true);
    expect(batchIsRunning(batch({ state: 'done' }))).toBe(false);
    expect(batchIsRunning(null)).toBe(false);
  });

  it('offers the Shanghai year and the five before', () => {
    // 31 December 17:00 UTC is already 1 January in Shanghai.
    expect(batchYears(new Date('2025-12-31T17:00:00Z'))).toEqual([2026, 2025, 2024, 2023, 2022, 2021]);
    expect(batchYears(new Date('2025-06-01T00:00:00Z'))[0]).toBe(2025);
  });
});
