import { STANDING_ORDER_STATUSES } from '@alma/shared/orders/order-status';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { donationForms } from '../../db/schema/donation-forms.ts';
import { donations, togethers } from '../../db/schema/donations.ts';
import { items, subItems } from '../../db/schema/items.ts';

export type OrderRow = typeof donations.$inferSelect;
export type FormRow = typeof donationForms.$inferSelect;

/** The project with what the order checks need, and its form config (null: the defaults). */
export async function findDonatableItem(db: Db, itemsId: number) {
  const [row] = await db
    .select({
      form: donationForms,
      id: items.id,
      name: items.name,
      intro: items.intro,
      thumbnailImg: items.thumbnailImg,
      itemsType: items.itemsType,
      namingType: items.namingType,
      crowdType: items.crowdType,
      materialPriceFen: items.materialPriceFen,
      isDonate: items.isDonate,
      noReason: items.noReason,
      isSub: items.isSub,
      isFixMoney: items.isFixMoney,
      fixMoney: items.fixMoney,
      isHandMoney: items.isHandMoney,
      isAlumni: items.isAlumni,
    })
    .from(items)
    .leftJoin(donationForms, eq(donationForms.itemsId, items.id))
    .where(eq(items.id, itemsId));
  return row;
}

/** The sealed details of the user's newest orders, newest first. */
export async function listRecentSealedFormData(db: Db, userId: number, limit: number): Promise<string[]> {
  const rows = await db
    .select({ formData: donations.formData })
    .from(donations)
    .where(eq(donations.userId, userId))
    .orderBy(desc(donations.createdAt), desc(donations.id))
    .limit(limit);
  return rows.flatMap(({ formData }) => (typeof formData?.sealed === 'string' ? [formData.sealed] : []));
}

export async function listSubItemNames(db: Db, itemsId: number) {
  return db
    .select({ id: subItems.id, name: subItems.name, nameEn: subItems.nameEn })
    .from(subItems)
    .where(eq(subItems.itemsId, itemsId))
    .orderBy(subItems.sort, subItems.id);
}

export async function subItemBelongs(db: Db, itemsId: number, subItemsId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: subItems.id })
    .from(subItems)
    .where(and(eq(subItems.id, subItemsId), eq(subItems.itemsId, itemsId)));
  return row !== undefined;
}

/** An active fundraiser of the project, or undefined. */
export async function togetherOfItem(db: Db, itemsId: number, togetherId: number) {
  const [row] = await db
    .select({ id: togethers.id })
    .from(togethers)
    .where(and(eq(togethers.id, togetherId), eq(togethers.itemsId, itemsId), eq(togethers.status, 'active')));
  return row;
}

export async function findDonorName(db: Db, userId: number) {
  const [row] = await db
    .select({ nickname: users.nickname, avatar: users.avatar })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function findByIdempotencyKey(db: Db, userId: number, key: string) {
  const [row] = await db
    .select()
    .from(donations)
    .where(and(eq(donations.userId, userId), eq(donations.idempotencyKey, key)));
  return row;
}

/** The user's own order by bill number; someone else's is the same as none. */
export async function findOwnOrder(db: Db, userId: number, billNo: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(donations)
    .where(and(eq(donations.billNo, billNo), eq(donations.userId, userId)));
  return row;
}

export async function findPaidOrderView(db: Db, userId: number, billNo: string) {
  const [row] = await db
    .select({
      donationId: donations.id,
      avatar: users.avatar,
      nickname: users.nickname,
      itemsId: items.id,
      itemsName: items.name,
      itemsNameEn: items.nameEn,
      itemsIntro: items.intro,
      itemsIntroEn: items.introEn,
      itemsThumbnailImg: items.thumbnailImg,
      successWord: donationForms.successWord,
    })
    .from(donations)
    .innerJoin(users, eq(users.id, donations.userId))
    .innerJoin(items, eq(items.id, donations.itemsId))
    .leftJoin(donationForms, eq(donationForms.itemsId, donations.itemsId))
    .where(
      and(
        eq(donations.billNo, billNo),
        eq(donations.userId, userId),
        inArray(donations.status, [...STANDING_ORDER_STATUSES]),
      ),
    );
  return row;
}
