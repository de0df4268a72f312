import { registerMessages } from '../../i18n/register-messages.ts';

/** Strings of the donation directory, jzml (doc 3 §2, §3, §9). */
const zh = {
  searchPlaceholder: '搜索捐赠人或项目名称',
  searchProjectsPlaceholder: '搜索项目名称',
  totals: '累计 {{count}} 笔捐赠，共 ¥{{money}}',
  found: '找到 {{count}} 笔，共 ¥{{money}}',
  sort: { label: '排序', latest: '最新', earliest: '最早', money: '金额' },
  empty: '暂无捐赠名录',
  emptySearch: '没有找到相关捐赠',
  anonymousAvatar: '匿名头像',
};

const en: typeof zh = {
  searchPlaceholder: 'Search donors or projects',
  searchProjectsPlaceholder: 'Search projects',
  totals: '{{count}} donations in all, ¥{{money}}',
  found: '{{count}} found, ¥{{money}}',
  sort: { label: 'Sort', latest: 'Newest', earliest: 'Oldest', money: 'Amount' },
  empty: 'No donation directory yet',
  emptySearch: 'No donations match',
  anonymousAvatar: 'Anonymous avatar',
};

registerMessages('directory', zh, en);
