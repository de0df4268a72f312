import type { TPage } from '@alma/shared/api/common';
import type { TItemDetail, TItemListRow, TItemType, TSubItemStat } from '@alma/shared/api/items';
import { AppError } from '@alma/shared/errors/app-error';
import type { Language } from '@alma/shared/i18n/language';
import { pickText } from '@alma/shared/i18n/pick-text';
import { fenToYuan } from '@alma/shared/money/money';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/envelope.ts';
import { projectTexts } from './project-texts.ts';
import {
  findItemById,
  findItemGate,
  findUserIsAlumni,
  type ItemListDbRow,
  type ItemListFilter,
  listItemTypes,
  listListedItems,
  listSubItems,
} from './repository.ts';
import { fileList, flag } from './wire-values.ts';

/** The category tabs, each named in the reader's language. */
export async function getItemTypes(db: Db, language: Language): Promise<TItemType[]> {
  const types = await listItemTypes(db);
  return types.map(({ id, name, nameEn }) => ({ id, name: pickText(language, name, nameEn) }));
}

function toListRow(row: ItemListDbRow, language: Language): TItemListRow {
  const texts = projectTexts(row, language);
  return {
    id: row.id,
    typeId: row.typeId,
    name: texts.name,
    intro: texts.intro,
    thumbnailImg: row.thumbnailImg,
    linkUrl: row.linkUrl,
    itemsType: row.itemsType,
    crowdType: row.crowdType,
    namingType: row.namingType,
    isComplete: flag(row.isComplete),
    isDonate: flag(row.isDonate),
    completeMoney: fenToYuan(row.completeMoneyFen),
    completeMaterialNumber: row.completeMaterialNumber,
    targetMoney: fenToYuan(row.targetMoneyFen),
    targetMaterialNumber: row.targetMaterialNumber,
    isTarget: flag(row.isTarget),
    materialName: texts.materialName,
    materialUnit: texts.materialUnit,
    payCounts: row.payCounts,
    namingCountAll: row.namingCountAll,
    namingCountDonate: row.namingCountDonate,
  };
}

export async function getItemsList(
  db: Db,
  filter: ItemListFilter,
  language: Language,
): Promise<TPage<TItemListRow>> {
  const { rows, total } = await listListedItems(db, filter);
  return { rows: rows.map((row) => toListRow(row, language)), total };
}

/** Any project by id, listed or not: hidden campaign projects are reached by their links. */
export async function getItemDetail(db: Db, id: number, language: Language): Promise<TItemDetail> {
  const [item, subs] = await Promise.all([findItemById(db, id), listSubItems(db, id, false)]);
  if (!item) throw notFound();
  return {
    ...toListRow(item, language),
    content: item.content,
    coverImg: item.coverImg,
    coverList: fileList(item.coverList),
    isLimit: flag(item.isLimit),
    limitMoney: fenToYuan(item.limitMoneyFen),
    limitMaterialNumber: item.limitMaterialNumber,
    materialPrice: fenToYuan(item.materialPriceFen),
    noReason: item.noReason,
    isDonateTogether: flag(item.isDonateTogether),
    isRecord: flag(item.isRecord),
    isProgress: flag(item.isProgress),
    isLeaveMessage: flag(item.isLeaveMessage),
    isAuditMessage: flag(item.isAuditMessage),
    isInstruction: flag(item.isInstruction),
    isSubRank: flag(item.isSubRank),
    isSub: flag(item.isSub),
    subItemsList: subs.map((sub) => ({ id: sub.id, name: pickText(language, sub.name, sub.nameEn) })),
    isFixMoney: flag(item.isFixMoney),
    // The spec sends the fixed amounts as JSON text; stored in fen like all money, sent in yuan.
    fixMoney: JSON.stringify(item.fixMoney.map(({ title, money }) => ({ title, money: fenToYuan(money) }))),
    isHandMoney: flag(item.isHandMoney),
    isAlumni: flag(item.isAlumni),
  };
}

export async function getSubItemsStatistics(
  db: Db,
  itemsId: number,
  language: Language,
): Promise<TSubItemStat[]> {
  const item = await findItemGate(db, itemsId);
  if (!item) throw notFound();
  const subs = await listSubItems(db, itemsId, item.isSubRank);
  return subs.map((sub) => ({
    id: sub.id,
    name: pickText(language, sub.name, sub.nameEn),
    completeMoney: fenToYuan(sub.completeMoneyFen),
  }));
}

/**
 * May this visitor donate to the project? Only alumni-only projects refuse anyone: a visitor
 * without a valid token must authorise first (0101), a user who is not a verified alumnus is
 * refused (0201).
 */
export async function checkDonatePermission(db: Db, itemsId: number, userId: number | null): Promise<null> {
  const item = await findItemGate(db, itemsId);
  if (!item) throw notFound();
  if (!item.isAlumni) return null;
  if (userId === null) throw new AppError('AUTHORIZATION_NEEDED', 'error.loginRequired');
  if (!(await findUserIsAlumni(db, userId))) throw new AppError('NOT_ALUMNI', 'error.notAlumni');
  return null;
}
