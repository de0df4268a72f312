import type { Language } from './language.ts';

/** The console lists' saved filters (issue 21), in the staff member's language. */
export const SAVED_FILTER_MESSAGES = {
  'admin.savedFilter.notFound': {
    zh_CN: '这个筛选不存在或不是你保存的',
    English: 'This filter does not exist or is not one you saved',
  },
  'admin.savedFilter.nameTaken': {
    zh_CN: '你已有名为“{name}”的筛选，请换一个名称',
    English: 'You already have a filter called “{name}”; choose another name',
  },
  'admin.savedFilter.tooMany': {
    zh_CN: '每个列表最多保存{max}个筛选，请先删除不用的',
    English: 'At most {max} filters per list; delete one you no longer use first',
  },
  'admin.savedFilter.listForbidden': {
    zh_CN: '你的角色不能查看这个列表，也不能使用它的筛选',
    English: 'Your role cannot open this list, so neither can it use the list’s filters',
  },
} as const satisfies Record<string, Record<Language, string>>;
