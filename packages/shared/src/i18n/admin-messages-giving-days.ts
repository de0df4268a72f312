import type { Language } from './language.ts';

/** 募捐日 in the console (issue 25), in the staff member's language. */
export const GIVING_DAY_MESSAGES = {
  'admin.givingDay.endBeforeStart': {
    zh_CN: '结束时间须晚于开始时间',
    English: 'The end must be after the start',
  },
  'admin.givingDay.donorValuesWithField': {
    zh_CN: '限定捐赠人字段和取值须同时填写或同时留空',
    English: 'Give both a donor field and its values, or neither',
  },
  'admin.givingDay.projectNotFound': { zh_CN: '所选项目不存在', English: 'A project chosen does not exist' },
  'admin.givingDay.projectNaming': {
    zh_CN: '冠名项目不能加入募捐日（配捐只匹配金额捐赠）',
    English: 'Naming projects cannot join a giving day (pools match money gifts only)',
  },
  'admin.givingDay.started': {
    zh_CN: '募捐日已开始，不能删除',
    English: 'The giving day has begun and cannot be deleted',
  },
  'admin.givingDay.outsideDay': {
    zh_CN: '时间须在募捐日的开始与结束之间（{start} 至 {end}）',
    English: 'The time must be within the giving day ({start} to {end})',
  },
  'admin.givingDay.notOfDay': {
    zh_CN: '所选项目不在本募捐日中',
    English: 'A project chosen is not one of this giving day’s',
  },
  'admin.givingDay.poolOpened': {
    zh_CN: '配捐池已开放，只能增加金额或调整结束时间',
    English: 'The pool is open: only its size may grow and its end move',
  },
  'admin.givingDay.poolShrunk': {
    zh_CN: '配捐池已开放，金额不能少于原来的{size}元',
    English: 'The pool is open: its size cannot go below ¥{size}',
  },
  'admin.givingDay.poolEndPassed': {
    zh_CN: '结束时间不能早于现在',
    English: 'The end cannot be in the past',
  },
  'admin.givingDay.poolDeleteOpened': {
    zh_CN: '配捐池已开放，不能删除',
    English: 'The pool has opened and cannot be deleted',
  },
  'admin.givingDay.challengeMet': {
    zh_CN: '挑战已达成，不能删除',
    English: 'The challenge has been met and cannot be deleted',
  },
  'admin.givingDay.goalDonors': {
    zh_CN: '挑战目标须为1至{max}之间的人数',
    English: 'The goal must be a number of donors from 1 to {max}',
  },
  'admin.givingDay.goalMoney': {
    zh_CN: '挑战目标须为大于0、不超过{max}元的金额，最多两位小数',
    English: 'The goal must be an amount above 0 and up to ¥{max}, with at most two decimals',
  },
  'admin.givingDay.fieldNotOnBoards': {
    zh_CN: '限定字段须为本募捐日的排行榜字段',
    English: 'The donor field must be one of the day’s board fields',
  },
  'admin.givingDay.boardUnknown': {
    zh_CN: '排行榜须为项目、一起捐或本募捐日的排行榜字段',
    English: 'The board must be projects, fundraisers or one of the day’s board fields',
  },
} as const satisfies Record<string, Record<Language, string>>;
