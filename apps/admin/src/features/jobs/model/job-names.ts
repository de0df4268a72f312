/**
 * The queue's job names (apps/server/src/jobs/catalogue.ts) and the message key that words each
 * one for staff (jobs.name.<key>); i18next reads dots as nesting, so the keys are camelCase.
 */
export const JOB_NAME_KEYS: Readonly<Record<string, string>> = {
  'certificates.render': 'certificatesRender',
  'documents.order-paid': 'documentsOrderPaid',
  'documents.order-refunded': 'documentsOrderRefunded',
  'receipts.issue': 'receiptsIssue',
  'receipts.issue-batch': 'receiptsIssueBatch',
  'receipts.send': 'receiptsSend',
  'receipts.void': 'receiptsVoid',
  'orders.expire': 'ordersExpire',
  'payments.reconcile': 'paymentsReconcile',
  maintenance: 'maintenance',
  'namings.expire': 'namingsExpire',
  'reports.monthly-check': 'reportsMonthlyCheck',
  'reports.monthly-mail': 'reportsMonthlyMail',
  'payments.close': 'paymentsClose',
  'refunds.send': 'refundsSend',
  'agreements.seal': 'agreementsSeal',
  'privacy.retention': 'privacyRetention',
};

/** The job's name in words, or the name as it is when the console does not know it (a newer job). */
export function jobNameWords(name: string, t: (key: string) => string): string {
  const key = Object.hasOwn(JOB_NAME_KEYS, name) ? JOB_NAME_KEYS[name] : undefined;
  return key ? t(`jobs.name.${key}`) : name;
}
