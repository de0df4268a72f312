import type { TCertificateQueueRow, TReceiptQueueRow } from '@alma/shared/admin-api/fulfilment';
import type { TAdminRows } from '@alma/shared/admin-api/paging';
import type { TCertificateDetail } from '@alma/shared/api/certificates';
import type { TReceiptDetail } from '@alma/shared/api/receipts';
import { DONATEU } from '@alma/shared/api/spec-paths';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminClient, signedInAs } from '../../../test/admin-fixtures.ts';
import {
  documentProject,
  newDonor,
  openDocuments,
  POSTAL,
  paidGift,
} from '../../../test/documents-fixtures.ts';
import { auditOf } from '../../../test/projects-admin-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { certificates } from '../../db/schema/documents.ts';

/**
 * Issue 21, defect 11: the courier is chosen from the shared list (documents/couriers.ts), its
 * number checked, both correctable after 已邮寄 (audited, not a move), and the queues found by bill
 * number, serial number or name, with the bill number in each row.
 */

let t: TestApp;
let itemsId: number;
let admin: AdminClient;
let fulfilment: AdminClient;
let finance: AdminClient;

beforeAll(async () => {
  t = await createTestApp({ ALMA_DEMO: '1' });
  await openDocuments(t);
  itemsId = await documentProject(t);
  [admin, fulfilment, finance] = await Promise.all([
    signedInAs(t, 'administrator'),
    signedInAs(t, 'fulfilment'),
    signedInAs(t, 'finance'),
  ]);
});
afterAll(async () => {
  await t.close();
});

type Answer<T> = T & { error?: { code: string; message: string; field?: string } };

/** A paid gift with a paper certificate and a paper receipt, both by post. */
async function mailedDocuments(name: string, yuan: number) {
  const donor = await newDonor(t);
  const billNo = await paidGift(t, donor, itemsId, yuan, {
    certificateDonorName: name,
    isNeedPaper: 1,
    certificateWay: '2',
    ...POSTAL,
    isNeedReceipt: 1,
    receiptDonorType: '1',
    receiptDonorName: name,
    creditCode: '320102199001011234',
    receiptType: '1',
    receiptWay: '2',
  });
  await t.jobs.runUntilIdle();
  const certificate = (
    await fulfilment.call<TAdminRows<TCertificateQueueRow>>('GET', '/certificates', undefined, { q: billNo })
  ).body.rows[0]!;
  const receipt = (
    await fulfilment.call<TAdminRows<TReceiptQueueRow>>('GET', '/receipts', undefined, { q: billNo })
  ).body.rows[0]!;
  return { donor, billNo, certificate, receipt };
}

const certificateMove = (id: number, body: Record<string, unknown>) =>
  fulfilment.call<Answer<TCertificateQueueRow>>('POST', `/certificates/${id}/move`, body);
const certificateExpress = (id: number, body: Record<string, unknown>) =>
  fulfilment.call<Answer<TCertificateQueueRow>>('PUT', `/certificates/${id}/express`, body);

describe('the courier of a mailed certificate', () => {
  it('is chosen from the list; an unknown courier or a bad number is refused naming the field', async () => {
    const { certificate } = await mailedDocuments('钱七', 120);
    expect((await certificateMove(certificate.id, { to: 2 })).body.status).toBe(2);

    const unknown = await certificateMove(certificate.id, {
      to: 4,
      expressCompany: 'pigeon',
      expressNo: 'SF1234567890',
    });
    expect([unknown.status, unknown.body.error?.field, unknown.body.error?.message]).toEqual([
      400,
      'expressCompany',
      '请从列表中选择快递公司',
    ]);
    const spaced = await certificateMove(certificate.id, {
      to: 4,
      expressCompany: 'sf',
      expressNo: 'SF 1234 5678',
    });
    expect([spaced.status, spaced.body.error?.field, spaced.body.error?.message]).toEqual([
      400,
      'expressNo',
      '快递单号只能包含字母、数字或“-”',
    ]);
    const short = await certificateMove(certificate.id, { to: 4, expressCompany: 'sf', expressNo: 'SF12' });
    expect([short.status, short.body.error?.message]).toEqual([400, '快递单号至少6个字']);
    const unnamed = await certificateMove(certificate.id, {
      to: 4,
      expressCompany: 'other',
      expressNo: 'AB123456',
    });
    expect([unnamed.status, unnamed.body.error?.field, unnamed.body.error?.message]).toEqual([
      400,
      'expressCompanyName',
      '请填写快递公司名称',
    ]);

    const mailed = await certificateMove(certificate.id, {
      to: 4,
      expressCompany: 'sf',
      expressNo: 'SF1234567890',
    });
    // The listed courier is kept by its name: what the donor's detail shows as 快递公司.
    expect(mailed.body).toMatchObject({ status: 4, expressCompany: '顺丰速运', expressNo: 'SF1234567890' });
  });

  it('is corrected after 已邮寄, audited with before and after; the status stays and the donor sees the new one', async () => {
    const { donor, certificate } = await mailedDocuments('孙八', 130);
    // Not mailed yet: nothing to correct.
    const early = await certificateExpress(certificate.id, {
      expressCompany: 'sf',
      expressNo: 'SF1234567890',
    });
    expect([early.status, early.body.error?.message]).toEqual([
      409,
      '只有已邮寄的证书或票据可以修改快递信息',
    ]);
    await certificateMove(certificate.id, { to: 2 });
    await certificateMove(certificate.id, { to: 4, expressCompany: 'sf', expressNo: 'SF1111111111' });
    const [mailedRow] = await t.deps.database.db
      .select({ statusAt: certificates.statusAt })
      .from(certificates)
      .where(eq(certificates.id, certificate.id));

    // Refused like a move: an unknown courier, a bad number.
    const unknown = await certificateExpress(certificate.id, {
      expressCompany: '顺丰',
      expressNo: 'SF2222222222',
    });
    expect([unknown.status, unknown.body.error?.field]).toEqual([400, 'expressCompany']);
    const bad = await certificateExpress(certificate.id, { expressCompany: 'zto', expressNo: '中通123456' });
    expect([bad.status, bad.body.error?.field]).toEqual([400, 'expressNo']);

    const corrected = await certificateExpress(certificate.id, {
      expressCompany: 'zto',
      expressNo: '773012345678',
    });
    expect(corrected.status).toBe(200);
    expect(corrected.body).toMatchObject({
      status: 4,
      expressCompany: '中通快递',
      expressNo: '773012345678',
    });
    // 其他 keeps the typed name.
    const other = await certificateExpress(certificate.id, {
      expressCompany: 'other',
      expressCompanyName: '宅急送',
      expressNo: 'ZJS-000123',
    });
    expect(other.body).toMatchObject({ expressCompany: '宅急送', expressNo: 'ZJS-000123' });
    // The same again changes nothing and writes no row.
    const again = await certificateExpress(certificate.id, {
      expressCompany: 'other',
      expressCompanyName: '宅急送',
      expressNo: 'ZJS-000123',
    });
    expect(again.status).toBe(200);

    const [row] = await t.deps.database.db
      .select({ status: certificates.status, statusAt: certificates.statusAt })
      .from(certificates)
      .where(eq(certificates.id, certificate.id));
    expect(row).toEqual({ status: 4, statusAt: mailedRow!.statusAt });

    const trail = await auditOf(admin, 'certificate', String(certificate.id));
    expect(trail.map((entry) => entry.action)).toEqual([
      'certificate.express',
      'certificate.express',
      'certificate.move',
      'certificate.move',
    ]);
    expect(trail[1]).toMatchObject({
      before: { expressCompany: '顺丰速运', expressNo: 'SF1111111111' },
      after: { expressCompany: '中通快递', expressNo: '773012345678' },
    });
    expect(trail[0]).toMatchObject({
      before: { expressCompany: '中通快递', expressNo: '773012345678' },
      after: { expressCompany: '宅急送', expressNo: 'ZJS-000123' },
    });

    const detail = await t.get<TCertificateDetail>(
      `${DONATEU}/certificate/detail`,
      { id: certificate.id },
      donor,
    );
    expect(detail.data).toMatchObject({
      status: 4,
      expressCompanyTitle: '宅急送',
      expressOrderNo: 'ZJS-000123',
    });
  });

  it('may be corrected only by the roles that mail certificates', async () => {
    const { certificate } = await mailedDocuments('周九', 140);
    const answer = await finance.call('PUT', `/certificates/${certificate.id}/express`, {
      expressCompany: 'sf',
      expressNo: 'SF1234567890',
    });
    expect(answer.status).toBe(403);
  });
});

describe('the courier of a mailed paper receipt', () => {
  it('is chosen from the list and corrected after 已邮寄, audited with before and after', async () => {
    const { donor, receipt } = await mailedDocuments('吴十', 210);
    const move = (body: Record<string, unknown>) =>
      fulfilment.call<Answer<TReceiptQueueRow>>('POST', `/receipts/${receipt.id}/move`, body);
    expect((await move({ to: 2 })).body.status).toBe(2);
    const unknown = await move({ to: 4, expressCompany: 'pigeon', expressNo: 'JT0001234567' });
    expect([unknown.status, unknown.body.error?.message]).toEqual([400, '请从列表中选择快递公司']);
    expect((await move({ to: 4, expressCompany: 'jt', expressNo: 'JT0001234567' })).body).toMatchObject({
      status: 4,
      expressCompany: '极兔速递',
    });

    const correct = (body: Record<string, unknown>) =>
      fulfilment.call<Answer<TReceiptQueueRow>>('PUT', `/receipts/${receipt.id}/express`, body);
    const bad = await correct({ expressCompany: 'jt', expressNo: 'JT#0001234567' });
    expect([bad.status, bad.body.error?.field, bad.body.error?.message]).toEqual([
      400,
      'expressNo',
      '快递单号只能包含字母、数字或“-”',
    ]);
    const corrected = await correct({ expressCompany: 'ems', expressNo: 'EA123456789CN' });
    expect(corrected.body).toMatchObject({
      status: 4,
      expressCompany: '中国邮政EMS',
      expressNo: 'EA123456789CN',
    });
    const trail = await auditOf(admin, 'receipt', String(receipt.id));
    expect(trail[0]).toMatchObject({
      action: 'receipt.express',
      before: { expressCompany: '极兔速递', expressNo: 'JT0001234567' },
      after: { expressCompany: '中国邮政EMS', expressNo: 'EA123456789CN' },
    });
    const detail = await t.get<TReceiptDetail>(`${DONATEU}/receipt/detail`, { id: receipt.id }, donor);
    expect(detail.data).toMatchObject({ expressCompanyTitle: '中国邮政EMS' });
  });
});

describe('finding a certificate or receipt', () => {
  it('by bill number, serial number or name, each row answering its bill number', async () => {
    const { billNo, certificate, receipt } = await mailedDocuments('郑十一', 160);
    expect(certificate.billNo).toBe(billNo);
    expect(receipt.billNo).toBe(billNo);
    const certificateIds = async (q: string) =>
      (
        await fulfilment.call<TAdminRows<TCertificateQueueRow>>('GET', '/certificates', undefined, { q })
      ).body.rows.map((row) => [row.id, row.billNo]);
    const receiptIds = async (q: string) =>
      (
        await fulfilment.call<TAdminRows<TReceiptQueueRow>>('GET', '/receipts', undefined, { q })
      ).body.rows.map((row) => [row.id, row.billNo]);
    // A part of the bill number is enough.
    expect(await certificateIds(billNo.slice(-10))).toEqual([[certificate.id, billNo]]);
    expect(await certificateIds(certificate.serialNo)).toEqual([[certificate.id, billNo]]);
    expect(await certificateIds('郑十一')).toEqual([[certificate.id, billNo]]);
    expect(await receiptIds(billNo)).toEqual([[receipt.id, billNo]]);
    expect(await receiptIds('郑十一')).toEqual([[receipt.id, billNo]]);
    expect(await certificateIds('没有这个人')).toEqual([]);
  });
});
