import { describe, expect, it } from 'vitest';
import { en, zh } from '../messages.ts';
import { JOB_NAME_KEYS, jobNameWords } from './job-names.ts';

/** A t() over one catalogue, as i18next would read `jobs.name.<key>`. */
const tOf = (catalogue: typeof zh) => (key: string) =>
  catalogue.name[key.replace('jobs.name.', '') as keyof typeof zh.name] ?? key;

describe('job names in words', () => {
  it.each([
    ['certificates.render', '生成电子证书', 'Draw e-certificate'],
    ['documents.order-paid', '订单支付后的文档', 'Documents of a paid order'],
    ['documents.order-refunded', '退款后作废文档', 'Void documents after a refund'],
    ['receipts.issue', '开具电子票据', 'Issue e-receipt'],
    ['receipts.issue-batch', '年度批量开票', 'Year-end e-receipt batch'],
    ['receipts.send', '发送电子票据', 'Send e-receipt'],
    ['receipts.void', '红冲票据', 'Void (红冲) a receipt'],
    ['orders.expire', '关闭超时订单', 'Close unpaid orders'],
    ['payments.reconcile', '对账', 'Reconcile payments'],
    ['maintenance', '例行维护', 'Routine maintenance'],
    ['namings.expire', '冠名到期', 'End expired namings'],
    ['payments.close', '通知支付渠道关闭订单', 'Close the order at the provider'],
    ['refunds.send', '向支付渠道发起退款', 'Send a refund to the provider'],
    ['agreements.seal', '捐赠协议加盖电子签章', 'Seal a donation agreement'],
    ['privacy.retention', '个人信息保留期清理', 'Personal data retention'],
  ])('%s', (name, chinese, english) => {
    expect(jobNameWords(name, tOf(zh))).toBe(chinese);
    expect(jobNameWords(name, tOf(en))).toBe(english);
  });

  it('shows a name it does not know as it is', () => {
    expect(jobNameWords('reports.weekly', tOf(zh))).toBe('reports.weekly');
    expect(jobNameWords('toString', tOf(zh))).toBe('toString');
  });

  it('has words in both languages for every name it knows', () => {
    for (const key of Object.values(JOB_NAME_KEYS)) {
      expect(zh.name).toHaveProperty(key);
      expect(en.name).toHaveProperty(key);
    }
  });
});
