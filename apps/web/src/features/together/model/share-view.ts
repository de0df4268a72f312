import type { TTogetherDetail } from '@alma/shared/api/together';
import { progressPercent } from '@alma/shared/validation/display';

/** Doc 2 §4.5: completeMoney / targetMoney, capped at 100; no target shows no bar. */
export function progressOf(
  detail: Pick<TTogetherDetail, 'isTarget' | 'completeMoney' | 'targetMoney'>,
): number | null {
  if (detail.isTarget !== 1) return null;
  return progressPercent(detail.completeMoney, detail.targetMoney);
}

export type SupportButton = { enabled: true; to: string } | { enabled: false; reason: string };

/** Doc 2 §4.5: disabled and showing noReason when isDonate is 0; otherwise the form of the project. */
export function supportButton(
  detail: Pick<TTogetherDetail, 'id' | 'itemsId' | 'isDonate' | 'noReason'>,
): SupportButton {
  if (detail.isDonate !== 1) return { enabled: false, reason: detail.noReason };
  return { enabled: true, to: `/form?id=${detail.itemsId}&togetherId=${detail.id}` };
}

/** The sponsor may cancel their own fundraiser while it runs. */
export function canCancel(detail: Pick<TTogetherDetail, 'isMine' | 'isCancelled'>): boolean {
  return detail.isMine === 1 && detail.isCancelled === 0;
}

/** Inviting friends to a fundraiser nobody can give to would only disappoint them. */
export function canInvite(detail: Pick<TTogetherDetail, 'isDonate'>): boolean {
  return detail.isDonate === 1;
}

/** The share page shows this many avatars in its row; the list page shows the rest. */
export const AVATAR_ROW_SIZE = 12;
