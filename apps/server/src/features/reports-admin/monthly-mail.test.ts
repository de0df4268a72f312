import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDocuments } from '../../../test/documents-fixtures.ts';
import { createItem, createUser } from '../../../test/fixtures.ts';
import { notify, placeOrder } from '../../../test/order-fixtures.ts';
import { type SmtpFake, startSmtpFake } from '../../../test/smtp-fake.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { loadConfig } from '../../config/env.ts';
import { donations } from '../../db/schema/donations.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { SCHEDULES } from '../../jobs/catalogue.ts';
import { MONTHLY_REPORT_CHECK } from '../../jobs/definitions/reports.ts';
import { triggerJob } from '../../jobs/trigger-job.ts';
import { previousShanghaiMonth } from './monthly-mail-service.ts';

/**
 * The previous month's income report is mailed, with its workbook, on the 1st of each Shanghai
 * month to the addresses of REPORT_MAIL_TO, once, through the local SMTP server.
 */

let t: TestApp;
let smtp: SmtpFake;
let itemsId: number;

const shanghai = (text: string) => new Date(`${text}+08:00`);

beforeAll(async () => {
  smtp = await startSmtpFake();
  t = await createTestApp({
    ALMA_DEMO: '1',
    SMTP_URL: smtp.url,
    REPORT_MAIL_TO: 'finance@example.edu, board@example.edu',
  });
  await openDocuments(t);
  itemsId = await createItem(t.deps, { name: '月报项目' });
  const donor = await createUser(t.deps);
  for (const [yuan, paidAt] of [
    [120, '2024-02-29T23:59:59'],
    [80, '2024-02-01T00:00:00'],
    [500, '2024-03-01T00:00:00'],
  ] as const) {
    const billNo = await placeOrder(t, donor.token, { itemsId, currencyMoney: yuan });
    expect((await notify(t, { billNo, amountFen: yuan * 100 })).statusCode).toBe(200);
    await t.deps.database.db
      .update(donations)
      .set({ paidAt: shanghai(paidAt) })
      .where(eq(donations.billNo, billNo));
  }
  await t.jobs.runUntilIdle();
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function checkAt(now: Date): Promise<void> {
  await triggerJob(t.deps.database.db, MONTHLY_REPORT_CHECK, {}, { runAt: now });
  await t.jobsAt(now).runUntilIdle();
}

describe('the monthly income report mail', () => {
  it('is a recurring job, checked hourly', () => {
    expect(SCHEDULES).toContainEqual({ name: 'reports.monthly-check', everySeconds: 3600 });
  });

  it('mails February’s report on 1 March with the workbook, once', async () => {
    await checkAt(shanghai('2024-03-01T00:30:00'));
    expect(smtp.messages).toHaveLength(1);
    const [mail] = smtp.messages;
    expect(mail?.subject).toContain('2024-02 收入报表');
    expect(mail?.text).toContain('收入 ¥200.00（2 笔）');
    expect(mail?.text).toContain('净额 ¥200.00');
    const to = Array.isArray(mail?.to) ? mail.to : [mail?.to];
    expect(to.flatMap((address) => address?.value.map((each) => each.address))).toEqual([
      'finance@example.edu',
      'board@example.edu',
    ]);
    const attachment = mail?.attachments[0];
    expect(attachment?.filename).toBe('report-income-project-20240201-20240229.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(attachment!.content as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows).toContainEqual(['月报项目', 2, 200, 0, 200]);
    expect(rows).toContainEqual(['合计', 2, 200, 0, 200]);

    // Later checks the same month send nothing more.
    await checkAt(shanghai('2024-03-01T01:30:00'));
    await checkAt(shanghai('2024-03-03T09:00:00'));
    expect(smtp.messages).toHaveLength(1);
    const mails = await t.deps.database.db.select().from(jobs).where(eq(jobs.name, 'reports.monthly-mail'));
    expect(mails.map((job) => [job.singletonKey, job.state])).toEqual([['2024-02', 'done']]);
  });

  it('sends nothing in the middle of a month', async () => {
    await checkAt(shanghai('2024-03-15T10:00:00'));
    expect(smtp.messages).toHaveLength(1);
  });
});

describe('previousShanghaiMonth and REPORT_MAIL_TO', () => {
  it.each([
    ['2024-01-31T16:00:00Z', '2024-01', 1],
    ['2024-01-31T15:59:59Z', '2023-12', 31],
    ['2024-12-31T16:00:00Z', '2024-12', 1],
  ])('at %s the month before is %s', (instant, month, day) => {
    expect(previousShanghaiMonth(new Date(instant))).toEqual({ month, dayOfMonth: day });
  });

  it('takes a comma-separated list of addresses and refuses anything else', () => {
    expect(loadConfig({ REPORT_MAIL_TO: ' a@example.edu ,b@example.edu' }).REPORT_MAIL_TO).toEqual([
      'a@example.edu',
      'b@example.edu',
    ]);
    expect(loadConfig({}).REPORT_MAIL_TO).toEqual([]);
    expect(() => loadConfig({ REPORT_MAIL_TO: 'finance' })).toThrow(/REPORT_MAIL_TO/);
  });
});
