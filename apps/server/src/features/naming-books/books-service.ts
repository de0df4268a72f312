import type { TPage } from '@alma/shared/api/common';
import type {
  TBook,
  TBookCategory,
  TBookCategoryQuery,
  TBookListQuery,
  TShowDataRow,
} from '@alma/shared/api/naming-books';
import { trimWireDate } from '@alma/shared/dates/wire-date';
import type { Language } from '@alma/shared/i18n/language';
import { translate } from '@alma/shared/i18n/server-messages';
import { fenToYuan } from '@alma/shared/money/money';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/envelope.ts';
import { wireTime } from '../items/wire-values.ts';
import { findNamedClaim, findProjectExists, listBooks, listCategories } from './books-repository.ts';

export async function getBookCategories(db: Db, query: TBookCategoryQuery): Promise<TPage<TBookCategory>> {
  if (!(await findProjectExists(db, query.itemsId))) throw notFound();
  return listCategories(db, query);
}

export async function getBooks(db: Db, query: TBookListQuery): Promise<TBook[]> {
  const [exists, rows] = await Promise.all([findProjectExists(db, query.itemsId), listBooks(db, query)]);
  if (!exists) throw notFound();
  return rows.map(({ unitPriceFen, categoryTitle, ...row }) => ({
    ...row,
    categoryTitle: categoryTitle ?? '',
    unitPrice: fenToYuan(unitPriceFen),
  }));
}

/**
 * What a named book shows: its title, each distinct nameplate (the same one on every copy is
 * shown once) and the day it was named. Held or unknown claims are not found.
 */
export async function getBookShowData(db: Db, claimId: number, language: Language): Promise<TShowDataRow[]> {
  const claim = await findNamedClaim(db, claimId);
  if (!claim) throw notFound();
  const row = (key: Parameters<typeof translate>[1], fieldValue: string) => ({
    fieldTitle: translate(language, key),
    fieldValue,
  });
  const rows: TShowDataRow[] = [row('naming.bookShowTitle', `《${claim.title}》`)];
  const seen = new Set<string>();
  for (const plate of claim.nameplates) {
    const key = JSON.stringify([plate.donorName, plate.donorIdentity, plate.donationMessage]);
    if (seen.has(key)) continue;
    seen.add(key);
    rows.push(row('naming.bookShowDonor', plate.donorName));
    if (plate.donorIdentity) rows.push(row('naming.bookShowIdentity', plate.donorIdentity));
    if (plate.donationMessage) rows.push(row('naming.bookShowMessage', plate.donationMessage));
  }
  rows.push(row('naming.bookShowTime', trimWireDate(wireTime(claim.namedAt), 10)));
  return rows;
}
