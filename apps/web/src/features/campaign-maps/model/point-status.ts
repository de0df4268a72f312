import type { TSeatStatusMap } from '@alma/shared/api/naming-activity';
import { NAMING_STATUS, type NamingStatus } from '@alma/shared/naming-map/naming-status';

/**
 * What a map point looks like and does (doc 4 §4): free opens the detail with a naming button;
 * named draws the active marker and the stamp and opens the donor's plaque; held (ours: someone's
 * unpaid order) is drawn apart and its dialog says so, never offering to name it; not selectable
 * is drawn dimmed. `shown` is a point revealed before its status is known (the 500 ms reveal).
 */
export type PointLook = 'free' | 'named' | 'held' | 'off' | 'shown';
export type PointAction = 'name' | 'plaque' | 'held' | 'none';

export const LOOK_OF: Record<NamingStatus, PointLook> = {
  [NAMING_STATUS.free]: 'free',
  [NAMING_STATUS.named]: 'named',
  [NAMING_STATUS.held]: 'held',
  [NAMING_STATUS.unavailable]: 'off',
};

export function actionOf(status: NamingStatus | undefined): PointAction {
  if (status === NAMING_STATUS.free) return 'name';
  if (status === NAMING_STATUS.named) return 'plaque';
  if (status === NAMING_STATUS.held) return 'held';
  return 'none';
}

/**
 * Which look a point has, or null when it is not drawn. Points are drawn only when the status
 * list names their seatId (doc 4 §4); pages that reveal all points draw every point once the
 * 500 ms have passed and until the list arrives, then filter by it.
 */
export function lookOf(
  seatId: number,
  statuses: TSeatStatusMap | undefined,
  revealed: boolean,
): PointLook | null {
  if (statuses === undefined) return revealed ? 'shown' : null;
  const status = statuses[String(seatId)];
  return status === undefined ? null : (LOOK_OF[status] ?? null);
}

/** Numbers above 99 are drawn smaller (doc 4 §9). */
export const isLongNumber = (id: number): boolean => id > 99;

/** Numbers show from the map's labelScale on (doc 4 §2.3: the seat map's 0.6). */
export const labelsShown = (scale: number, labelScale: number): boolean => scale >= labelScale;

/**
 * The status list the map draws with (doc 4 §4): on the pages that reveal their points nothing is
 * drawn before the 500 ms have passed, even when the list came earlier; then the list filters.
 */
export function statusesToDraw(
  data: TSeatStatusMap | undefined,
  revealAll: boolean,
  revealed: boolean,
): TSeatStatusMap | undefined {
  return revealAll && !revealed ? undefined : data;
}
