import type {
  TMyDonationGroupPage,
  TMyDonationPage,
  TMyDonationRow,
  TMyJoinPage,
  TMyLaunchPage,
  TMyTogetherRow,
  TTogetherStatistics,
} from '@alma/shared/api/user-records';
import type { Language } from '@alma/shared/i18n/language';
import { pickText } from '@alma/shared/i18n/pick-text';
import { translate } from '@alma/shared/i18n/server-messages';
import { fenToYuan } from '@alma/shared/money/money';
import type { Db } from '../../db/client.ts';
import { flag, wireTime } from '../items/wire-values.ts';
import {
  findTogetherStatistics,
  listMyDonations,
  listMyDonationsOfTypes,
  listMyDonationTypes,
  listMyJoins,
  listMyLaunches,
  type MyDonationRow,
  type MyTogetherRow,
  type Page,
} from './records-repository.ts';

/** Every call here reads only the signed-in user's own rows: the id comes from the session. */

/** Staff texts (project, sub-project, unit) in the reader's language, as every list shows them. */
function donationRow(row: MyDonationRow, language: Language): TMyDonationRow {
  return {
    donatePlatOrder: row.billNo,
    itemsId: row.itemsId,
    itemsName: pickText(language, row.itemsName, row.itemsNameEn),
    subItemsName: pickText(language, row.subItemsName ?? '', row.subItemsNameEn),
    avatar: row.thumbnailImg,
    name: row.donorName,
    donateMoney: fenToYuan(row.moneyFen),
    crowdType: row.crowdType,
    donateMaterialNumber: row.materialNumber,
    materialUnit: pickText(language, row.materialUnit, row.materialUnitEn),
    donateTime: wireTime(row.paidAt),
    togetherId: row.togetherId ?? 0,
  };
}

/** user/center/donateRecordList. */
export async function getMyDonations(
  db: Db,
  userId: number,
  page: Page,
  language: Language,
): Promise<TMyDonationPage> {
  const found = await listMyDonations(db, userId, page);
  return { rows: found.rows.map((row) => donationRow(row, language)), total: found.total };
}

/**
 * user/center/itemsDonateGroup: a page of categories, then every donation of those categories in
 * one more query. The totals come from the database's own sum, so they agree with the rows.
 */
export async function getMyDonationGroups(
  db: Db,
  userId: number,
  page: Page,
  language: Language,
): Promise<TMyDonationGroupPage> {
  const types = await listMyDonationTypes(db, userId, page);
  const donations = await listMyDonationsOfTypes(
    db,
    userId,
    types.rows.map((type) => type.typeId),
  );
  return {
    rows: types.rows.map((type) => ({
      typeId: type.typeId,
      title:
        type.typeName === null
          ? translate(language, 'records.otherCategory')
          : pickText(language, type.typeName, type.typeNameEn),
      donateMoney: fenToYuan(type.moneyFen),
      donateCount: type.donations,
      rows: donations.filter((row) => row.typeId === type.typeId).map((row) => donationRow(row, language)),
    })),
    total: types.total,
  };
}

/** user/center/togetherStatistics; see ZTogetherStatistics for what totalCount counts. */
export async function getTogetherStatistics(db: Db, userId: number): Promise<TTogetherStatistics> {
  const found = await findTogetherStatistics(db, userId);
  return {
    launchCount: found.launches,
    joinCount: found.joins,
    totalCount: found.launches + found.joins - found.joinsOfMine,
    raisedMoney: fenToYuan(found.raisedFen),
  };
}

function togetherRow(row: MyTogetherRow, language: Language): TMyTogetherRow {
  return {
    id: row.id,
    itemsId: row.itemsId,
    itemsName: pickText(language, row.itemsName, row.itemsNameEn),
    avatar: row.thumbnailImg,
    sponsor: row.sponsor,
    slogan: row.slogan,
    crowdType: row.crowdType,
    materialUnit: pickText(language, row.materialUnit, row.materialUnitEn),
    isNoTarget: flag(row.isNoTarget),
    targetMoney: row.isNoTarget ? 0 : fenToYuan(row.targetMoneyFen),
    completeMoney: fenToYuan(row.completeMoneyFen),
    completeMaterialNumber: row.completeMaterialNumber,
    participants: row.participants,
    // The lists hold live fundraisers only, so the project alone decides whether it takes gifts.
    isDonate: flag(row.itemIsDonate),
    noReason: row.itemIsDonate ? '' : row.noReason,
    createDate: wireTime(row.createdAt),
  };
}

/** user/center/launchList. */
export async function getMyLaunches(
  db: Db,
  userId: number,
  page: Page,
  language: Language,
): Promise<TMyLaunchPage> {
  const found = await listMyLaunches(db, userId, page);
  return { rows: found.rows.map((row) => togetherRow(row, language)), total: found.total };
}

/** user/center/joinList. */
export async function getMyJoins(
  db: Db,
  userId: number,
  page: Page,
  language: Language,
): Promise<TMyJoinPage> {
  const found = await listMyJoins(db, userId, page);
  return {
    rows: found.rows.map((row) => ({
      ...togetherRow(row, language),
      myMoney: fenToYuan(row.myMoneyFen),
      myMaterialNumber: row.myMaterialNumber,
      myDonateTime: wireTime(row.myLastPaidAt),
    })),
    total: found.total,
  };
}
