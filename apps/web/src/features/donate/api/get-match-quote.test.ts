import { describe, expect, it, vi } from 'vitest';

type Call = [path: string, query: unknown, options: unknown];
const calls: Call[] = [];
vi.mock('../../../lib/api-client.ts', () => ({
  apiGet: async (...call: Call) => {
    calls.push(call);
    return { givingDayId: null, matches: [] };
  },
}));

const { getMatchQuote } = await import('./get-match-quote.ts');

describe('getMatchQuote', () => {
  it('asks with the project and the yuan amount, quietly (a failure shows no toast)', async () => {
    expect(await getMatchQuote(9, 100.5)).toEqual({ givingDayId: null, matches: [] });
    expect(calls).toEqual([
      [
        '/uplus-foundation/app/v1/donateu/givingDay/matchQuote',
        { itemsId: 9, money: 100.5 },
        { quiet: true },
      ],
    ]);
  });
});
