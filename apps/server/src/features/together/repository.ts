import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { togetherSettings } from '../../db/schema/donation-forms.ts';
import { togethers } from '../../db/schema/donations.ts';
import { items } from '../../db/schema/items.ts';

export const ACTIVE_TOGETHER = 'active';
export const CANCELLED_TOGETHER = 'cancelled';

/** What decides whether a project can host a fundraiser, and what it offers. */
const ITEM_GATE = {
  itemsId: items.id,
  itemsName: items.name,
  itemsNameEn: items.nameEn,
  thumbnailImg: items.thumbnailImg,
  itemsType: items.itemsType,
  crowdType: items.crowdType,
  materialName: items.materialName,
  materialNameEn: items.materialNameEn,
  materialUnit: items.materialUnit,
  materialUnitEn: items.materialUnitEn,
  materialPriceFen: items.materialPriceFen,
  isDonate: items.isDonate,
  noReason: items.noReason,
  isDonateTogether: items.isDonateTogether,
  isAlumni: items.isAlumni,
};

/** A project with its together settings; a project without a settings row gets the defaults. */
export async function findLaunchItem(db: Db, itemsId: number) {
  const [row] = await db
    .select({
      ...ITEM_GATE,
      sloganList: togetherSettings.sloganList,
      moneyList: togetherSettings.moneyList,
      isHandMoney: togetherSettings.isHandMoney,
      isNoTarget: togetherSettings.isNoTarget,
    })
    .from(items)
    .leftJoin(togetherSettings, eq(togetherSettings.itemsId, items.id))
    .where(eq(items.id, itemsId));
  return row ?? null;
}
export type LaunchItemRow = NonNullable<Awaited<ReturnType<typeof findLaunchItem>>>;

export type NewTogether = {
  itemsId: number;
  userId: number;
  sponsor: string;
  slogan: string;
  targetMoneyFen: number;
  isNoTarget: boolean;
};

export async function insertTogether(db: Db | Tx, values: NewTogether): Promise<number> {
  const [row] = await db
    .insert(togethers)
    .values({ ...values, status: ACTIVE_TOGETHER })
    .returning({ id: togethers.id });
  if (!row) throw new Error('together not stored');
  return row.id;
}

/** A fundraiser with its project and its sponsor's avatar; cancelled ones too (share links live on). */
export async function findTogether(db: Db, id: number) {
  const [row] = await db
    .select({
      ...ITEM_GATE,
      id: togethers.id,
      userId: togethers.userId,
      sponsor: togethers.sponsor,
      slogan: togethers.slogan,
      isNoTarget: togethers.isNoTarget,
      targetMoneyFen: togethers.targetMoneyFen,
      completeMoneyFen: togethers.completeMoneyFen,
      completeMaterialNumber: togethers.completeMaterialNumber,
      participants: togethers.participants,
      status: togethers.status,
      createdAt: togethers.createdAt,
      avatar: users.avatar,
    })
    .from(togethers)
    .innerJoin(items, eq(items.id, togethers.itemsId))
    .innerJoin(users, eq(users.id, togethers.userId))
    .where(eq(togethers.id, id));
  return row ?? null;
}

/**
 * Cancels the sponsor's own fundraiser (again is harmless). False when it is not theirs or does not
 * exist. The order path only accepts active fundraisers, so no new order can name it afterwards.
 */
export async function cancelOwnTogether(db: Db, id: number, userId: number): Promise<boolean> {
  const rows = await db
    .update(togethers)
    .set({ status: CANCELLED_TOGETHER })
    .where(and(eq(togethers.id, id), eq(togethers.userId, userId)))
    .returning({ id: togethers.id });
  return rows.length > 0;
}
