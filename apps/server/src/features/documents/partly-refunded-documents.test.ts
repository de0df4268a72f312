import type { TReceiptPage } from '@alma/shared/api/receipts';
import { DONATEU } from '@alma/shared/api/spec-paths';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  documentProject,
  EMAIL_RECEIPT,
  newDonor,
  openDocuments,
  paidGift,
} from '../../../test/documents-fixtures.ts';
import { orderRow, refundThroughLedger } from '../../../test/order-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { certificates, receipts } from '../../db/schema/documents.ts';
import { issueReceipt, receiptJobDepsOf } from '../receipts/issue-service.ts';

/**
 * A refund of part of a gift leaves it standing (PARTLY_REFUNDED, holding the rest): its certificate
 * stays valid and it counts in the yearly statement with what it still holds, while its receipt,
 * made out for the gift as paid, is voided and never issued (receipts/repository.ts).
 */

let t: TestApp;
let itemsId: number;

beforeAll(async () => {
  t = await createTestApp({ ALMA_DEMO: '1', PUBLIC_URL: 'https://give.example.edu' });
  await openDocuments(t);
  itemsId = await documentProject(t);
});
afterAll(() => t.close());

const shanghaiYear = () =>
  Number(new Intl.DateTimeFormat('en', { timeZone: 'Asia/Shanghai', year: 'numeric' }).format(new Date()));

describe('a partly refunded gift', () => {
  it('keeps a valid certificate, counts in the statement with what it holds; its receipt is voided', async () => {
    const donor = await newDonor(t);
    const billNo = await paidGift(t, donor, itemsId, 200, {
      certificateDonorName: '李四光',
      ...EMAIL_RECEIPT,
    });
    await t.jobs.runUntilIdle();
    expect(await refundThroughLedger(t, billNo, 5000)).toBe('SUCCEEDED');
    await t.jobs.runUntilIdle();
    const order = await orderRow(t.deps, billNo);
    expect([order.status, order.moneyFen, order.refundedFen]).toEqual(['PARTLY_REFUNDED', 15000, 5000]);

    const [certificate] = await t.deps.database.db
      .select()
      .from(certificates)
      .where(eq(certificates.donationId, order.id));
    expect(certificate?.voidedAt).toBeNull();
    const page = await t.app.inject({ url: `/verify/${certificate!.serialNo}` });
    expect(page.body).toContain('证书真实有效');
    expect(page.body).toContain('¥150.00');

    const [receipt] = await t.deps.database.db
      .select()
      .from(receipts)
      .where(eq(receipts.donationId, order.id));
    expect(receipt?.voidedAt).not.toBeNull();
    const issued = await issueReceipt(receiptJobDepsOf(t.deps), receipt!.id);
    expect(issued).toEqual({ issued: false });

    const statement = await t.get<{ count: number; totalMoney: number }>(
      `${DONATEU}/user/center/statement`,
      { year: shanghaiYear() },
      donor,
    );
    expect([statement.data.count, statement.data.totalMoney]).toEqual([1, 150]);
  });

  it('gets no receipt applied for after the refund: a receipt is for a gift never refunded', async () => {
    const donor = await newDonor(t);
    const billNo = await paidGift(t, donor, itemsId, 300, { certificateDonorName: '张三' });
    await t.jobs.runUntilIdle();
    expect(await refundThroughLedger(t, billNo, 1000)).toBe('SUCCEEDED');
    await t.jobs.runUntilIdle();
    const order = await orderRow(t.deps, billNo);
    expect(order.status).toBe('PARTLY_REFUNDED');
    const stay = await t.get<TReceiptPage>(`${DONATEU}/receipt/stay/page`, { limit: 99 }, donor);
    expect(stay.data.total).toBe(0);
    const applied = await t.post(
      `${DONATEU}/receipt/insert`,
      {
        donorType: 2,
        donorName: '示范科技有限公司',
        creditCode: '91320100MA1XXXXXX1',
        receiptType: 2,
        receiptWay: 3,
        postalEmail: 'finance@example.com',
        donateRecordIds: [order.id],
      },
      donor,
    );
    expect(applied.code).toBe(-1);
  });
});
