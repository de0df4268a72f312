import type { TGiftMatch } from '@alma/shared/api/giving-days';
import { createElement } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { quoteLines } from '../lib/gift-match.ts';
import { renderHtml, useTestLanguage, visibleText } from '../test/static-render.tsx';
import { GiftMatchNote } from './gift-match-note.tsx';

const match = (fields: Partial<TGiftMatch>): TGiftMatch => ({
  poolId: 1,
  sponsor: '校友会',
  matchMoney: 1200,
  fullMoney: 1200,
  shortfall: 'none',
  batched: false,
  batchTime: null,
  ...fields,
});

const say = (matches: TGiftMatch[], tense: 'estimate' | 'held' = 'estimate') =>
  visibleText(renderHtml(createElement(GiftMatchNote, { lines: quoteLines(matches), tense })));

const CODES = /minimum|donorGifts|giftCap|donorCap|pool\b|batched|RESERVED|CONFIRMED|none/;

describe('GiftMatchNote in Chinese', () => {
  beforeAll(() => useTestLanguage('zh-CN'));

  it('shows nothing without matches', () => {
    expect(renderHtml(createElement(GiftMatchNote, { lines: [], tense: 'estimate' }))).toBe('');
  });

  it('says the estimate with the sum and the sponsor', () => {
    expect(say([match({})])).toBe('预计您的捐赠将获配捐 ¥1,200.00（校友会）');
  });

  it('says the held match on the success page', () => {
    expect(say([match({ matchMoney: 88.8 })], 'held')).toBe('您的捐赠已获配捐 ¥88.80（校友会）');
  });

  it.each([
    ['minimum', 0, '本笔捐赠不获校友会配捐 低于最低配捐金额'],
    ['donorGifts', 0, '本笔捐赠不获校友会配捐 您今天获配捐的捐赠笔数已用完'],
    ['giftCap', 500, '预计您的捐赠将获配捐 ¥500.00（校友会） 每笔捐赠的配捐有上限（按比例应为 ¥1,200.00）'],
    ['donorCap', 300, '预计您的捐赠将获配捐 ¥300.00（校友会） 已达到您的配捐上限'],
    ['pool', 20, '预计您的捐赠将获配捐 ¥20.00（校友会） 配捐池即将用完，仅部分配捐'],
    ['pool', 0, '本笔捐赠不获校友会配捐 配捐池已用完'],
  ] as const)('says a %s shortfall in words', (shortfall, matchMoney, words) => {
    const text = say([match({ shortfall, matchMoney })]);
    expect(text).toBe(words);
    expect(text).not.toMatch(CODES);
  });

  it('says a batched gift is matched pro rata when the fair-release window ends', () => {
    expect(say([match({ matchMoney: 0, batched: true, batchTime: '2026-05-20 10:01:00' })])).toBe(
      '您的捐赠将获校友会按比例配捐，金额在 10:01 公平配捐窗口结束时确定',
    );
  });
});

describe('GiftMatchNote in English', () => {
  beforeAll(() => useTestLanguage('en'));

  it.each([
    [{}, 'Estimate: your gift will be matched ¥1,200.00 by Alumni Fund'],
    [
      { shortfall: 'minimum', matchMoney: 0 },
      'This gift is not matched by Alumni Fund It is below the minimum matched gift',
    ],
    [
      { shortfall: 'donorGifts', matchMoney: 0 },
      "This gift is not matched by Alumni Fund You have used today's matched gifts",
    ],
    [
      { shortfall: 'giftCap', matchMoney: 500 },
      'Estimate: your gift will be matched ¥500.00 by Alumni Fund Matches are capped per gift (the ratio alone would give ¥1,200.00)',
    ],
    [
      { shortfall: 'donorCap', matchMoney: 300 },
      'Estimate: your gift will be matched ¥300.00 by Alumni Fund Your match limit is reached',
    ],
    [
      { shortfall: 'pool', matchMoney: 20 },
      'Estimate: your gift will be matched ¥20.00 by Alumni Fund The pool is running out: only part of your gift is matched',
    ],
    [{ shortfall: 'pool', matchMoney: 0 }, 'This gift is not matched by Alumni Fund The pool has run out'],
    [
      { matchMoney: 0, batched: true, batchTime: '2026-05-20 10:01:00' },
      'Your gift will be matched by Alumni Fund pro rata when the fair-release window ends at 10:01',
    ],
  ] as const)('%j → %s', (fields, words) => {
    expect(say([match({ sponsor: 'Alumni Fund', ...fields })])).toBe(words);
  });
});
