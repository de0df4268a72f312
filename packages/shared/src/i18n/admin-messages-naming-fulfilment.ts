import type { Language } from './language.ts';

/** The live holds' and install tracking's messages (issue 14), in the staff member's language. */
export const NAMING_FULFILMENT_MESSAGES = {
  'admin.naming.holdNotPending': {
    zh_CN: '该订单已不是待支付状态（{status}），无需释放',
    English: 'This order is no longer unpaid ({status}), so there is nothing to release',
  },
  'admin.naming.holdNotNaming': {
    zh_CN: '该订单没有锁定任何冠名对象',
    English: 'This order holds no naming objects',
  },
  'admin.naming.installBackwards': {
    zh_CN: '安装进度只能向前推进（已下单 → 已制作 → 已安装）',
    English: 'Install progress only moves forward (ordered → made → installed)',
  },
  'admin.naming.installNeedsPhoto': {
    zh_CN: '标记为已安装须上传安装照片',
    English: 'Marking it installed needs a photo of the installed plaque',
  },
  'admin.naming.installNotNamed': {
    zh_CN: '该冠名对象已不在冠名期内，不能更新安装进度',
    English: 'This object is no longer named, so its install progress cannot change',
  },
} as const satisfies Record<string, Record<Language, string>>;
