import type {
  TBoardRow,
  TGivingDayBoard,
  TGivingDayChallenge,
  TGivingDayContest,
  TGivingDayDetail,
  TGivingDayPool,
  TGivingDayState,
  TGivingDaySummary,
} from '@alma/shared/api/giving-days';
import { toWireDate } from '@alma/shared/dates/wire-date';
import type { Language } from '@alma/shared/i18n/language';
import { pickText } from '@alma/shared/i18n/pick-text';
import { fenToYuan } from '@alma/shared/money/money';
import type { FormField } from '@alma/shared/validation/form-fields';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/envelope.ts';
import {
  type BoardEntry,
  boardOf,
  challengeMoneyOf,
  challengeProgress,
  challengesOf,
  contestsOf,
  dayItemsOf,
  findGivingDay,
  formFieldsOf,
  fundraiserNames,
  type GivingDayRow,
  giftTotalsOf,
  hourlyLeaders,
  listGivingDays,
  matchedPerItem,
  poolItemsOf,
  poolsOf,
  projectNames,
} from './repository.ts';

/** How many rows a board shows, and a contest's hour. */
export const BOARD_ROWS = 10;
export const CONTEST_TOP = 5;
const HOUR_MS = 60 * 60 * 1000;

const wire = (at: Date) => toWireDate(at) ?? '';

export function stateAt(window: { startsAt: Date; endsAt: Date }, now: Date): TGivingDayState {
  if (now < window.startsAt) return 'upcoming';
  return now < window.endsAt ? 'live' : 'ended';
}

/** The giving days, newest first, with what each has raised. */
export async function givingDayList(
  db: Db,
  query: { limit: number; offset: number },
  now = new Date(),
): Promise<{ rows: TGivingDaySummary[]; total: number }> {
  const { rows, total } = await listGivingDays(db, query.limit, query.offset);
  const summaries = await Promise.all(rows.map((day) => summaryOf(db, day, now)));
  return { rows: summaries, total };
}

async function summaryOf(db: Db, day: GivingDayRow, now: Date): Promise<TGivingDaySummary> {
  const [totals, pools] = await Promise.all([giftTotalsOf(db, day), poolsOf(db, [day.id])]);
  return {
    id: day.id,
    name: day.name,
    intro: day.intro,
    startTime: wire(day.startsAt),
    endTime: wire(day.endsAt),
    state: stateAt(day, now),
    goalMoney: fenToYuan(day.goalFen),
    raisedMoney: fenToYuan(totals.moneyFen),
    matchedMoney: fenToYuan(pools.reduce((sum, pool) => sum + pool.confirmedFen, 0)),
    donors: totals.donors,
  };
}

/**
 * A giving day as its page shows it: totals (donors' gifts, matched, challenges' sums apart), its
 * projects, pools with what is left and their published rules, challenges with their progress,
 * boards and hourly contests (none while staff pause them under load). One read for the page, the
 * static fallback and every push of the stream.
 */
export async function givingDayDetail(
  db: Db,
  id: number,
  language: Language,
  orderLimit: TGivingDayDetail['orderLimit'],
  now = new Date(),
): Promise<TGivingDayDetail> {
  const day = await findGivingDay(db, id);
  if (!day) throw notFound();
  const [totals, dayItems, pools, challengeRows, contests, matchedByItem, challengeFen] = await Promise.all([
    giftTotalsOf(db, day),
    dayItemsOf(db, [day.id]),
    poolsOf(db, [day.id]),
    challengesOf(db, day.id),
    contestsOf(db, day.id),
    matchedPerItem(db, day.id),
    challengeMoneyOf(db, day.id),
  ]);
  const itemName = new Map(dayItems.map((item) => [item.id, pickText(language, item.name, item.nameEn)]));
  const fields = await formFieldsOf(
    db,
    dayItems.map((item) => item.id),
  );
  const words = fieldWords(fields, language);
  const poolItems = await poolItemsOf(
    db,
    pools.map((pool) => pool.id),
  );

  const poolViews: TGivingDayPool[] = pools.map((pool) => ({
    id: pool.id,
    sponsor: pool.sponsor,
    sizeMoney: fenToYuan(pool.sizeFen),
    leftMoney: fenToYuan(pool.sizeFen - pool.usedFen),
    ratioPercent: pool.ratioPercent,
    minGiftMoney: fenToYuan(pool.minGiftFen),
    giftCapMoney: pool.giftCapFen === null ? null : fenToYuan(pool.giftCapFen),
    donorCapMoney: pool.donorCapFen === null ? null : fenToYuan(pool.donorCapFen),
    donorGiftsPerDay: pool.donorGiftsPerDay,
    openTime: wire(pool.opensAt),
    closeTime: wire(pool.closesAt),
    fairReleaseSeconds: pool.fairReleaseSeconds,
    batchSharedTime: pool.batchSharedAt ? wire(pool.batchSharedAt) : null,
    itemNames: poolItems
      .filter((entry) => entry.poolId === pool.id)
      .map((entry) => itemName.get(entry.itemId) ?? ''),
    donorFieldLabel: pool.donorField === '' ? '' : words.title(pool.donorField),
    donorValueLabels: pool.donorValues.map((value) => words.value(pool.donorField, value)),
    state: stateAt({ startsAt: pool.opensAt, endsAt: pool.closesAt }, now),
  }));

  const challenges: TGivingDayChallenge[] = await Promise.all(
    challengeRows.map(async ({ challenge, itemName: name, itemNameEn }) => {
      const progress = await challengeProgress(db, challenge);
      const byDonors = challenge.unlockDonors !== null;
      return {
        id: challenge.id,
        sponsor: challenge.sponsor,
        itemId: challenge.itemId,
        itemName: pickText(language, name, itemNameEn),
        goalKind: byDonors ? 'donors' : 'money',
        goal: byDonors ? (challenge.unlockDonors ?? 0) : fenToYuan(challenge.unlockFen ?? 0),
        progress: byDonors ? progress.donors : fenToYuan(progress.moneyFen),
        amountMoney: fenToYuan(challenge.amountFen),
        startTime: wire(challenge.startsAt),
        endTime: wire(challenge.endsAt),
        met: challenge.metAt !== null,
        metTime: challenge.metAt ? wire(challenge.metAt) : null,
        state: stateAt(challenge, now),
        donorFieldLabel: challenge.donorField === '' ? '' : words.title(challenge.donorField),
        donorValueLabels: challenge.donorValues.map((value) => words.value(challenge.donorField, value)),
      };
    }),
  );

  const names = new BoardNames(db, words, itemName);
  const boards: TGivingDayBoard[] = [];
  const contestViews: TGivingDayContest[] = [];
  if (!day.boardsPaused) {
    for (const key of ['project', ...day.boardFields, 'fundraiser']) {
      const entries = await boardOf(db, day.id, key, { limit: BOARD_ROWS, order: 'money' });
      if (entries.length === 0 && key === 'fundraiser') continue;
      boards.push({ key, title: boardTitle(key, words, language), rows: await names.rows(key, entries) });
    }
    for (const contest of contests) {
      const live = stateAt(contest, now) === 'live';
      const hourStart = live ? new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS) : null;
      const hourEnd = hourStart
        ? new Date(Math.min(hourStart.getTime() + HOUR_MS, contest.endsAt.getTime()))
        : null;
      const metric = contest.metric === 'donors' ? 'donors' : 'money';
      const top = hourStart
        ? await boardOf(db, day.id, contest.board, {
            limit: CONTEST_TOP,
            order: metric,
            from: new Date(Math.max(hourStart.getTime(), contest.startsAt.getTime())),
            to: hourEnd ?? contest.endsAt,
          })
        : [];
      const finishedUntil = hourStart ?? (now < contest.startsAt ? contest.startsAt : contest.endsAt);
      const leaders =
        finishedUntil > contest.startsAt
          ? await hourlyLeaders(db, day.id, contest.board, metric, contest.startsAt, finishedUntil)
          : [];
      const leaderRows = await names.rows(contest.board, leaders);
      contestViews.push({
        id: contest.id,
        title: contest.title,
        prize: contest.prize,
        board: contest.board,
        boardTitle: boardTitle(contest.board, words, language),
        metric,
        startTime: wire(contest.startsAt),
        endTime: wire(contest.endsAt),
        hourStart: hourStart ? wire(hourStart) : null,
        hourEnd: hourEnd ? wire(hourEnd) : null,
        top: await names.rows(contest.board, top),
        winners: leaders.map((leader, index) => ({
          hourStart: wire(leader.hour),
          name: leaderRows[index]?.name ?? '',
          money: fenToYuan(leader.moneyFen),
          donors: leader.donors,
        })),
        state: stateAt(contest, now),
      });
    }
  }

  const matchedFen = pools.reduce((sum, pool) => sum + pool.confirmedFen, 0);
  return {
    id: day.id,
    name: day.name,
    intro: day.intro,
    startTime: wire(day.startsAt),
    endTime: wire(day.endsAt),
    state: stateAt(day, now),
    goalMoney: fenToYuan(day.goalFen),
    raisedMoney: fenToYuan(totals.moneyFen),
    matchedMoney: fenToYuan(matchedFen),
    donors: totals.donors,
    serverTime: wire(now),
    challengeMoney: fenToYuan(challengeFen),
    gifts: totals.gifts,
    items: dayItems.map((item) => ({
      id: item.id,
      name: itemName.get(item.id) ?? item.name,
      cover: item.thumbnail || item.cover,
      raisedMoney: fenToYuan(totals.perItem.get(item.id) ?? 0),
      matchedMoney: fenToYuan(matchedByItem.get(item.id) ?? 0),
    })),
    pools: poolViews,
    challenges,
    boards,
    contests: contestViews,
    boardsPaused: day.boardsPaused,
    orderLimit,
  };
}

type FieldWords = { title(field: string): string; value(field: string, value: string): string };

/** A donor field's label and its answers' words, from the first form of the day's projects that has it. */
function fieldWords(fields: readonly FormField[], language: Language): FieldWords {
  const byName = new Map<string, FormField>();
  for (const field of fields) if (!byName.has(field.fieldName)) byName.set(field.fieldName, field);
  return {
    title: (name) => {
      const field = byName.get(name);
      return field ? pickText(language, field.fieldShowName, field.fieldShowNameEn) : name;
    },
    value: (name, value) => {
      for (const field of fields) {
        if (field.fieldName !== name) continue;
        const option = field.optionList?.find((candidate) => String(candidate.id) === value);
        if (option) return pickText(language, option.title, option.titleEn);
      }
      return value;
    },
  };
}

function boardTitle(key: string, words: FieldWords, language: Language): string {
  if (key === 'project') return language === 'English' ? 'Projects' : '项目榜';
  if (key === 'fundraiser') return language === 'English' ? 'Fundraisers' : '一起捐榜';
  return words.title(key);
}

/** Names a board's keys: projects and fundraisers by their names, donor fields by their answers' words. */
class BoardNames {
  readonly #fundraisers = new Map<string, string>();
  readonly #projects = new Map<string, string>();

  constructor(
    private readonly db: Db,
    private readonly words: FieldWords,
    itemNames: Map<number, string>,
  ) {
    for (const [id, name] of itemNames) this.#projects.set(String(id), name);
  }

  async rows(board: string, entries: readonly BoardEntry[]): Promise<TBoardRow[]> {
    if (board === 'fundraiser') {
      const missing = entries
        .map((entry) => Number(entry.key))
        .filter((id) => !this.#fundraisers.has(String(id)));
      for (const row of await fundraiserNames(this.db, missing))
        this.#fundraisers.set(String(row.id), row.name);
    }
    if (board === 'project') {
      const missing = entries
        .map((entry) => Number(entry.key))
        .filter((id) => !this.#projects.has(String(id)));
      for (const row of await projectNames(this.db, missing)) this.#projects.set(String(row.id), row.name);
    }
    return entries.map((entry) => ({
      name:
        board === 'fundraiser'
          ? (this.#fundraisers.get(entry.key) ?? '')
          : board === 'project'
            ? (this.#projects.get(entry.key) ?? '')
            : this.words.value(board, entry.key),
      money: fenToYuan(entry.moneyFen),
      donors: entry.donors,
    }));
  }
}
