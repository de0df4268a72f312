import type { TGivingDayDetail, TGivingDayPool } from '@alma/shared/api/giving-days';
import { createElement } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderHtml, useTestLanguage, visibleText } from '../../../test/static-render.tsx';
import { ChallengesSection } from './challenges-section.tsx';
import { ContestsSection } from './contests-section.tsx';
import { DayHeader } from './day-header.tsx';
import { DayProjects } from './day-projects.tsx';
import { Leaderboards } from './leaderboards.tsx';
import { PoolsSection } from './pools-section.tsx';
import '../messages.ts';

const pool: TGivingDayPool = {
  id: 1,
  sponsor: '校友会',
  sizeMoney: 100_000,
  leftMoney: 25_000,
  ratioPercent: 100,
  minGiftMoney: 10,
  giftCapMoney: 1000,
  donorCapMoney: 2000,
  donorGiftsPerDay: 3,
  openTime: '2026-05-20 10:00:00',
  closeTime: '2026-05-20 22:00:00',
  fairReleaseSeconds: 30,
  batchSharedTime: null,
  itemNames: ['图书馆', '体育馆'],
  donorFieldLabel: '学院',
  donorValueLabels: ['文学院', '理学院'],
  state: 'live',
};

const detail: TGivingDayDetail = {
  id: 7,
  name: '校庆募捐日',
  intro: '一起为母校加油',
  startTime: '2026-05-20 10:00:00',
  endTime: '2026-05-20 22:00:00',
  state: 'live',
  goalMoney: 0,
  raisedMoney: 12_345.6,
  matchedMoney: 5000,
  donors: 321,
  serverTime: '2026-05-20 12:00:00',
  challengeMoney: 2000,
  gifts: 400,
  items: [{ id: 3, name: '图书馆', cover: '', raisedMoney: 8000, matchedMoney: 3000 }],
  pools: [pool],
  challenges: [
    {
      id: 1,
      sponsor: '某企业',
      itemId: 3,
      itemName: '图书馆',
      goalKind: 'donors',
      goal: 200,
      progress: 150,
      amountMoney: 10_000,
      startTime: '2026-05-20 10:00:00',
      endTime: '2026-05-20 22:00:00',
      met: false,
      metTime: null,
      state: 'live',
      donorFieldLabel: '入学年份',
      donorValueLabels: ['1986'],
    },
  ],
  boards: [
    { key: 'project', title: '项目榜', rows: [{ name: '图书馆', money: 8000, donors: 200 }] },
    { key: 'college', title: '学院榜', rows: [] },
  ],
  contests: [
    {
      id: 1,
      title: '午间冲刺',
      prize: '校长签名明信片',
      board: 'college',
      boardTitle: '学院榜',
      metric: 'donors',
      startTime: '2026-05-20 10:00:00',
      endTime: '2026-05-20 14:00:00',
      hourStart: '2026-05-20 12:00:00',
      hourEnd: '2026-05-20 13:00:00',
      top: [{ name: '文学院', money: 3000, donors: 40 }],
      winners: [{ hourStart: '2026-05-20 11:00:00', name: '理学院', money: 2000, donors: 30 }],
      state: 'live',
    },
  ],
  boardsPaused: false,
  orderLimit: { orders: 20, minutes: 10 },
};

const text = (element: Parameters<typeof renderHtml>[0]) => visibleText(renderHtml(element));
/** Codes a donor must never read: states, shortfalls, field keys. */
const CODES = /\b(upcoming|live|ended|donors|money|project|college|goalKind|ratioPercent)\b/;

describe('the giving day page in Chinese', () => {
  beforeAll(() => useTestLanguage('zh-CN'));

  it('shows the totals apart, the donors, and no goal bar without a goal', () => {
    const html = renderHtml(createElement(DayHeader, { detail, offsetMs: 0 }));
    const words = visibleText(html);
    expect(words).toContain('捐赠人已捐 ¥12,345.60');
    expect(words).toContain('赞助方配捐 ¥5,000.00');
    expect(words).toContain('挑战解锁 ¥2,000.00');
    expect(words).toContain('捐赠人数 321');
    expect(html).not.toContain('role="progressbar"');
    expect(words).not.toMatch(CODES);
  });

  it('draws the goal bar from donors’ gifts when there is a goal', () => {
    const html = renderHtml(
      createElement(DayHeader, { detail: { ...detail, goalMoney: 50_000 }, offsetMs: 0 }),
    );
    expect(html).toContain('aria-valuenow="24.6"');
    expect(visibleText(html)).toContain('目标 ¥50,000.00');
  });

  it('links each project to its donate form, its figures apart', () => {
    const html = renderHtml(createElement(DayProjects, { items: detail.items }));
    expect(html).toContain('href="/form?id=3"');
    expect(visibleText(html)).toContain('图书馆 捐赠 ¥8,000.00 · 配捐 ¥3,000.00 去捐赠');
  });

  it('says a pool’s rules, what is left, and how matching is kept fair', () => {
    const html = renderHtml(
      createElement(PoolsSection, { pools: [pool], orderLimit: { orders: 20, minutes: 10 } }),
    );
    const words = visibleText(html);
    for (const line of [
      '每位捐赠人每10分钟最多下单20笔。',
      '校友会配捐',
      '剩余 ¥25,000.00 / 共 ¥100,000.00',
      '每捐1元配捐1元',
      '单笔捐赠满 ¥10.00 才获配捐',
      '每位捐赠人每天最多 3 笔捐赠获配捐',
      '每笔捐赠最多配捐 ¥1,000.00',
      '每位捐赠人累计最多获配捐 ¥2,000.00',
      '仅限项目：图书馆、体育馆',
      '仅限学院为文学院或理学院的捐赠人',
      '配捐时间：2026-05-20 10:00 至 2026-05-20 22:00',
      '配捐开放后前30秒内下单的捐赠，在这段时间结束时一起按比例配捐（不是先到先得）',
      '配捐额度在您下单时预留，支付成功后确认；订单过期或取消时释放，捐赠退款时收回。',
    ]) {
      expect(words).toContain(line);
    }
    expect(html).toContain('aria-valuenow="25"');
    expect(words).not.toMatch(CODES);
  });

  it('says a challenge’s goal, progress and what it unlocks', () => {
    const words = text(createElement(ChallengesSection, { challenges: detail.challenges }));
    expect(words).toContain('图书馆达到200位捐赠人，某企业将捐出 ¥10,000.00');
    expect(words).toContain('150 / 200 位捐赠人');
    expect(words).toContain('未达成，达成后解锁 ¥10,000.00');
    // A challenge of some donors says whose gifts count.
    expect(words).toContain('仅限入学年份为1986的捐赠人');
    const met = text(
      createElement(ChallengesSection, {
        challenges: [{ ...detail.challenges[0]!, goalKind: 'money', goal: 5000, progress: 5200, met: true }],
      }),
    );
    expect(met).toContain('图书馆筹款达到 ¥5,000.00');
    expect(met).toContain('已达成，解锁 ¥10,000.00');
  });

  it('ranks a board’s rows under one tab per board', () => {
    const html = renderHtml(createElement(Leaderboards, { boards: detail.boards, paused: false }));
    expect(html.match(/role="tab"/g)).toHaveLength(2);
    expect(visibleText(html)).toContain('项目榜 学院榜 名次 名称 金额 人数 1 图书馆 ¥8,000.00 200');
  });

  it('hides the boards with a short note while they are paused', () => {
    const words = text(createElement(Leaderboards, { boards: [], paused: true }));
    expect(words).toBe('排行榜 排行榜暂停更新，稍后恢复');
  });

  it('shows a contest’s prize, the hour running and its top, and past winners', () => {
    const words = text(createElement(ContestsSection, { contests: detail.contests }));
    expect(words).toContain('奖品：校长签名明信片');
    expect(words).toContain('学院榜 · 按捐赠人数排名');
    expect(words).toContain('本时段 12:00–13:00');
    expect(words).toContain('1 文学院 ¥3,000.00 40');
    expect(words).toContain('11:00 起 理学院 ¥2,000.00 · 捐赠人数 30');
  });
});

describe('the giving day page in English', () => {
  beforeAll(() => useTestLanguage('en'));

  it('says the rules and the fair release in English', () => {
    const words = text(createElement(PoolsSection, { pools: [{ ...pool, fairReleaseSeconds: 300 }] }));
    for (const line of [
      'Matched by 校友会',
      '¥1 matched for every ¥1 given',
      'Only gifts of ¥10.00 or more are matched',
      'Matched gifts per donor per day: at most 3',
      'Only for donors whose 学院 is 文学院 or 理学院',
      'Gifts placed in the first 5 minutes after matching opens are matched together, pro rata',
      'not first come, first served',
    ]) {
      expect(words).toContain(line);
    }
  });
});
