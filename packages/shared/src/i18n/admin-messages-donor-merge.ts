import type { Language } from './language.ts';

/** 合并重复记录 of donors (issue 21), in the staff member's language. */
export const DONOR_MERGE_MESSAGES = {
  'admin.donorMerge.same': {
    zh_CN: '不能把一条记录合并到它自己，请选择另一位捐赠人',
    English: 'A record cannot be merged into itself; choose another donor',
  },
  'admin.donorMerge.mergedNotFound': {
    zh_CN: '要合并的捐赠人记录不存在',
    English: 'The donor record to merge does not exist',
  },
  'admin.donorMerge.keptMerged': {
    zh_CN: '“{name}”已合并到“{into}”，请打开“{into}”的记录再合并',
    English: '“{name}” was merged into “{into}”; open “{into}” and merge there',
  },
  'admin.donorMerge.mergedMerged': {
    zh_CN: '“{name}”已合并到“{into}”，不能再次合并',
    English: '“{name}” has already been merged into “{into}”',
  },
  'admin.donorMerge.mergedDisabled': {
    zh_CN: '“{name}”的账号已停用：合并后它的登录会进入保留的记录，停用就失效了。请先启用它再合并',
    English:
      '“{name}” is disabled: once merged, its sign-ins would reach the record kept and the block would be lost. Enable it first, then merge',
  },
  'admin.donorMerge.notFound': { zh_CN: '这次合并不存在', English: 'No such merge' },
  'admin.donorMerge.alreadyUndone': {
    zh_CN: '这次合并已经撤销过，不能重复撤销',
    English: 'This merge has already been undone',
  },
  'admin.donorMerge.keptMergedSince': {
    zh_CN: '“{name}”此后又合并到了“{into}”，请先在“{into}”的记录上撤销那次合并',
    English: '“{name}” has since been merged into “{into}”; undo that merge on “{into}” first',
  },
  'admin.donorMerge.recordMerged': {
    zh_CN: '这条记录已合并到“{into}”，请在“{into}”的记录上修改',
    English: 'This record was merged into “{into}”; make changes on “{into}”',
  },
} as const satisfies Record<string, Record<Language, string>>;
