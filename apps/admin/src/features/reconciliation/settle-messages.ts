import { registerMessages } from '../../i18n/register-messages.ts';

const zh = {
  column: '处理',
  open: '处理',
  settled: '已处理',
  title: '处理差异',
  summary: '订单 {{billNo}}：{{description}}',
  how: '处理方式',
  action: {
    credit: '按账单补记支付',
    refund: '按账单确认退款',
    note: '已核实，记录说明',
  },
  explain: {
    credit:
      '按支付渠道账单的金额和交易号为这笔订单入账（与收到支付通知相同），项目和捐赠人总额随之更新，证书和票据照常生成。此操作不可撤销。',
    refund: '按账单确认这笔退款已完成，订单的已退金额随之更新。此操作不可撤销。',
    note: '不改动任何订单，只记录核实结果和处理情况，例如“支付渠道确认次日入账”。',
  },
  note: '备注',
  notePlaceholder: '核实了什么、做了什么',
  noteRequired: '请填写备注',
  ok: '确认处理',
  done: '已处理',
  log: '处理记录',
  logEmpty: '这一天还没有处理过差异',
  logColumn: {
    billNo: '订单号或退款单号',
    action: '处理方式',
    outcome: '结果',
    note: '备注',
    staff: '处理人',
    at: '时间',
  },
};

const en: typeof zh = {
  column: 'Settle',
  open: 'Settle',
  settled: 'Settled',
  title: 'Settle a difference',
  summary: 'Order {{billNo}}: {{description}}',
  how: 'Settle by',
  action: {
    credit: 'Record the payment from the bill',
    refund: 'Confirm the refund from the bill',
    note: 'Checked: add a note',
  },
  explain: {
    credit:
      "Counts the order with the bill's amount and transaction number (as a payment notification would): project and donor totals follow, certificates and receipts are made as usual. This cannot be undone.",
    refund:
      "Confirms the refund as done, as the bill says: the order's refunded amount follows. This cannot be undone.",
    note: 'Changes no order: records what was checked and done, e.g. "the provider confirmed it is on the next day\'s bill".',
  },
  note: 'Note',
  notePlaceholder: 'What was checked and what was done',
  noteRequired: 'Please enter a note',
  ok: 'Settle',
  done: 'Settled',
  log: 'Settlements',
  logEmpty: 'No difference of this day has been settled yet',
  logColumn: {
    billNo: 'Order or refund number',
    action: 'Settled by',
    outcome: 'Result',
    note: 'Note',
    staff: 'By',
    at: 'Time',
  },
};

registerMessages('reconciliationSettle', zh, en);
