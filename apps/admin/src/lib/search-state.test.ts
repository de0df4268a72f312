import { describe, expect, it } from 'vitest';
import { patchedParams } from './search-state.ts';

describe('a table’s address', () => {
  it('keeps every other parameter and drops an emptied one', () => {
    const next = patchedParams(new URLSearchParams('tab=refunds&refundStatus=AWAITING_APPROVAL&page=3'), {
      billNo: '2026',
      page: undefined,
    });
    expect(next.toString()).toBe('tab=refunds&refundStatus=AWAITING_APPROVAL&billNo=2026');
  });
});
