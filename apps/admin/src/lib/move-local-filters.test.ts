import type { TSavedFilter } from '@alma/shared/admin-api/saved-filters';
import { beforeEach, describe, expect, it } from 'vitest';
import { filtersToMove, moveLocalFilters, readLocalSaved } from './move-local-filters.ts';

const store = new Map<string, string>();
Object.assign(globalThis, {
  localStorage: {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => store.set(key, value),
    removeItem: (key: string) => store.delete(key),
  },
});

/** The server as far as the move needs it: the staff member's own filters, and how a save answers. */
function fakeServer(mine: Array<{ name: string; query: string }>, answerOf: (name: string) => number) {
  const posted: Array<{ name: string; query: string; shared: boolean }> = [];
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  globalThis.fetch = async (_url, init) => {
    if (init?.method === 'GET') {
      return json(
        200,
        mine.map(
          (filter, id): TSavedFilter => ({
            ...filter,
            id,
            list: 'donors',
            shared: false,
            mine: true,
            owner: '我',
          }),
        ),
      );
    }
    const body = JSON.parse(String(init?.body)) as { name: string; query: string; shared: boolean };
    const status = answerOf(body.name);
    if (status === 0) throw new TypeError('offline');
    if (status === 201) posted.push(body);
    return status === 201
      ? json(201, body)
      : json(status, { error: { code: status === 409 ? 'CONFLICT' : 'INTERNAL', message: '不行' } });
  };
  return posted;
}

beforeEach(() => store.clear());

describe('filters an earlier console kept in this browser', () => {
  it('reads only good ones, and nothing from broken storage', () => {
    store.set(
      'alma.admin.filters.7.donors',
      JSON.stringify([{ name: '大额', search: 'a=1' }, { name: ' ', search: '' }, { nope: 1 }]),
    );
    expect(readLocalSaved(7, 'donors')).toEqual([{ name: '大额', search: 'a=1' }]);
    store.set('alma.admin.filters.7.orders', '{broken');
    expect(readLocalSaved(7, 'orders')).toEqual([]);
  });

  it('sends each once: not one already moved, and a taken name under a free one', () => {
    const local = [
      { name: ' 大额 ', search: 'min=1000' },
      { name: '校友', search: 'tag=校友' },
      { name: '一二三四五六七八九十一二三四五六七八九十', search: 'x=1' },
    ];
    const mine = [
      { name: '大额', query: 'min=1000' },
      { name: '校友', query: 'alumni=true' },
      { name: '校友（2）', query: 'alumni=false' },
      { name: '一二三四五六七八九十一二三四五六七八九十', query: 'x=2' },
    ];
    expect(filtersToMove(local, mine).map(({ name, query }) => [name, query])).toEqual([
      ['校友（3）', 'tag=校友'],
      ['一二三四五六七八九十一二三四五六七（2）', 'x=1'],
    ]);
  });

  it('moves them to the server as one’s own, keeping only what got no answer for the next load', async () => {
    store.set(
      'alma.admin.filters.7.donors',
      JSON.stringify([
        { name: '已搬', search: 'a=1' },
        { name: '大额', search: 'min=1000' },
        { name: '断网', search: 'b=2' },
        { name: '出错', search: 'c=3' },
        { name: '拒绝', search: 'd=4' },
      ]),
    );
    const posted = fakeServer([{ name: '已搬', query: 'a=1' }], (name) =>
      name === '断网' ? 0 : name === '出错' ? 500 : name === '拒绝' ? 403 : 201,
    );
    expect(await moveLocalFilters(7, 'donors')).toBe(true);
    expect(posted).toEqual([{ list: 'donors', name: '大额', query: 'min=1000', shared: false }]);
    expect(readLocalSaved(7, 'donors').map((filter) => filter.name)).toEqual(['断网', '出错']);

    fakeServer([{ name: '大额', query: 'min=1000' }], () => 201);
    expect(await moveLocalFilters(7, 'donors')).toBe(true);
    expect(store.size).toBe(0);
    expect(await moveLocalFilters(7, 'donors')).toBe(false);
  });
});
