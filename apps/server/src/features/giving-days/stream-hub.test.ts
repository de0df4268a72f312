import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import type { TGivingDayDetail } from '@alma/shared/api/giving-days';
import type { Language } from '@alma/shared/i18n/language';
import { afterEach, describe, expect, it } from 'vitest';
import { GivingDayStreams } from './stream-hub.ts';

/**
 * The live pages' hub on its own (the route and the real read are giving-days.test.ts's): how often
 * it reads a day when phones join. At 10:00 thousands of phones open the page in the same second,
 * and a busy day's read is tens of milliseconds — one read each is what took the bench's 5,000
 * phones 11 minutes to join.
 */

/** A phone's end of the stream: what was written to it. */
class Phone extends EventEmitter {
  readonly chunks: string[] = [];
  writableEnded = false;
  write(chunk: string): boolean {
    this.chunks.push(chunk);
    return true;
  }
  end(): void {
    this.writableEnded = true;
    this.emit('close');
  }
}

let reads: Array<{ givingDayId: number; language: Language }>;
let hub: GivingDayStreams;
/** The reads waiting for their answer, answered by the test. */
let pending: Array<() => void>;

function openHub(fails = false): GivingDayStreams {
  reads = [];
  pending = [];
  hub = new GivingDayStreams(
    (givingDayId, language) => {
      reads.push({ givingDayId, language });
      return new Promise<TGivingDayDetail>((resolve, reject) =>
        pending.push(() =>
          fails
            ? reject(new Error('database away'))
            : resolve({
                id: givingDayId,
                raisedMoney: 100,
                serverTime: '2026-12-06 10:00:00',
              } as unknown as TGivingDayDetail),
        ),
      );
    },
    { maxStreams: 100, maxPerAddress: 100 },
  );
  return hub;
}
const answerReads = () => {
  for (const answer of pending.splice(0)) answer();
};

afterEach(() => hub.close());

describe('phones joining a giving day’s live page', () => {
  it('share one read when they join an unwatched day at once', async () => {
    openHub();
    const joining = Array.from({ length: 50 }, () => hub.first(7, 'zh_CN'));
    answerReads();
    const pages = await Promise.all(joining);
    expect(reads).toEqual([{ givingDayId: 7, language: 'zh_CN' }]);
    for (const page of pages) expect(JSON.parse(page)).toMatchObject({ id: 7, raisedMoney: 100 });
  });

  it('start from the page the day’s watchers have, with the server’s clock of now, without a read', async () => {
    openHub();
    const starting = hub.first(7, 'zh_CN');
    answerReads();
    const first = await starting;
    const watcher = new Phone();
    await hub.open(watcher as unknown as ServerResponse, 7, 'zh_CN', first, '10.0.0.1');
    expect(watcher.chunks[0]).toContain('"raisedMoney":100');

    const joining = Promise.all(Array.from({ length: 100 }, () => hub.first(7, 'zh_CN')));
    // (Answered, should any of them have read.)
    answerReads();
    const joined = await joining;
    expect(reads).toHaveLength(1);
    const page = JSON.parse(joined[0] ?? '{}') as TGivingDayDetail;
    expect(page.raisedMoney).toBe(100);
    expect(page.serverTime).not.toBe('2026-12-06 10:00:00');
    expect(Math.abs(Date.parse(`${page.serverTime.replace(' ', 'T')}+08:00`) - Date.now())).toBeLessThan(
      5_000,
    );

    // Another language is another page: read once for it.
    const english = hub.first(7, 'English');
    answerReads();
    await english;
    expect(reads.map((read) => read.language)).toEqual(['zh_CN', 'English']);
    watcher.end();
    expect(hub.size).toBe(0);
  });

  it('a failed read refuses the phones that waited on it, and the next phone reads again', async () => {
    openHub(true);
    const joining = [hub.first(7, 'zh_CN'), hub.first(7, 'zh_CN')];
    answerReads();
    for (const result of await Promise.allSettled(joining)) expect(result.status).toBe('rejected');
    const again = hub.first(7, 'zh_CN');
    answerReads();
    await expect(again).rejects.toThrow('database away');
    expect(reads).toHaveLength(2);
  });
});
