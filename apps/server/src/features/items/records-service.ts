import type { TPage } from '@alma/shared/api/common';
import type { TDonateRecordPage, TDonationTotals, TNamedDonorRow } from '@alma/shared/api/items';
import type { Language } from '@alma/shared/i18n/language';
import { pickText } from '@alma/shared/i18n/pick-text';
import { fenToYuan } from '@alma/shared/money/money';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/envelope.ts';
import type { SiteFiles } from '../site/config-file.ts';
import { directoryMasksNames, directoryName } from './records-masking.ts';
import {
  findTogetherExists,
  listNamedDonors,
  listPaidRecords,
  type RecordFilter,
  sumPaidRecords,
} from './records-repository.ts';
import { findItemGate } from './repository.ts';
import { wireTime } from './wire-values.ts';

/** Where a directory reads and how it names donors: the database and the served school's flags. */
export type DirectorySource = { db: Db; site: SiteFiles };

/** The donation directory: a project's tab (itemsId), a fundraiser's donors, or the whole site. */
export async function getDonateRecordPage(
  { db, site }: DirectorySource,
  filter: RecordFilter,
  language: Language,
): Promise<TDonateRecordPage> {
  const mask = await directoryMasksNames(db, site);
  const scoped = { ...filter, projectsOnly: mask };
  const { order: _order, limit: _limit, offset: _offset, ...where } = scoped;
  const [itemKnown, togetherKnown, rows, sums] = await Promise.all([
    filter.itemsId === undefined || findItemGate(db, filter.itemsId).then((item) => item !== null),
    filter.togetherId === undefined || findTogetherExists(db, filter.togetherId),
    listPaidRecords(db, scoped),
    sumPaidRecords(db, where),
  ]);
  if (!itemKnown || !togetherKnown) throw notFound();
  return {
    rows: rows.map((row) => ({
      name: directoryName(row, language, mask),
      // An avatar would give an anonymous donor away as surely as a name.
      avatar: row.isAnonymous ? '' : row.avatar,
      donateMoney: fenToYuan(row.moneyFen),
      donateMaterialNumber: row.materialNumber,
      materialUnit: pickText(language, row.materialUnit, row.materialUnitEn),
      crowdType: row.crowdType,
      donateTime: wireTime(row.paidAt),
      seats: row.seats,
      itemsName: pickText(language, row.itemsName, row.itemsNameEn),
      subItemsName: pickText(language, row.subItemsName ?? '', row.subItemsNameEn),
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
  { db, site }: DirectorySource,
  page: { itemsId: number; limit: number; offset: number },
  language: Language,
): Promise<TPage<TNamedDonorRow>> {
  const [item, found, mask] = await Promise.all([
    findItemGate(db, page.itemsId),
    listNamedDonors(db, page),
    directoryMasksNames(db, site),
  ]);
  if (!item) throw notFound();
  return {
    rows: found.rows.map((row) => ({
      name: directoryName(row, language, mask),
      seats: row.seats,
      donateTime: wireTime(row.paidAt),
    })),
    total: found.total,
  };
}
