import type { Language } from './language.ts';

/** 线下捐赠 and the bank statement import, and 对账 settlements (issue 21), in the staff member's language. */
export const OFFLINE_GIFT_MESSAGES = {
  'admin.offlineGift.referenceTaken': {
    zh_CN: '流水号“{reference}”已登记过，不能重复登记',
    English: 'The reference “{reference}” has already been recorded and cannot be recorded again',
  },
  'admin.offlineGift.projectNotFound': { zh_CN: '项目不存在', English: 'No such project' },
  'admin.offlineGift.projectNotMoney': {
    zh_CN: '冠名项目和物资项目不能登记线下捐赠',
    English: 'Offline gifts cannot be recorded for naming or goods projects',
  },
  'admin.offlineGift.subItemNotOfProject': {
    zh_CN: '所选子项目不属于该项目',
    English: 'The sub-project chosen is not one of this project’s',
  },
  'admin.offlineGift.donorNotFound': { zh_CN: '捐赠人不存在', English: 'No such donor' },
  'admin.offlineGift.mobileInvalid': {
    zh_CN: '捐赠人手机号格式不正确',
    English: 'The donor’s mobile is not a valid number',
  },
  'admin.offlineGift.receivedInFuture': {
    zh_CN: '到账日期不能晚于今天',
    English: 'The date received cannot be later than today',
  },
  'admin.offlineGift.fileUnreadable': {
    zh_CN: '无法读取文件，请上传 CSV 或 Excel（.xlsx）格式的银行流水',
    English: 'The file cannot be read: upload the bank statement as CSV or Excel (.xlsx)',
  },
  'admin.offlineGift.fileNoColumns': {
    zh_CN: '文件缺少“{columns}”列（第1行应为表头）',
    English: 'The file has no “{columns}” column (row 1 should be the headings)',
  },
  'admin.offlineGift.fileNoLines': {
    zh_CN: '文件中没有收入流水',
    English: 'The file has no incoming payments',
  },
  'admin.offlineGift.fileTooManyLines': {
    zh_CN: '一次最多导入{max}条流水',
    English: 'At most {max} lines can be imported at once',
  },
  'admin.offlineGift.lineDate': {
    zh_CN: '第{line}行：交易日期“{value}”无法识别',
    English: 'Line {line}: the date “{value}” cannot be read',
  },
  'admin.offlineGift.lineAmount': {
    zh_CN: '第{line}行：金额“{value}”无效（须大于0，最多两位小数）',
    English: 'Line {line}: the amount “{value}” is not valid (more than 0, at most two decimals)',
  },
  'admin.offlineGift.lineReference': {
    zh_CN: '第{line}行：缺少流水号',
    English: 'Line {line}: the reference is missing',
  },
  'admin.reconciliation.noSuchDifference': {
    zh_CN: '账单中已没有这条差异，请刷新后再看',
    English: 'The bill no longer has this difference; refresh and look again',
  },
  'admin.reconciliation.alreadySettled': {
    zh_CN: '这条差异已处理过，不能重复处理',
    English: 'This difference has already been settled',
  },
  'admin.reconciliation.actionNotFor': {
    zh_CN: '这条差异不能这样处理，请选择页面上提供的处理方式',
    English: 'This difference cannot be settled that way; choose one of the ways offered',
  },
  'admin.reconciliation.orderNotFound': {
    zh_CN: '本系统没有订单号为“{billNo}”的订单，无法补记；请向支付渠道核实后记录说明',
    English:
      'There is no order “{billNo}” here, so the payment cannot be recorded; check with the provider and add a note',
  },
  'admin.reconciliation.amountMismatch': {
    zh_CN: '账单金额与订单“{billNo}”的金额不符，未入账；请核实后记录说明',
    English: 'The bill’s amount differs from order “{billNo}”, so nothing was counted; check and add a note',
  },
  'admin.reconciliation.refundNotOpen': {
    zh_CN: '本系统没有等待确认的这笔退款，无法确认；请向支付渠道核实后记录说明',
    English: 'No refund here is waiting for this confirmation; check with the provider and add a note',
  },
  'admin.offlineGift.lineRepeated': {
    zh_CN: '第{line}行：流水号“{reference}”在文件中重复出现',
    English: 'Line {line}: the reference “{reference}” appears twice in the file',
  },
} as const satisfies Record<string, Record<Language, string>>;
