import type { TPage } from '@alma/shared/api/common';
import type { TInstructionRow, TProgressRow, TTogetherRow } from '@alma/shared/api/items';
import type { Language } from '@alma/shared/i18n/language';
import { pickText } from '@alma/shared/i18n/pick-text';
import { fenToYuan } from '@alma/shared/money/money';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/envelope.ts';
import { findItemGate } from './repository.ts';
import {
  listActiveTogethers,
  listProgressEntries,
  listUsePublicity,
  type TabPage,
} from './tabs-repository.ts';
import { fileList, wireDay, wireTime } from './wire-values.ts';

/** A tab of an unknown project is "not found", not an empty list that hides a typo. */
async function requireItem<T>(db: Db, itemsId: number, rows: Promise<T>): Promise<T> {
  const [item, found] = await Promise.all([findItemGate(db, itemsId), rows]);
  if (!item) throw notFound();
  return found;
}

export async function getTogetherTab(
  db: Db,
  page: TabPage,
  language: Language,
): Promise<TPage<TTogetherRow>> {
  const { rows, total } = await requireItem(db, page.itemsId, listActiveTogethers(db, page));
  return {
    rows: rows.map((row) => ({
      id: row.id,
      sponsor: row.sponsor,
      avatar: row.avatar,
      participants: row.participants,
      completeMoney: fenToYuan(row.completeMoneyFen),
      completeMaterialNumber: row.completeMaterialNumber,
      materialName: pickText(language, row.materialName, row.materialNameEn),
      materialUnit: pickText(language, row.materialUnit, row.materialUnitEn),
      slogan: row.slogan,
      targetMoney: fenToYuan(row.targetMoneyFen),
      createDate: wireTime(row.createdAt),
    })),
    total,
  };
}

export async function getProgressTab(db: Db, page: TabPage): Promise<TPage<TProgressRow>> {
  const { rows, total } = await requireItem(db, page.itemsId, listProgressEntries(db, page));
  return {
    rows: rows.map((row) => ({
      id: row.id,
      progressDate: wireDay(row.progressDate),
      content: row.content,
      attachmentList: fileList(row.attachmentList),
    })),
    total,
  };
}

export async function getInstructionTab(db: Db, page: TabPage): Promise<TPage<TInstructionRow>> {
  const { rows, total } = await requireItem(db, page.itemsId, listUsePublicity(db, page));
  return {
    rows: rows.map((row) => ({
      id: row.id,
      useDate: wireDay(row.useDate),
      useTitle: row.useTitle,
      useMoney: fenToYuan(row.useMoneyFen),
    })),
    total,
  };
}
