import type { TPage } from '@alma/shared/api/common';
import type { TDonateRecordPage, TDonationTotals, TNamedDonorRow } from '@alma/shared/api/items';
import type { Language } from '@alma/shared/i18n/language';
import { fenToYuan } from '@alma/shared/money/money';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/envelope.ts';
import {
  findTogetherExists,
  listNamedDonors,
  listPaidRecords,
  type RecordFilter,
  sumPaidRecords,
} from './records-repository.ts';
import { findItemGate } from './repository.ts';
import { donorDisplayName, wireTime } from './wire-values.ts';

/** The donation directory: a project's tab (itemsId), a fundraiser's donors, or the whole site. */
export async function getDonateRecordPage(
  db: Db,
  filter: RecordFilter,
  language: Language,
): Promise<TDonateRecordPage> {
  const { order: _order, limit: _limit, offset: _offset, ...where } = filter;
  const [itemKnown, togetherKnown, rows, sums] = await Promise.all([
    filter.itemsId === undefined || findItemGate(db, filter.itemsId).then((item) => item !== null),
    filter.togetherId === undefined || findTogetherExists(db, filter.togetherId),
    listPaidRecords(db, filter),
    sumPaidRecords(db, where),
  ]);
  if (!itemKnown || !togetherKnown) throw notFound();
  return {
    rows: rows.map((row) => ({
      name: donorDisplayName(row.isAnonymous, row.donorName, language),
      // An avatar would give an anonymous donor away as surely as a name.
      avatar: row.isAnonymous ? '' : row.avatar,
      donateMoney: fenToYuan(row.moneyFen),
      donateMaterialNumber: row.materialNumber,
      materialUnit: row.materialUnit,
      crowdType: row.crowdType,
      donateTime: wireTime(row.paidAt),
      seats: row.seats,
      itemsName: row.itemsName,
      subItemsName: row.subItemsName ?? '',
    })),
    total: sums.total,
    totalMoney: fenToYuan(sums.moneyFen),
  };
}

/** index/total: every paid donation on the platform. */
export async function getDonationTotals(db: Db): Promise<TDonationTotals> {
  const sums = await sumPaidRecords(db);
  return { totalCount: sums.total, totalMoney: fenToYuan(sums.moneyFen) };
}

/** donateSeatList / donateBookList: who named what; `seats` holds the named seats or books. */
export async function getNamedDonors(
  db: Db,
  page: { itemsId: number; limit: number; offset: number },
  language: Language,
): Promise<TPage<TNamedDonorRow>> {
  const [item, found] = await Promise.all([findItemGate(db, page.itemsId), listNamedDonors(db, page)]);
  if (!item) throw notFound();
  return {
    rows: found.rows.map((row) => ({
      name: donorDisplayName(row.isAnonymous, row.donorName, language),
      seats: row.seats,
      donateTime: wireTime(row.paidAt),
    })),
    total: found.total,
  };
}
