import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-database.ts';
import type { Database } from '../../db/client.ts';
import { rateHits } from '../../db/schema/accounts.ts';
import { fullWindow, hit, hitOrRefuse, releaseHit } from './service.ts';

let database: Database;
let dispose: () => Promise<void>;
beforeAll(async () => {
  ({ database, dispose } = await openTestDatabase());
});
afterAll(() => dispose());

const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, seconds));
const MINUTE = { ms: 60_000, limit: 1 };
const HOUR = { ms: 3_600_000, limit: 3 };

async function hitsIn(bucket: string): Promise<number> {
  const [row] = await database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(rateHits)
    .where(eq(rateHits.bucket, bucket));
  return row?.n ?? 0;
}

describe('fullWindow', () => {
  it.each([
    { name: 'no hits', times: [], now: 0, expected: null },
    { name: 'minute taken', times: [at(30)], now: 50, expected: { window: MINUTE, retryAfterMs: 40_000 } },
    { name: 'minute passed', times: [at(0)], now: 60, expected: null },
    {
      name: 'hour full waits for its oldest counted hit',
      times: [at(300), at(200), at(100)],
      now: 400,
      expected: { window: HOUR, retryAfterMs: 3_600_000 - 300_000 },
    },
    {
      name: 'both full: the longer wait wins',
      times: [at(390), at(200), at(100)],
      now: 400,
      expected: { window: HOUR, retryAfterMs: 3_600_000 - 300_000 },
    },
  ])('$name', ({ times, now, expected }) => {
    expect(fullWindow(times, [MINUTE, HOUR], at(now))).toEqual(expected);
  });
});

describe('hit', () => {
  it('lets exactly the limit through under 20 concurrent hits', async () => {
    const windows = [{ ms: 60_000, limit: 5 }];
    const results = await Promise.all(Array.from({ length: 20 }, () => hit(database.db, 'burst', windows)));
    expect(results.filter((result) => result.allowed)).toHaveLength(5);
    expect(await hitsIn('burst')).toBe(5);
  });

  it('refuses past a limit until the window slides on, and says how long to wait', async () => {
    const windows = [MINUTE, HOUR];
    expect((await hit(database.db, 'slide', windows, at(0))).allowed).toBe(true);
    expect(await hit(database.db, 'slide', windows, at(59))).toMatchObject({
      allowed: false,
      window: MINUTE,
      retryAfterMs: 1000,
    });
    expect((await hit(database.db, 'slide', windows, at(60))).allowed).toBe(true);
    expect((await hit(database.db, 'slide', windows, at(120))).allowed).toBe(true);
    expect(await hit(database.db, 'slide', windows, at(300))).toMatchObject({ allowed: false, window: HOUR });
    expect((await hit(database.db, 'slide', windows, at(3601))).allowed).toBe(true);
    // Refused hits are not recorded: they would otherwise extend the wait forever.
    expect(await hitsIn('slide')).toBe(4);
  });

  it('keeps buckets apart', async () => {
    expect((await hit(database.db, 'apart-a', [MINUTE])).allowed).toBe(true);
    expect((await hit(database.db, 'apart-b', [MINUTE])).allowed).toBe(true);
    expect((await hit(database.db, 'apart-a', [MINUTE])).allowed).toBe(false);
  });

  it('a released hit frees its slot', async () => {
    const first = await hitOrRefuse(database.db, 'release', [MINUTE]);
    await expect(hitOrRefuse(database.db, 'release', [MINUTE])).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      messageKey: 'error.rateLimited',
    });
    await releaseHit(database.db, first);
    await expect(hitOrRefuse(database.db, 'release', [MINUTE])).resolves.toBeTypeOf('number');
  });
});
