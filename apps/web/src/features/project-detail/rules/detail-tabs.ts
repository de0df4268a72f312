import type { TItemDetail } from '@alma/shared/api/items';

/** The six tabs of the detail screen in the spec's order (doc 1 §2); the key is kept in `&tab=`. */
export const DETAIL_TABS = ['detail', 'record', 'together', 'progress', 'message', 'instruction'] as const;
export type DetailTab = (typeof DETAIL_TABS)[number];

type TabFlags = Pick<
  TItemDetail,
  'isRecord' | 'isDonateTogether' | 'isProgress' | 'isLeaveMessage' | 'isInstruction'
>;

const FLAG_OF: Record<Exclude<DetailTab, 'detail'>, keyof TabFlags> = {
  record: 'isRecord',
  together: 'isDonateTogether',
  progress: 'isProgress',
  message: 'isLeaveMessage',
  instruction: 'isInstruction',
};

/** Detail always; every other tab only when the project enables it. */
export function visibleTabs(item: TabFlags): DetailTab[] {
  return DETAIL_TABS.filter((tab) => tab === 'detail' || item[FLAG_OF[tab]] === 1);
}

/**
 * The tab to show for the address's `tab` value: an unknown or disabled tab (an old share link,
 * a flag switched off since) falls back to detail instead of an empty screen.
 */
export function activeTab(requested: string | null, visible: readonly DetailTab[]): DetailTab {
  const found = visible.find((tab) => tab === requested);
  return found ?? 'detail';
}
