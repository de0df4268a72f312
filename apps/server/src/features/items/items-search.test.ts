import { ITEMS_SEARCH_MAX_LENGTH } from '@alma/shared/api/items';
import { DONATEU } from '@alma/shared/api/spec-paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('itemsList search longer than its limit', () => {
  it.each([
    ['zh_CN', `搜索内容不能超过${ITEMS_SEARCH_MAX_LENGTH}个字`],
    ['English', `The search text can be at most ${ITEMS_SEARCH_MAX_LENGTH} characters`],
  ] as const)('is refused in words a donor reads (%s), not as 参数错误：s', async (language, message) => {
    const answer = await t.get(
      `${DONATEU}/items/itemsList`,
      { s: 'a'.repeat(ITEMS_SEARCH_MAX_LENGTH + 10) },
      { language },
    );
    expect(answer).toMatchObject({ code: -1, message });
  });

  it('at the limit is a search', async () => {
    const answer = await t.get(`${DONATEU}/items/itemsList`, { s: 'a'.repeat(ITEMS_SEARCH_MAX_LENGTH) });
    expect(answer).toMatchObject({ code: 0, data: { rows: [], total: 0 } });
  });
});
