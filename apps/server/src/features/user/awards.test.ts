import { DONATEU } from '@alma/shared/api/spec-paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createItem, createUser } from '../../../test/fixtures.ts';
import { createDonation, createTogether } from '../../../test/items-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createAward } from '../../../test/user-fixtures.ts';

type Award = {
  id: number;
  name: string;
  picture: string;
  description: string;
  recordCount: number;
  ranking: number | null;
  awardTime: string;
};

const LIST = `${DONATEU}/user/center/awardList`;
const DETAIL = `${DONATEU}/user/center/awardDetail`;

let t: TestApp;
let alice: { userId: number; token: string };
let bob: { userId: number; token: string };
let newcomer: { userId: number; token: string };
const ids: Record<string, number> = {};

// 2026-03-01 10:00:00 in Shanghai is 02:00 UTC.
const shanghai = (day: number, hour: number) => new Date(Date.UTC(2026, 2, day, hour - 8, 0, 0));

beforeAll(async () => {
  t = await createTestApp();
  alice = await createUser(t.deps);
  bob = await createUser(t.deps);
  newcomer = await createUser(t.deps);
  const [a, b] = [await createItem(t.deps), await createItem(t.deps)];
  // Inserted out of order: the rules follow payment time, not insertion order.
  await createDonation(t.deps, { userId: alice.userId, itemsId: b, moneyFen: 60000, paidAt: shanghai(3, 9) });
  await createDonation(t.deps, {
    userId: alice.userId,
    itemsId: a,
    moneyFen: 50000,
    paidAt: shanghai(1, 10),
  });
  await createDonation(t.deps, { userId: alice.userId, itemsId: a, moneyFen: 900000, status: 'REFUNDED' });
  await createDonation(t.deps, { userId: bob.userId, itemsId: a, moneyFen: 200000, paidAt: shanghai(2, 11) });
  await createDonation(t.deps, { userId: bob.userId, itemsId: a, moneyFen: 900000, status: 'PENDING' });
  await createTogether(t.deps, { userId: bob.userId, itemsId: a, createdAt: shanghai(4, 12) });

  ids.second = await createAward(t.deps, {
    name: '再次捐赠',
    ruleKind: 'donate_count',
    ruleThreshold: 2,
    sort: 2,
  });
  ids.first = await createAward(t.deps, {
    name: '初次捐赠',
    ruleKind: 'donate_count',
    ruleThreshold: 1,
    sort: 1,
  });
  ids.thousand = await createAward(t.deps, {
    name: '千元善举',
    ruleKind: 'donate_money_fen',
    ruleThreshold: 100000,
    sort: 3,
  });
  ids.items = await createAward(t.deps, {
    name: '博爱之心',
    ruleKind: 'items_count',
    ruleThreshold: 2,
    sort: 4,
  });
  ids.launch = await createAward(t.deps, {
    name: '一呼百应',
    nameEn: 'Rallying Call',
    descriptionEn: 'Launch a together donation.',
    ruleKind: 'together_launch',
    ruleThreshold: 1,
    sort: 5,
  });
});
afterAll(() => t.close());

describe('user/center/awardList', () => {
  it('lists every award in order with what this user has earned and when', async () => {
    const answer = await t.get<Award[]>(LIST, {}, { token: alice.token });
    expect(answer.code).toBe(0);
    expect(answer.data.map((award) => [award.name, award.recordCount, award.awardTime])).toEqual([
      ['初次捐赠', 1, '2026-03-01 10:00:00'],
      ['再次捐赠', 1, '2026-03-03 09:00:00'],
      ['千元善举', 1, '2026-03-03 09:00:00'],
      ['博爱之心', 1, '2026-03-03 09:00:00'],
      ['一呼百应', 0, ''],
    ]);
    expect(answer.data[0]).toMatchObject({ id: ids.first, description: '说明' });
    expect(answer.data[0]?.picture).toMatch(/^\/files\//);
  });

  it('ranks the user among donors by the award’s measure, and not at all without one', async () => {
    const alices = await t.get<Award[]>(LIST, {}, { token: alice.token });
    const bobs = await t.get<Award[]>(LIST, {}, { token: bob.token });
    const rank = (list: Award[]) => Object.fromEntries(list.map((award) => [award.name, award.ranking]));
    // Alice: 2 paid donations, 1100 yuan, 2 projects. Bob: 1 donation, 2000 yuan, 1 project, 1 launch.
    expect(rank(alices.data)).toEqual({ 初次捐赠: 1, 再次捐赠: 1, 千元善举: 2, 博爱之心: 1, 一呼百应: null });
    expect(rank(bobs.data)).toEqual({ 初次捐赠: 2, 再次捐赠: 2, 千元善举: 1, 博爱之心: 2, 一呼百应: 1 });
    expect(bobs.data.map((award) => award.recordCount)).toEqual([1, 0, 1, 0, 1]);
    expect(bobs.data[4]?.awardTime).toBe('2026-03-04 12:00:00');
  });

  it('shows a newcomer every award unearned', async () => {
    const answer = await t.get<Award[]>(LIST, {}, { token: newcomer.token });
    expect(answer.data).toHaveLength(5);
    expect(answer.data.every((a) => a.recordCount === 0 && a.ranking === null && a.awardTime === '')).toBe(
      true,
    );
  });

  it('needs a token', async () => {
    expect((await t.get(LIST)).code).toBe(-997);
  });
});

describe('user/center/awardDetail', () => {
  it('answers one award as it stands for the user', async () => {
    const answer = await t.get<Award>(DETAIL, { awardId: ids.thousand }, { token: alice.token });
    expect(answer.data).toEqual({
      id: ids.thousand,
      name: '千元善举',
      picture: '/files/award/202601/award-picture-000001.png',
      description: '说明',
      recordCount: 1,
      ranking: 2,
      awardTime: '2026-03-03 09:00:00',
    });
  });

  it('answers not found for an unknown award and -1 without an id', async () => {
    expect(await t.get(DETAIL, { awardId: 999_999 }, { token: alice.token })).toMatchObject({
      code: -1,
      message: '内容不存在',
    });
    expect(await t.get(DETAIL, {}, { token: alice.token })).toMatchObject({
      code: -1,
      message: '缺少参数：awardId',
    });
    expect((await t.get(DETAIL, { awardId: ids.first })).code).toBe(-997);
  });
});

describe('awards in English', () => {
  it('answer the English name and description staff gave, and the Chinese where they gave none', async () => {
    const list = await t.get<Award[]>(LIST, {}, { token: bob.token, language: 'English' });
    const launch = list.data.find((award) => award.id === ids.launch);
    expect(launch).toMatchObject({ name: 'Rallying Call', description: 'Launch a together donation.' });
    expect(list.data.find((award) => award.id === ids.first)).toMatchObject({
      name: '初次捐赠',
      description: '说明',
    });
    const detail = await t.get<Award>(
      DETAIL,
      { awardId: ids.launch },
      { token: bob.token, language: 'English' },
    );
    expect(detail.data).toMatchObject({ name: 'Rallying Call', recordCount: 1, ranking: 1 });
    const chinese = await t.get<Award>(DETAIL, { awardId: ids.launch }, { token: bob.token });
    expect(chinese.data.name).toBe('一呼百应');
  });
});
