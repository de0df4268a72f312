import { reportFileName } from '@alma/shared/admin-api/reports';
import { SHANGHAI_OFFSET_MS } from '@alma/shared/dates/shanghai-day';
import { formatYuan } from '@alma/shared/money/money';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../integrations/mail/mailer.ts';
import { MONTHLY_REPORT_MAIL } from '../../jobs/definitions/reports.ts';
import { triggerJob } from '../../jobs/trigger-job.ts';
import { XLSX_TYPE } from './export-service.ts';
import { incomeXlsx } from './report-xlsx.ts';
import { foundationName } from './repository.ts';
import { incomeReport } from './service.ts';

/**
 * The monthly income report mailed to finance (REPORT_MAIL_TO): on the 1st of each Shanghai month
 * (or the first hourly check after it, up to the 7th), the month before, by project, with its
 * workbook attached. Keyed by the month, so it goes once however often the check runs.
 */

/** Days into a month within which a missed 1st (the server was down) is still made up. */
const CATCH_UP_DAYS = 7;

/** The Shanghai month before the one `now` falls in, and the day of the month it is now. */
export function previousShanghaiMonth(now: Date): { month: string; dayOfMonth: number } {
  const local = new Date(now.getTime() + SHANGHAI_OFFSET_MS);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth(); // 0-based: the current month's index is the previous month's number
  const previous = month === 0 ? `${year - 1}-12` : `${year}-${String(month).padStart(2, '0')}`;
  return { month: previous, dayOfMonth: local.getUTCDate() };
}

export async function queueMonthlyReportMail(
  db: Db,
  recipients: readonly string[],
  now: Date,
): Promise<Record<string, unknown>> {
  if (recipients.length === 0) return { queued: false, reason: 'REPORT_MAIL_TO is empty' };
  const { month, dayOfMonth } = previousShanghaiMonth(now);
  if (dayOfMonth > CATCH_UP_DAYS) return { queued: false, month };
  const id = await triggerJob(db, MONTHLY_REPORT_MAIL, { month }, { singletonKey: month, runAt: now });
  return { queued: id !== null, month };
}

function lastDayOf(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, number, 0)).getUTCDate();
  return `${month}-${String(last).padStart(2, '0')}`;
}

export async function sendMonthlyReport(
  deps: { db: Db; mailer: Mailer; recipients: readonly string[] },
  month: string,
): Promise<Record<string, unknown>> {
  if (deps.recipients.length === 0) return { sent: false };
  const range = { from: `${month}-01`, to: lastDayOf(month) };
  const report = await incomeReport(deps.db, { ...range, groupBy: 'project' }, 'zh_CN');
  const name = await foundationName(deps.db);
  const { total } = report;
  const lines = [
    `${name} ${month} 收入报表（${range.from} 至 ${range.to}，北京时间）`,
    '',
    `收入 ¥${formatYuan(total.income)}（${total.gifts} 笔）`,
    `退款 ¥${formatYuan(total.refunds)}`,
    `净额 ¥${formatYuan(total.net)}`,
    '',
    '按项目的明细见附件（Excel）。收入按支付时间，退款按退款完成时间统计。',
  ];
  const { messageId } = await deps.mailer.send({
    to: deps.recipients.join(', '),
    subject: `${month} 收入报表 · ${name}`.trim(),
    text: lines.join('\n'),
    attachments: [
      {
        filename: reportFileName('income-project', range, 'xlsx'),
        content: await incomeXlsx(report, 'zh_CN'),
        contentType: XLSX_TYPE,
      },
    ],
  });
  return { sent: true, month, messageId, recipients: deps.recipients.length };
}
