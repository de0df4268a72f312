import type { TInsertTogetherBody, TLaunchDetail } from '@alma/shared/api/together';
import type { Language } from '@alma/shared/i18n/language';
import { translate } from '@alma/shared/i18n/server-messages';
import { fenToYuan, yuanToFen } from '@alma/shared/money/money';
import { displayNickname, PLATFORM_DEFAULT_NICKNAME } from '@alma/shared/validation/display';
import {
  allowsFreeTarget,
  checkTogetherLaunch,
  type LaunchCheck,
  type LaunchOptions,
} from '@alma/shared/validation/together-launch';

/** How the sponsor set the target: a chip, the no-target chip, or typed (yuan, or units of goods). */
export type TargetChoice =
  | { kind: 'chip'; index: number }
  | { kind: 'noTarget' }
  | { kind: 'typed'; text: string };
export type LaunchFormState = { sponsor: string; slogan: string; target: TargetChoice };

/** The launch page's toasts last as long as the donation form's (doc 2 §8). */
export const LAUNCH_TOAST_MS = 1000;

export function launchOptionsOf(detail: TLaunchDetail): LaunchOptions {
  return {
    sloganList: detail.sloganList,
    moneyListFen: detail.moneyList.map((chip) => yuanToFen(chip.money) ?? -1),
    isHandMoney: detail.isHandMoney === 1,
    isNoTarget: detail.isNoTarget === 1,
  };
}

export function showsFreeEntry(detail: TLaunchDetail): boolean {
  return allowsFreeTarget(launchOptionsOf(detail));
}

/** Goods projects take a target in units; money is units × price, worked out in fen. */
export function isGoods(detail: TLaunchDetail): boolean {
  return detail.crowdType === 2 && detail.materialPrice > 0;
}

/** The sponsor is prefilled with the donor's own name; the platform's default name is no name. */
export function initialLaunchState(detail: TLaunchDetail, nickname: string | undefined): LaunchFormState {
  const own = nickname?.trim() ?? '';
  const sponsor = own === '' || own === PLATFORM_DEFAULT_NICKNAME ? '' : displayNickname(own, 'zh_CN');
  const target: TargetChoice =
    detail.moneyList.length > 0 ? { kind: 'chip', index: 0 } : { kind: 'typed', text: '' };
  return { sponsor, slogan: detail.sloganList[0] ?? '', target };
}

/** The target as the wire's yuan text; '' when a typed entry means nothing. */
export function targetMoneyText(state: LaunchFormState, detail: TLaunchDetail): string {
  const { target } = state;
  if (target.kind === 'noTarget') return '0';
  if (target.kind === 'chip') {
    const chip = detail.moneyList[target.index];
    return chip ? String(chip.money) : '';
  }
  if (!isGoods(detail)) return target.text.trim();
  const units = target.text.trim();
  if (!/^[1-9]\d{0,8}$/.test(units)) return units === '0' ? '0' : '';
  const priceFen = yuanToFen(detail.materialPrice) ?? 0;
  return String(fenToYuan(Number(units) * priceFen));
}

export function checkLaunchForm(state: LaunchFormState, detail: TLaunchDetail): LaunchCheck {
  return checkTogetherLaunch(
    { sponsor: state.sponsor, slogan: state.slogan, targetMoney: targetMoneyText(state, detail) },
    launchOptionsOf(detail),
  );
}

export function launchProblemText(language: Language, check: LaunchCheck): string {
  return check.ok ? '' : translate(language, check.key);
}

/** The body of insertTogether for a form that passed the check. */
export function launchBody(state: LaunchFormState, detail: TLaunchDetail): TInsertTogetherBody {
  return {
    itemsId: detail.itemsId,
    sponsor: state.sponsor.trim(),
    slogan: state.slogan,
    targetMoney: targetMoneyText(state, detail),
  };
}
