import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { prefetchSeatScreen } from './prefetch-seat-screen.ts';

function fakeClient() {
  const prefetchQuery = vi.fn((_options: { queryKey: unknown[] }) => Promise.resolve());
  return { client: { prefetchQuery } as unknown as QueryClient, prefetchQuery };
}

describe('prefetchSeatScreen', () => {
  it.each([
    [
      'id=16&areaId=4',
      [
        ['naming', 'areaList', 16],
        ['naming', 'seatList', 4],
      ],
    ],
    ['id=16', [['naming', 'areaList', 16]]],
    ['id=16&areaId=x', [['naming', 'areaList', 16]]],
  ])('%s asks for %o', async (search, keys) => {
    const { client, prefetchQuery } = fakeClient();
    await prefetchSeatScreen(client, new URLSearchParams(search));
    expect(prefetchQuery.mock.calls.map(([options]) => options.queryKey)).toEqual(keys);
  });

  it.each(['', 'id=abc', 'id=0'])('%s names no project: nothing to wait for', (search) => {
    const { client, prefetchQuery } = fakeClient();
    expect(prefetchSeatScreen(client, new URLSearchParams(search))).toBeNull();
    expect(prefetchQuery).not.toHaveBeenCalled();
  });
});
