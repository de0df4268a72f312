import type { MessageKey } from '../i18n/server-messages.ts';
import { MAX_DONATION_FEN, yuanToFen } from '../money/money.ts';
import type { TTogetherSettingsWrite } from './project-together-settings.ts';
import type { TProjectFields } from './projects.ts';

/**
 * The rules a project's settings must keep together, beyond each field's own shape. The console
 * runs them in the form and the server runs them on the merged result of every change, so a
 * setting the donor app could not work with (goods without a price, no way to give) is never saved.
 */
export type SettingsProblem = { key: MessageKey; field: string };

const problem = (key: MessageKey, field: string): SettingsProblem => ({ key, field });
const fenOf = (yuan: number): number => yuanToFen(yuan) ?? Number.NaN;

export function checkProjectFields(project: TProjectFields, itemsType = 1): SettingsProblem | null {
  const goods = project.crowdType === 2;
  if (goods) {
    if (project.materialName === '') return problem('admin.project.goodsNeedsMaterial', 'materialName');
    if (project.materialUnit === '') return problem('admin.project.goodsNeedsMaterial', 'materialUnit');
    if (!(fenOf(project.materialPrice) > 0)) return problem('admin.project.goodsNeedsPrice', 'materialPrice');
  }
  if (project.isFixMoney && project.fixMoney.length === 0) {
    return problem('admin.project.fixMoneyEmpty', 'fixMoney');
  }
  for (const [index, option] of project.fixMoney.entries()) {
    // Too large first: a huge number has no fen (1e21 is not written in digits) but is not ≤ 0.
    if (option.money > MAX_DONATION_FEN / 100)
      return problem('admin.project.fixMoneyTooLarge', `fixMoney.${index}.money`);
    if (!(fenOf(option.money) > 0))
      return problem('admin.project.fixMoneyPositive', `fixMoney.${index}.money`);
  }
  // A naming project prices its seats and books; a money project needs a way to enter an amount.
  if (itemsType === 1 && !goods && !project.isFixMoney && !project.isHandMoney) {
    return problem('admin.project.noWayToGive', 'isHandMoney');
  }
  if (project.isTarget) {
    const missing = goods ? project.targetMaterialNumber <= 0 : !(fenOf(project.targetMoney) > 0);
    if (missing)
      return problem('admin.project.targetRequired', goods ? 'targetMaterialNumber' : 'targetMoney');
  }
  if (project.isLimit) {
    const missing = goods ? project.limitMaterialNumber <= 0 : !(fenOf(project.limitMoney) > 0);
    if (missing) return problem('admin.project.limitRequired', goods ? 'limitMaterialNumber' : 'limitMoney');
  }
  if (!project.isDonate && project.noReason === '')
    return problem('admin.project.noReasonRequired', 'noReason');
  if (project.isSubRank && !project.isSub) return problem('admin.project.subRankNeedsSub', 'isSubRank');
  return null;
}

/** Sub-project names are what a donor picks from: no two alike, in either language. */
export function checkSubItemRows(
  rows: ReadonlyArray<{ name: string; nameEn?: string | undefined }>,
): SettingsProblem | null {
  const seen = new Set<string>();
  const seenEn = new Set<string>();
  for (const [index, row] of rows.entries()) {
    if (seen.has(row.name)) return problem('admin.project.subItemNameTaken', `rows.${index}.name`);
    seen.add(row.name);
    const english = row.nameEn ?? '';
    if (english === '') continue;
    if (seenEn.has(english)) return problem('admin.project.subItemNameTaken', `rows.${index}.nameEn`);
    seenEn.add(english);
  }
  return null;
}

/** A sponsor chooses among slogans and chips: each offered once. */
export function checkTogetherSettings(settings: TTogetherSettingsWrite): SettingsProblem | null {
  const slogans = new Set<string>();
  for (const [index, slogan] of settings.sloganList.entries()) {
    if (slogans.has(slogan)) return problem('admin.together.sloganDuplicate', `sloganList.${index}`);
    slogans.add(slogan);
  }
  const chips = new Set<number>();
  for (const [index, chip] of settings.moneyList.entries()) {
    const fen = fenOf(chip.money);
    if (chips.has(fen)) return problem('admin.together.chipDuplicate', `moneyList.${index}.money`);
    chips.add(fen);
  }
  return null;
}
