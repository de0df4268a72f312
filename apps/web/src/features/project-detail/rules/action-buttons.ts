import type { TItemDetail } from '@alma/shared/api/items';

/** One bottom-bar button: where it goes when active; a greyed one may carry the closing reason. */
export type ActionButton = {
  kind: 'invite' | 'donate' | 'name';
  enabled: boolean;
  /** In-app route (without '#'). */
  to: string;
  /** noReason of a closed project, shown instead of the button's own label (doc 1 §4). */
  reason: string;
};

type ActionFields = Pick<
  TItemDetail,
  'id' | 'itemsType' | 'namingType' | 'isDonate' | 'isDonateTogether' | 'noReason'
>;

/** The form route; subItemsId travels on when the detail was opened for a sub-project. */
export function donateRoute(id: number, subItemsId: number | undefined): string {
  return subItemsId === undefined ? `/form?id=${id}` : `/form?id=${id}&subItemsId=${subItemsId}`;
}

/** Seats (namingType 1) are chosen on the seat page, books (2) on the book list (doc 1 §4). */
export function namingRoute(id: number, namingType: number | null): string {
  return namingType === 2 ? `/book-list?id=${id}` : `/seat?id=${id}`;
}

/**
 * The bottom bar of doc 1 §2/§4: invite friends (active only when donating and together are both
 * on), then I want to donate, or for a naming project (itemsType 2) I want to name instead.
 */
export function actionButtons(item: ActionFields, subItemsId?: number): ActionButton[] {
  const open = item.isDonate === 1;
  const reason = open ? '' : item.noReason.trim();
  const invite: ActionButton = {
    kind: 'invite',
    enabled: open && item.isDonateTogether === 1,
    to: `/together?id=${item.id}`,
    reason: '',
  };
  const main: ActionButton =
    item.itemsType === 2
      ? { kind: 'name', enabled: open, to: namingRoute(item.id, item.namingType), reason }
      : { kind: 'donate', enabled: open, to: donateRoute(item.id, subItemsId), reason };
  return [invite, main];
}

/** `subItemsId` from the address: a positive integer or nothing. */
export function parseId(text: string | null): number | undefined {
  if (text === null || !/^\d+$/.test(text)) return undefined;
  const id = Number(text);
  return id > 0 && Number.isSafeInteger(id) ? id : undefined;
}
