import type { TInsertTogetherBody, TLaunchDetail, TTogetherDetail } from '@alma/shared/api/together';
import { toWireDate } from '@alma/shared/dates/wire-date';
import { AppError } from '@alma/shared/errors/app-error';
import type { Language } from '@alma/shared/i18n/language';
import { pickText } from '@alma/shared/i18n/pick-text';
import { translate } from '@alma/shared/i18n/server-messages';
import { fenToYuan } from '@alma/shared/money/money';
import { progressPercent } from '@alma/shared/validation/display';
import { checkTogetherLaunch, type LaunchOptions } from '@alma/shared/validation/together-launch';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/envelope.ts';
import { checkDonatePermission } from '../items/service.ts';
import { hitOrRefuse, type RateWindow } from '../rate-limit/service.ts';
import {
  CANCELLED_TOGETHER,
  cancelOwnTogether,
  findLaunchItem,
  findTogether,
  insertTogether,
  type LaunchItemRow,
} from './repository.ts';

/** Fundraisers a person may start: plenty for anyone, a wall for a script filling share pages. */
const LAUNCH_WINDOWS: readonly RateWindow[] = [
  { ms: 60 * 60 * 1000, limit: 10 },
  { ms: 24 * 60 * 60 * 1000, limit: 30 },
];

const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);

/** The project's texts staff may give in English, in the reader's language. */
function itemTexts(item: LaunchItemRow | TogetherRow, language: Language) {
  return {
    itemsName: pickText(language, item.itemsName, item.itemsNameEn),
    materialName: pickText(language, item.materialName, item.materialNameEn),
    materialUnit: pickText(language, item.materialUnit, item.materialUnitEn),
  };
}

/** The schema's defaults stand for a project whose staff never set its together options. */
function optionsOf(
  item: LaunchItemRow,
): LaunchOptions & { moneyList: Array<{ title: string; moneyFen: number }> } {
  const moneyList = item.moneyList ?? [];
  return {
    sloganList: item.sloganList ?? [],
    moneyList,
    moneyListFen: moneyList.map((chip) => chip.moneyFen),
    isHandMoney: item.isHandMoney ?? true,
    isNoTarget: item.isNoTarget ?? true,
  };
}

/**
 * A project a fundraiser can be started for: it exists, takes donations, has together on, and
 * (alumni-only projects) the user may donate to it — the same check as donating.
 */
async function requireLaunchable(db: Db, itemsId: number, userId: number): Promise<LaunchItemRow> {
  const item = await findLaunchItem(db, itemsId);
  if (!item) throw notFound();
  if (!item.isDonateTogether || item.itemsType !== 1) throw new AppError('FORBIDDEN', 'together.notOpen');
  if (!item.isDonate) throw new AppError('FORBIDDEN', 'donate.closed');
  if (item.isAlumni) await checkDonatePermission(db, item.itemsId, userId);
  return item;
}

export async function getLaunchDetail(
  db: Db,
  itemsId: number,
  userId: number,
  language: Language,
): Promise<TLaunchDetail> {
  const item = await requireLaunchable(db, itemsId, userId);
  const options = optionsOf(item);
  const texts = itemTexts(item, language);
  return {
    itemsId: item.itemsId,
    itemsName: texts.itemsName,
    thumbnailImg: item.thumbnailImg,
    crowdType: item.crowdType,
    materialName: texts.materialName,
    materialUnit: texts.materialUnit,
    materialPrice: fenToYuan(item.materialPriceFen),
    sloganList: [...options.sloganList],
    moneyList: options.moneyList.map(({ title, moneyFen }) => ({ title, money: fenToYuan(moneyFen) })),
    isHandMoney: flag(options.isHandMoney),
    isNoTarget: flag(options.isNoTarget),
  };
}

export async function launchTogether(
  db: Db,
  userId: number,
  body: TInsertTogetherBody,
  now = new Date(),
): Promise<{ id: number }> {
  const item = await requireLaunchable(db, body.itemsId, userId);
  const checked = checkTogetherLaunch(body, optionsOf(item));
  if (!checked.ok) throw new AppError('INVALID_REQUEST', checked.key);
  const values = {
    itemsId: item.itemsId,
    userId,
    sponsor: checked.sponsor,
    slogan: checked.slogan,
    targetMoneyFen: checked.targetFen,
    isNoTarget: checked.targetFen === 0,
  };
  // The limit's hit commits with the fundraiser: a refused launch leaves nothing behind.
  const id = await db.transaction(async (tx) => {
    await hitOrRefuse(tx, `together:user:${userId}`, LAUNCH_WINDOWS, now);
    return insertTogether(tx, values);
  });
  return { id };
}

type TogetherRow = NonNullable<Awaited<ReturnType<typeof findTogether>>>;

/** Why no one can donate into the fundraiser now, or null when they can. */
function closedReason(row: TogetherRow, language: Language): string | null {
  if (row.status === CANCELLED_TOGETHER) return translate(language, 'together.cancelledReason');
  if (!row.isDonate) return row.noReason || translate(language, 'donate.closed');
  if (!row.isDonateTogether || row.itemsType !== 1) return translate(language, 'together.notOpen');
  return null;
}

/** A public read (the share link); only isMine depends on who asks. */
export async function getTogetherDetail(
  db: Db,
  id: number,
  viewerId: number | null,
  language: Language,
): Promise<TTogetherDetail> {
  const row = await findTogether(db, id);
  if (!row) throw notFound();
  const reason = closedReason(row, language);
  const hasTarget = !row.isNoTarget && row.targetMoneyFen > 0;
  const texts = itemTexts(row, language);
  return {
    id: row.id,
    itemsId: row.itemsId,
    itemsName: texts.itemsName,
    thumbnailImg: row.thumbnailImg,
    sponsor: row.sponsor,
    slogan: row.slogan,
    avatar: row.avatar,
    targetMoney: fenToYuan(hasTarget ? row.targetMoneyFen : 0),
    completeMoney: fenToYuan(row.completeMoneyFen),
    completeMaterialNumber: row.completeMaterialNumber,
    participants: row.participants,
    isTarget: flag(hasTarget),
    progress: hasTarget ? progressPercent(row.completeMoneyFen, row.targetMoneyFen) : 0,
    crowdType: row.crowdType,
    materialName: texts.materialName,
    materialUnit: texts.materialUnit,
    materialPrice: fenToYuan(row.materialPriceFen),
    isDonate: flag(reason === null),
    noReason: reason ?? '',
    isCancelled: flag(row.status === CANCELLED_TOGETHER),
    isAlumni: flag(row.isAlumni),
    isMine: flag(viewerId !== null && viewerId === row.userId),
    createDate: toWireDate(row.createdAt) ?? '',
  };
}

/** Only the sponsor can cancel; anyone else's id is "not found" (DESIGN.md §8). */
export async function cancelTogether(db: Db, id: number, userId: number): Promise<void> {
  if (!(await cancelOwnTogether(db, id, userId))) throw notFound();
}
