import {
  kindOf,
  type TProjectDetail,
  type TProjectFields,
  type TProjectRow,
  type TSubItemRow,
} from '@alma/shared/admin-api/projects';
import { toWireDate } from '@alma/shared/dates/wire-date';
import { fenToYuan, yuanToFen } from '@alma/shared/money/money';
import type { ProjectColumns, ProjectRecord } from './projects-repository.ts';

/** Yuan from a schema that already checked it; a failure here is a bug, not bad input. */
function fen(yuan: number): number {
  const value = yuanToFen(yuan);
  if (value === null) throw new Error(`unchecked yuan amount ${yuan}`);
  return value;
}

/** A stored project as the console edits it (yuan, booleans). */
export function fieldsOf(record: ProjectRecord): TProjectFields {
  return {
    name: record.name,
    nameEn: record.nameEn,
    typeId: record.typeId,
    intro: record.intro,
    introEn: record.introEn,
    linkUrl: record.linkUrl,
    thumbnailImg: record.thumbnailImg,
    coverList: record.coverList,
    content: record.content,
    crowdType: record.crowdType === 2 ? 2 : 1,
    materialName: record.materialName,
    materialNameEn: record.materialNameEn,
    materialUnit: record.materialUnit,
    materialUnitEn: record.materialUnitEn,
    materialPrice: fenToYuan(record.materialPriceFen),
    isFixMoney: record.isFixMoney,
    fixMoney: record.fixMoney.map(({ title, money }) => ({ title, money: fenToYuan(money) })),
    isHandMoney: record.isHandMoney,
    isTarget: record.isTarget,
    targetMoney: fenToYuan(record.targetMoneyFen),
    targetMaterialNumber: record.targetMaterialNumber,
    isLimit: record.isLimit,
    limitMoney: fenToYuan(record.limitMoneyFen),
    limitMaterialNumber: record.limitMaterialNumber,
    isDonate: record.isDonate,
    noReason: record.noReason,
    isComplete: record.isComplete,
    isRecord: record.isRecord,
    isDonateTogether: record.isDonateTogether,
    isProgress: record.isProgress,
    isLeaveMessage: record.isLeaveMessage,
    isAuditMessage: record.isAuditMessage,
    isInstruction: record.isInstruction,
    isAlumni: record.isAlumni,
    isSub: record.isSub,
    isSubRank: record.isSubRank,
    sort: record.sort,
    successWord: record.successWord,
  };
}

/** The columns to store (fen); the first cover is also the form page's cover. */
export function columnsOf(fields: TProjectFields): ProjectColumns {
  const { materialPrice, fixMoney, targetMoney, limitMoney, successWord: _kept, ...rest } = fields;
  return {
    ...rest,
    coverImg: fields.coverList[0] ?? '',
    materialPriceFen: fen(materialPrice),
    fixMoney: fixMoney.map(({ title, money }) => ({ title, money: fen(money) })),
    targetMoneyFen: fen(targetMoney),
    limitMoneyFen: fen(limitMoney),
  };
}

export function detailOf(record: ProjectRecord, subItems: TSubItemRow[]): TProjectDetail {
  return {
    ...fieldsOf(record),
    id: record.id,
    itemsType: record.itemsType,
    namingType: record.namingType,
    kind: kindOf(record),
    isListed: record.isListed,
    coverImg: record.coverImg,
    completeMoney: fenToYuan(record.completeMoneyFen),
    completeMaterialNumber: record.completeMaterialNumber,
    payCounts: record.payCounts,
    namingCountAll: record.namingCountAll,
    namingCountDonate: record.namingCountDonate,
    createdAt: toWireDate(record.createdAt) ?? '',
    subItems,
  };
}

export function rowOf(record: Omit<ProjectRecord, 'successWord'>, typeName: string | null): TProjectRow {
  return {
    id: record.id,
    name: record.name,
    typeId: record.typeId,
    typeName: typeName ?? '',
    thumbnailImg: record.thumbnailImg,
    itemsType: record.itemsType,
    kind: kindOf(record),
    crowdType: record.crowdType,
    materialUnit: record.materialUnit,
    isDonate: record.isDonate,
    isListed: record.isListed,
    isAlumni: record.isAlumni,
    isComplete: record.isComplete,
    isTarget: record.isTarget,
    targetMoney: fenToYuan(record.targetMoneyFen),
    targetMaterialNumber: record.targetMaterialNumber,
    completeMoney: fenToYuan(record.completeMoneyFen),
    completeMaterialNumber: record.completeMaterialNumber,
    payCounts: record.payCounts,
    sort: record.sort,
    createdAt: toWireDate(record.createdAt) ?? '',
  };
}

/** The settings that differ, old and new, for the audit trail (a content edit keeps both texts). */
export function changesBetween(
  before: TProjectFields,
  after: TProjectFields,
): { before: Partial<TProjectFields>; after: Partial<TProjectFields> } {
  const changed = (Object.keys(after) as Array<keyof TProjectFields>).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  return {
    before: Object.fromEntries(changed.map((key) => [key, before[key]])),
    after: Object.fromEntries(changed.map((key) => [key, after[key]])),
  };
}
