import { registerMessages } from '../../i18n/register-messages.ts';

const zh = {
  day: '对账日期',
  provider: '支付渠道',
  providers: { sandbox: '演示收银台', 'wechat-pay': '微信支付', alipay: '支付宝' },
  hint: '按北京时间的自然日，将支付渠道当天的交易账单与本系统当天的支付和退款逐笔核对。',
  ours: '本系统记录',
  bill: '支付渠道账单',
  payments: '支付 {{count}} 笔',
  refunds: '退款 {{count}} 笔',
  noBill: '该支付渠道不提供日账单，只能查看本系统的记录和自动对账结果。',
  billNotReady: '支付渠道在次日上午生成前一天的账单，今天的账单还不能核对；请选择之前的日期。',
  differences: '差异',
  noDifferences: '两边一致，没有差异',
  column: {
    billNo: '订单号',
    tradeNo: '支付渠道交易号',
    ours: '本系统金额',
    bill: '账单金额',
    description: '差异',
    action: '处理建议',
    outcome: '结果',
    at: '时间',
    amount: '金额',
  },
  kind: { missing: '我方漏记', extra: '账单没有', amount: '金额不符', status: '状态不符' },
  reconciler: '自动对账最近结果',
  reconcilerHint: '每分钟向支付渠道查询未收到通知的订单；查到已支付的订单会自动补记。',
  noReconciler: '自动对账最近没有补记任何订单',
  settleNote:
    '按处理建议核实后点“处理”：漏记的支付和退款按账单入账，其他差异记录核实说明；每次处理都记入操作日志。',
};

const en: typeof zh = {
  day: 'Day',
  provider: 'Payment provider',
  providers: { sandbox: 'Demo cashier', 'wechat-pay': 'WeChat Pay', alipay: 'Alipay' },
  hint: "The provider's bill of one day (Beijing time), line by line against the payments and refunds we recorded that day.",
  ours: 'Our records',
  bill: "Provider's bill",
  payments: '{{count}} payments',
  refunds: '{{count}} refunds',
  noBill: 'This provider gives no daily bill: only our records and the automatic reconciliation are shown.',
  billNotReady:
    "Providers make a day's bill the next morning: today's cannot be compared yet. Choose an earlier day.",
  differences: 'Differences',
  noDifferences: 'Both sides agree: no differences',
  column: {
    billNo: 'Order number',
    tradeNo: "Provider's transaction number",
    ours: 'Our amount',
    bill: 'Bill amount',
    description: 'Difference',
    action: 'What to do',
    outcome: 'Result',
    at: 'Time',
    amount: 'Amount',
  },
  kind: {
    missing: 'Not recorded by us',
    extra: 'Not in the bill',
    amount: 'Amount differs',
    status: 'State differs',
  },
  reconciler: 'Automatic reconciliation: latest results',
  reconcilerHint:
    'Every minute the provider is asked about orders whose notification never came; a payment found is recorded.',
  noReconciler: 'The automatic reconciliation has recorded no order lately',
  settleNote:
    'Check each difference as suggested, then Settle it: a payment or refund missing here is recorded from the bill, any other is noted; every settlement is in the audit trail.',
};

registerMessages('reconciliation', zh, en);
