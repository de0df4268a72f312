import { beforeEach, describe, expect, it, vi } from 'vitest';

type Call = [path: string, query: unknown, options: unknown];
const calls: Call[] = [];
let answer: () => Promise<unknown> = async () => null;
vi.mock('../../../lib/api-client.ts', () => ({
  apiGet: (...call: Call) => {
    calls.push(call);
    return answer();
  },
}));

const { BalanceUnreadable, getCardBalance } = await import('./get-card-balance.ts');

const answering = (value: unknown) => {
  answer = async () => value;
};

beforeEach(() => {
  calls.length = 0;
});

describe('getCardBalance', () => {
  it('asks with the card number and password, quietly, and answers fen', async () => {
    answering(123.45);
    expect(await getCardBalance({ stuWorkNo: ' 20230001 ', passwork: '150012' })).toBe(12_345);
    expect(calls).toEqual([
      [
        '/uplus-foundation/app/v1/donateu/items/getCardBlance',
        { stuWorkNo: '20230001', passwork: '150012' },
        { quiet: true },
      ],
    ]);
  });

  it.each<[unknown, number]>([
    [0, 0],
    ['5.00', 500],
    [500, 50_000],
  ])('reads %j as %i fen', async (value, fen) => {
    answering(value);
    expect(await getCardBalance({ stuWorkNo: '1', passwork: '2' })).toBe(fen);
  });

  it.each([null, -1, 'abc', { balance: 5 }])('refuses an answer that is no balance: %j', async (value) => {
    answering(value);
    await expect(getCardBalance({ stuWorkNo: '1', passwork: '2' })).rejects.toBeInstanceOf(BalanceUnreadable);
  });

  it('passes the server refusal on', async () => {
    const refusal = new Error('读取余额失败');
    answer = () => Promise.reject(refusal);
    await expect(getCardBalance({ stuWorkNo: '1', passwork: '2' })).rejects.toBe(refusal);
  });
});
