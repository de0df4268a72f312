import type { TMatchQuote, TQuotedMatch } from '@alma/shared/api/giving-days';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQuoteAsker, estimateLines, QUOTE_WAIT_MS } from './match-quote.ts';

const quote = (matchMoney: number): TMatchQuote => ({
  givingDayId: 3,
  matches: [
    {
      poolId: 1,
      sponsor: '校友会',
      matchMoney,
      fullMoney: matchMoney,
      shortfall: 'none',
      batched: false,
      batchTime: null,
      scope: null,
    },
  ],
});

let asked: Array<[number, number]>;
let shown: TQuotedMatch[][];
let answer: (itemsId: number, money: number) => Promise<TMatchQuote>;

function asker() {
  return createQuoteAsker(
    (itemsId, money) => {
      asked.push([itemsId, money]);
      return answer(itemsId, money);
    },
    (matches) => shown.push(matches),
  );
}

const sums = () => shown.map((matches) => matches.map((match) => match.matchMoney));

beforeEach(() => {
  vi.useFakeTimers();
  asked = [];
  shown = [];
  answer = async (_itemsId, money) => quote(money);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createQuoteAsker', () => {
  it('asks once the amount has rested 400 ms, in yuan', async () => {
    const quotes = asker();
    quotes.amount(9, 10_050);
    await vi.advanceTimersByTimeAsync(QUOTE_WAIT_MS - 1);
    expect(asked).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(asked).toEqual([[9, 100.5]]);
    expect(sums()).toEqual([[100.5]]);
  });

  it('asks once for a burst of typing, for the last amount', async () => {
    const quotes = asker();
    for (const fen of [100, 1000, 10_000, 100_000]) {
      quotes.amount(9, fen);
      await vi.advanceTimersByTimeAsync(150);
    }
    await vi.advanceTimersByTimeAsync(QUOTE_WAIT_MS);
    expect(asked).toEqual([[9, 1000]]);
  });

  it('drops the answer for an amount since changed', async () => {
    const slow: Array<() => void> = [];
    answer = (_itemsId, money) => new Promise((resolve) => slow.push(() => resolve(quote(money))));
    const quotes = asker();
    quotes.amount(9, 5000);
    await vi.advanceTimersByTimeAsync(QUOTE_WAIT_MS);
    quotes.amount(9, 8000);
    await vi.advanceTimersByTimeAsync(QUOTE_WAIT_MS);
    slow[1]?.();
    slow[0]?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(sums()).toEqual([[80]]);
  });

  it('shows nothing when the call fails, and nothing is thrown', async () => {
    answer = () => Promise.reject(new Error('network'));
    const quotes = asker();
    quotes.amount(9, 5000);
    await vi.advanceTimersByTimeAsync(QUOTE_WAIT_MS);
    expect(shown).toEqual([[]]);
  });

  it('shows nothing for a project in no live giving day', async () => {
    answer = async () => ({ givingDayId: null, matches: [] });
    const quotes = asker();
    quotes.amount(9, 5000);
    await vi.advanceTimersByTimeAsync(QUOTE_WAIT_MS);
    expect(shown).toEqual([[]]);
  });

  it('clears at once, without asking, when there is no valid amount', async () => {
    const quotes = asker();
    quotes.amount(9, 0);
    await vi.advanceTimersByTimeAsync(QUOTE_WAIT_MS);
    expect(asked).toEqual([]);
    expect(shown).toEqual([[]]);
  });

  it('neither asks nor shows after it is stopped (the form went away)', async () => {
    const quotes = asker();
    quotes.amount(9, 5000);
    quotes.stop();
    await vi.advanceTimersByTimeAsync(QUOTE_WAIT_MS);
    expect(asked).toEqual([]);
    expect(shown).toEqual([]);
  });
});

describe('estimateLines', () => {
  const pool = (poolId: number, scope: TQuotedMatch['scope']): TQuotedMatch => ({
    poolId,
    sponsor: `池${poolId}`,
    matchMoney: 10,
    fullMoney: 10,
    shortfall: 'none',
    batched: false,
    batchTime: null,
    scope,
  });
  const matches = [pool(1, null), pool(2, { field: 'college', values: ['med', 'nurse'] })];

  it('keeps a pool for some donors when the answer on the form qualifies, as placing judges it', () => {
    expect(estimateLines(matches, { college: 'nurse' }).map((line) => line.sponsor)).toEqual(['池1', '池2']);
  });

  it('leaves it out for another answer or none, and keeps the pools for everyone', () => {
    expect(estimateLines(matches, { college: 'lit' }).map((line) => line.sponsor)).toEqual(['池1']);
    expect(estimateLines(matches, {}).map((line) => line.sponsor)).toEqual(['池1']);
  });
});
