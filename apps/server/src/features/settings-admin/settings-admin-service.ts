import type {
  TAppearanceSettings,
  TBaseSettings,
  TInstitutionSettings,
  TMiniProgramSettings,
  TReceiptSettings,
} from '@alma/shared/admin-api/settings';
import {
  CERTIFICATE_WAYS_PAPER,
  RECEIPT_TYPES,
  RECEIPT_WAYS_ELECTRONIC,
  RECEIPT_WAYS_PAPER,
} from '@alma/shared/admin-api/settings';
import { FEATURE_FLAGS } from '@alma/shared/constants/institution';
import { toWireDate } from '@alma/shared/dates/wire-date';
import { type AuditActor, recordAudit } from '../../audit/record-audit.ts';
import type { Database } from '../../db/client.ts';
import { sanitizeRichContent } from '../../http/rich-content.ts';
import { assertStoredImages } from '../files/staff-upload-service.ts';
import type { SiteFiles } from '../site/config-file.ts';
import { servedFileDefaults, staffHomeLayoutOf } from '../site/institution-config-service.ts';
import { miniProgramRows, readMiniProgramSettings } from './mini-program-settings.ts';
import {
  type FoundationRecord,
  findFoundationRow,
  findReceiptConfigRow,
  lockFoundation,
  lockReceiptConfig,
  type ReceiptConfigRecord,
  saveFoundation,
  saveReceiptConfig,
  saveSettingRows,
} from './repository.ts';

function baseOf(row: FoundationRecord | null): TBaseSettings {
  return {
    title: row?.title ?? '',
    isShowTechnicalSupport: row?.isShowTechnicalSupport ?? true,
    shareTitle: row?.shareTitle ?? '',
    shareDesc: row?.shareDesc ?? '',
    shareImg: row?.shareImg ?? '',
    agreeTitle: row?.agreeTitle ?? '',
    agreeContent: row?.agreeContent ?? '',
    titleEn: row?.titleEn ?? '',
    agreeTitleEn: row?.agreeTitleEn ?? '',
    agreeContentEn: row?.agreeContentEn ?? '',
    loginBg: row?.loginBg ?? '',
    awardExplain: row?.awardExplain ?? '',
    successWord: row?.successWord ?? '',
    bankName: row?.bankName ?? '',
    bankAccountName: row?.bankAccountName ?? '',
    bankAccountNo: row?.bankAccountNo ?? '',
  };
}

/** Only values the contract knows, in its order: a row edited by hand cannot break the console. */
function listOf<T extends string>(values: readonly T[], stored: readonly string[] | undefined): T[] {
  return values.filter((value) => stored?.includes(value));
}

function receiptOf(row: ReceiptConfigRecord | null): TReceiptSettings {
  return {
    isOpenReceipt: row?.isOpenReceipt ?? false,
    isOpenPaper: row?.isOpenPaper ?? false,
    validType: row?.validType === 0 ? 0 : 1,
    isCreditCode: row?.isCreditCode ?? true,
    receiptTypeList: listOf(RECEIPT_TYPES, row?.receiptTypeList),
    receiptWayPaperList: listOf(RECEIPT_WAYS_PAPER, row?.receiptWayPaperList),
    receiptWayElectronicList: listOf(RECEIPT_WAYS_ELECTRONIC, row?.receiptWayElectronicList),
    pickUpAddress: row?.pickUpAddress ?? '',
    pickUpName: row?.pickUpName ?? '',
    pickUpMobile: row?.pickUpMobile ?? '',
    certificateWayPaperList: listOf(CERTIFICATE_WAYS_PAPER, row?.certificateWayPaperList),
  };
}

type TSavedAppearance = TInstitutionSettings['appearance'];

function appearanceOf(row: Pick<FoundationRecord, 'themeColor' | 'features'> | null): TSavedAppearance {
  const features: TAppearanceSettings['features'] = {};
  for (const flag of FEATURE_FLAGS) {
    const value = row?.features[flag];
    if (typeof value === 'boolean') features[flag] = value;
  }
  return { themeColor: row?.themeColor ?? null, features, homeLayout: staffHomeLayoutOf(row) };
}

async function settingsOf(
  foundationRow: FoundationRecord | null,
  receiptRow: ReceiptConfigRecord | null,
  site: SiteFiles,
  miniProgram: TMiniProgramSettings,
): Promise<TInstitutionSettings> {
  return {
    miniProgram,
    base: baseOf(foundationRow),
    receipt: receiptOf(receiptRow),
    appearance: appearanceOf(foundationRow),
    fileDefaults: await servedFileDefaults(site),
    updatedAt: toWireDate(foundationRow?.updatedAt) ?? '',
  };
}

export async function getInstitutionSettings(
  database: Database,
  site: SiteFiles,
): Promise<TInstitutionSettings> {
  const [foundationRow, receiptRow] = await Promise.all([
    findFoundationRow(database.db),
    findReceiptConfigRow(database.db),
  ]);
  return settingsOf(foundationRow, receiptRow, site, await readMiniProgramSettings(database.db));
}

/** The base config (index/baseConfig): agreement HTML sanitised, new pictures must be ours. */
export async function saveBaseSettings(
  database: Database,
  actor: AuditActor,
  input: TBaseSettings,
  site: SiteFiles,
): Promise<TInstitutionSettings> {
  const values = {
    ...input,
    agreeContent: await sanitizeRichContent(input.agreeContent),
    agreeContentEn: await sanitizeRichContent(input.agreeContentEn),
  };
  const { foundationRow, receiptRow } = await database.db.transaction(async (tx) => {
    const before = await lockFoundation(tx);
    const current = baseOf(before);
    // A picture already in the settings stays accepted; a new one must be a file this server stored.
    const pictures = (['shareImg', 'loginBg'] as const)
      .filter((field) => values[field] !== '' && values[field] !== current[field])
      .map((field) => ({ field, url: values[field] }));
    await assertStoredImages(tx, pictures);
    const saved = await saveFoundation(tx, values);
    await recordAudit(tx, actor, {
      action: 'settings.base',
      targetType: 'settings',
      targetId: 'base',
      before: before ? current : null,
      after: baseOf(saved),
    });
    return { foundationRow: saved, receiptRow: await findReceiptConfigRow(tx) };
  });
  return settingsOf(foundationRow, receiptRow, site, await readMiniProgramSettings(database.db));
}

export async function saveReceiptSettings(
  database: Database,
  actor: AuditActor,
  input: TReceiptSettings,
  site: SiteFiles,
): Promise<TInstitutionSettings> {
  const { foundationRow, receiptRow } = await database.db.transaction(async (tx) => {
    const before = await lockReceiptConfig(tx);
    const saved = await saveReceiptConfig(tx, input);
    await recordAudit(tx, actor, {
      action: 'settings.receipt',
      targetType: 'settings',
      targetId: 'receipt',
      before: before ? receiptOf(before) : null,
      after: receiptOf(saved),
    });
    return { foundationRow: await findFoundationRow(tx), receiptRow: saved };
  });
  return settingsOf(foundationRow, receiptRow, site, await readMiniProgramSettings(database.db));
}

/**
 * Theme colour, feature flags and the home layout, laid over the served config file
 * (site/config-file-routes.ts). A body without homeLayout keeps the saved one.
 */
export async function saveAppearanceSettings(
  database: Database,
  actor: AuditActor,
  input: TAppearanceSettings,
  site: SiteFiles,
): Promise<TInstitutionSettings> {
  const themeColor = input.themeColor === null ? null : input.themeColor.toLowerCase();
  const { foundationRow, receiptRow } = await database.db.transaction(async (tx) => {
    const before = await lockFoundation(tx);
    const homeLayout = input.homeLayout === undefined ? staffHomeLayoutOf(before) : input.homeLayout;
    // The features JSON keeps the known flags, and the layout when staff chose one.
    const flags = appearanceOf({ themeColor, features: input.features }).features;
    const features = homeLayout === null ? flags : { ...flags, homeLayout };
    const saved = await saveFoundation(tx, { themeColor, features });
    await recordAudit(tx, actor, {
      action: 'settings.appearance',
      targetType: 'settings',
      targetId: 'appearance',
      before: before ? appearanceOf(before) : null,
      after: appearanceOf(saved),
    });
    return { foundationRow: saved, receiptRow: await findReceiptConfigRow(tx) };
  });
  return settingsOf(foundationRow, receiptRow, site, await readMiniProgramSettings(database.db));
}

/**
 * 小程序: the alumni mini-program the alumni gate's button opens, and the middle/auth switch. Both
 * are settings rows the donor app and middle/auth read as they are; audited like every save.
 */
export async function saveMiniProgramSettings(
  database: Database,
  actor: AuditActor,
  input: TMiniProgramSettings,
  site: SiteFiles,
): Promise<TInstitutionSettings> {
  const saved = await database.db.transaction(async (tx) => {
    const before = await readMiniProgramSettings(tx);
    await saveSettingRows(tx, miniProgramRows(input));
    const after = await readMiniProgramSettings(tx);
    await recordAudit(tx, actor, {
      action: 'settings.miniProgram',
      targetType: 'settings',
      targetId: 'miniProgram',
      before,
      after,
    });
    return after;
  });
  const [foundationRow, receiptRow] = await Promise.all([
    findFoundationRow(database.db),
    findReceiptConfigRow(database.db),
  ]);
  return settingsOf(foundationRow, receiptRow, site, saved);
}
