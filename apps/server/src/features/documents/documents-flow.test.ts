import type { TCertificateDetail, TCertificatePage } from '@alma/shared/api/certificates';
import type { TReceiptDetail, TReceiptPage } from '@alma/shared/api/receipts';
import { DONATEU } from '@alma/shared/api/spec-paths';
import { formField } from '@alma/shared/validation/form-fields';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  documentProject,
  EMAIL_RECEIPT,
  newDonor,
  openDocuments,
  PICKUP,
  POSTAL,
  paidGift,
  successOf,
} from '../../../test/documents-fixtures.ts';
import { createItem, createUser } from '../../../test/fixtures.ts';
import { orderRow, refundThroughLedger } from '../../../test/order-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { certificates, receipts } from '../../db/schema/documents.ts';
import { donationForms } from '../../db/schema/donation-forms.ts';
import { jobs, outboxEvents } from '../../db/schema/jobs.ts';
import { jobHandlers } from '../../jobs/catalogue.ts';
import { JobRunner } from '../../jobs/queue/job-runner.ts';

let t: TestApp;
let itemsId: number;

beforeAll(async () => {
  t = await createTestApp({ ALMA_DEMO: '1', PUBLIC_URL: 'https://give.example.edu' });
  await openDocuments(t);
  itemsId = await documentProject(t);
});
afterAll(() => t.close());

const paperAndEmailReceipt = {
  certificateDonorName: '张三',
  isNeedPaper: 1,
  certificateWay: '2',
  ...POSTAL,
  ...EMAIL_RECEIPT,
};

async function certificateOf(billNo: string) {
  const order = await orderRow(t.deps, billNo);
  const [row] = await t.deps.database.db
    .select()
    .from(certificates)
    .where(eq(certificates.donationId, order.id));
  return row;
}

describe('a paid gift over the certificate threshold', () => {
  it('writes its event with the payment; the job makes the certificate, the paper application and the receipt', async () => {
    const donor = await newDonor(t);
    const billNo = await paidGift(t, donor, itemsId, 200, paperAndEmailReceipt);
    const order = await orderRow(t.deps, billNo);
    // The event and its job came with the payment, and nothing is made in the request.
    const events = await t.deps.database.db
      .select()
      .from(outboxEvents)
      .where(eq(outboxEvents.donationId, order.id));
    expect(events.map((event) => event.kind)).toEqual(['order.placed', 'order.paid']);
    const queued = await t.deps.database.db.select().from(jobs).where(eq(jobs.eventId, events[1]!.id));
    expect(queued.map((job) => [job.name, job.state])).toEqual([['documents.order-paid', 'queued']]);
    expect((await successOf(t, donor.token, billNo)).data.certificateImg).toBe('');

    await t.jobs.runUntilIdle();

    const certificate = await certificateOf(billNo);
    expect(certificate).toMatchObject({ titleName: '张三', isNeedPaper: true, status: 1, certificateWay: 2 });
    expect(certificate?.serialNo).toMatch(/^ZS\d{4}[2-9A-HJ-NP-Z]{10}$/);
    expect(certificate?.imageKey).toMatch(/^certificate\//);

    const img = (await successOf(t, donor.token, billNo)).data.certificateImg;
    expect(img).toMatch(/^\/documents\/certificate\/\d+\?e=\d+&s=/);
    const picture = await t.app.inject({ url: img });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    const meta = await sharp(picture.rawPayload).metadata();
    expect([meta.format, meta.width]).toEqual(['png', 1080]);
    // Not blank: the picture has many colours.
    const { data } = await sharp(picture.rawPayload).resize(108).raw().toBuffer({ resolveWithObject: true });
    expect(
      new Set(Array.from({ length: data.length / 3 }, (_, i) => data.readUIntBE(i * 3, 3))).size,
    ).toBeGreaterThan(50);

    // A link altered or expired is not found; so is a certificate's id under another's signature.
    const tampered = img.replace(/s=([^&]+)/, 's=AAAA$1');
    expect((await t.app.inject({ url: tampered })).statusCode).toBe(404);
    const otherId = img.replace(/certificate\/(\d+)/, (_, id) => `certificate/${Number(id) + 1}`);
    expect((await t.app.inject({ url: otherId })).statusCode).toBe(404);
    const expired = t.deps.documentLinks.linkTo(
      'certificate',
      String(certificate?.id),
      new Date(Date.now() - 2 * 86_400_000),
    );
    expect((await t.app.inject({ url: expired })).statusCode).toBe(404);

    // The receipt asked for on the form is an application, sealed at rest.
    const [receipt] = await t.deps.database.db
      .select()
      .from(receipts)
      .where(eq(receipts.donationId, order.id));
    expect(receipt).toMatchObject({
      status: 1,
      donorType: 2,
      donorName: '示范科技有限公司',
      receiptType: 2,
      receiptWay: 3,
    });
    expect(receipt?.detailsSealed).not.toContain('finance@example.com');

    // Run again: nothing more is made.
    expect(await t.jobs.runUntilIdle()).toBe(0);
    expect(
      await t.deps.database.db.select().from(certificates).where(eq(certificates.donationId, order.id)),
    ).toHaveLength(1);
  });

  it("shows in the donor's lists and details, and to no one else", async () => {
    const donor = await newDonor(t);
    const stranger = await newDonor(t);
    const billNo = await paidGift(t, donor, itemsId, 300, paperAndEmailReceipt);
    await t.jobs.runUntilIdle();
    const certificate = await certificateOf(billNo);

    const paper = await t.get<TCertificatePage>(
      `${DONATEU}/certificate/page`,
      { isNeedPaper: 1, status: 1 },
      donor,
    );
    expect(paper.data.rows.map((row) => [row.id, row.status, row.donateMoney])).toEqual([
      [certificate!.id, 1, 300],
    ]);
    expect((await t.get<TCertificatePage>(`${DONATEU}/certificate/page`, {}, stranger)).data).toEqual({
      rows: [],
      total: 0,
    });

    const detail = await t.get<TCertificateDetail>(
      `${DONATEU}/certificate/detail`,
      { id: certificate!.id },
      donor,
    );
    expect(detail.data).toMatchObject({
      donorName: '张三',
      postalContact: '张三',
      postalMobile: '86-13800000000',
      postalAddress: '江苏省南京市玄武区北京东路 1 号',
      verifyUrl: `https://give.example.edu/verify/${certificate!.serialNo}`,
    });
    const theirs = await t.get(`${DONATEU}/certificate/detail`, { id: certificate!.id }, stranger);
    expect([theirs.code, theirs.message, theirs.data]).toEqual([-1, '内容不存在', null]);

    const receiptsPage = await t.get<TReceiptPage>(`${DONATEU}/receipt/page`, { status: '1' }, donor);
    expect(receiptsPage.data.rows).toHaveLength(1);
    const receiptId = receiptsPage.data.rows[0]!.id;
    const receipt = await t.get<TReceiptDetail>(`${DONATEU}/receipt/detail`, { id: receiptId }, donor);
    expect(receipt.data).toMatchObject({
      postalEmail: 'finance@example.com',
      creditCode: '9132**********XXX1',
      fileUrl: '',
    });
    expect((await t.get(`${DONATEU}/receipt/detail`, { id: receiptId }, stranger)).code).toBe(-1);
    expect(
      (await t.get<TReceiptPage>(`${DONATEU}/receipt/page`, { status: '2,3,4,5,6,7' }, donor)).data.total,
    ).toBe(0);
  });

  it('verifies on the public page its QR code opens, with the name masked; a refund voids it', async () => {
    const donor = await newDonor(t);
    const billNo = await paidGift(t, donor, itemsId, 88, { certificateDonorName: '李四光' });
    await t.jobs.runUntilIdle();
    const certificate = await certificateOf(billNo);
    const page = await t.app.inject({ url: `/verify/${certificate!.serialNo}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('证书真实有效');
    expect(page.body).toContain('李**');
    expect(page.body).not.toContain('李四光');
    expect(page.body).toContain('图书馆建设');
    expect(page.body).toContain('¥88.00');
    const unknown = await t.app.inject({ url: '/verify/ZS2026ABCDEFGHJK' });
    expect([unknown.statusCode, unknown.body.includes('查无此证书')]).toEqual([404, true]);
    // A phone set to English reads the page in English (its words, not the donor's).
    const english = await t.app.inject({
      url: `/verify/${certificate!.serialNo}`,
      headers: { 'accept-language': 'en-GB,en;q=0.9,zh-CN;q=0.5' },
    });
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain('This certificate is genuine');
    expect(english.body).toContain('Issued by');
    expect(english.body).not.toContain('证书真实有效');
    const asked = await t.app.inject({ url: '/verify/ZS2026ABCDEFGHJK?language=English' });
    expect(asked.body).toContain('No such certificate');

    expect(await refundThroughLedger(t, billNo)).toBe('SUCCEEDED');
    await t.jobs.runUntilIdle();
    expect((await certificateOf(billNo))?.voidedAt).not.toBeNull();
    const voided = await t.app.inject({ url: `/verify/${certificate!.serialNo}` });
    expect(voided.body).toContain('证书已作废');
    expect((await successOf(t, donor.token, billNo)).code).toBe(-1);
  });

  it('renders exactly one certificate for one order even when two workers race', async () => {
    const donor = await newDonor(t);
    const billNo = await paidGift(t, donor, itemsId, 120, { certificateDonorName: '王五' });
    const renders: string[] = [];
    const renderer = {
      ...t.deps.renderer,
      certificatePng: async (input: Parameters<typeof t.deps.renderer.certificatePng>[0]) => {
        renders.push(input.serialNo);
        return t.deps.renderer.certificatePng(input);
      },
    };
    const worker = () =>
      new JobRunner({
        database: t.deps.database,
        handlers: jobHandlers({ ...t.deps, renderer, log: t.app.log }),
        log: t.app.log,
      }).runUntilIdle();
    await Promise.all([worker(), worker(), worker()]);
    const certificate = await certificateOf(billNo);
    expect(renders).toEqual([certificate!.serialNo]);
    expect(certificate?.imageKey).toMatch(/^certificate\//);
  });

  it('makes the certificate out to the name typed on the form when the form shows no certificate section', async () => {
    const quiet = await createItem(t.deps, { name: '校史馆' });
    await t.deps.database.db.insert(donationForms).values({
      itemsId: quiet,
      isOpenCertificate: true,
      isShowCertificate: false,
      fieldList: [
        formField({ fieldName: 'name', fieldShowName: '真实姓名', fieldUiType: 'input', isRequire: 1 }),
      ],
    });
    // The account's nickname is not the donor's name: the name typed on the form is (doc 2 §4.3).
    const donor = await createUser(t.deps, { nickname: '演示用户' });
    const billNo = await paidGift(t, donor, quiet, 2500, { formDataMap: { name: ' 赵六 ' } });
    await t.jobs.runUntilIdle();
    expect((await certificateOf(billNo))?.titleName).toBe('赵六');
  });

  it('gives a gift below the threshold no certificate, and queues no job for it', async () => {
    const donor = await newDonor(t);
    const billNo = await paidGift(t, donor, itemsId, 49);
    // It makes no document (decided when it was placed): its order.paid event queues nothing.
    const order = await orderRow(t.deps, billNo);
    const events = await t.deps.database.db
      .select()
      .from(outboxEvents)
      .where(eq(outboxEvents.donationId, order.id));
    const paid = events.find((event) => event.kind === 'order.paid');
    expect(paid).toBeDefined();
    expect(await t.deps.database.db.select().from(jobs).where(eq(jobs.eventId, paid!.id))).toEqual([]);
    await t.jobs.runUntilIdle();
    expect(await certificateOf(billNo)).toBeUndefined();
    expect((await successOf(t, donor.token, billNo)).data.certificateImg).toBe('');
  });
});

describe('applying later, from the lists', () => {
  it("a paper certificate by delivery: the form's rules, all or nothing, once", async () => {
    const donor = await newDonor(t);
    const stranger = await newDonor(t);
    const billNo = await paidGift(t, donor, itemsId, 60, { certificateDonorName: '张三' });
    await t.jobs.runUntilIdle();
    const order = await orderRow(t.deps, billNo);
    const stay = await t.get<{ rows: Array<{ donateId: number }> }>(
      `${DONATEU}/certificate/stay/page`,
      { limit: 99 },
      donor,
    );
    expect(stay.data.rows.map((row) => row.donateId)).toEqual([order.id]);

    const apply = (who: { token: string }, body: Record<string, unknown>) =>
      t.post(
        `${DONATEU}/certificate/insert`,
        { certificateWay: 2, area: '86', donateIds: [order.id], ...body },
        who,
      );
    const delivery = {
      postalAddress: '南京市玄武区北京东路 1 号',
      postalContact: '张三',
      postalMobile: '86-13800000000',
    };
    expect((await apply(donor, { ...delivery, postalMobile: '86-1380000000' })).message).toBe(
      '请输入合法的联系电话',
    );
    expect((await apply(donor, { ...delivery, postalAddress: '' })).message).toBe('请输入邮寄地址');
    expect((await apply(stranger, delivery)).message).toBe('所选捐赠已申请或不可申请，请刷新后重试');
    expect((await certificateOf(billNo))?.isNeedPaper).toBe(false);

    expect((await apply(donor, delivery)).code).toBe(0);
    expect(await certificateOf(billNo)).toMatchObject({ isNeedPaper: true, status: 1, certificateWay: 2 });
    expect((await apply(donor, delivery)).code).toBe(-1);
    expect((await t.get<{ total: number }>(`${DONATEU}/certificate/stay/page`, {}, donor)).data.total).toBe(
      0,
    );
  });

  it("a pickup keeps the foundation's place, whatever was sent", async () => {
    const donor = await newDonor(t);
    const billNo = await paidGift(t, donor, itemsId, 70, { certificateDonorName: '张三' });
    await t.jobs.runUntilIdle();
    const order = await orderRow(t.deps, billNo);
    const answer = await t.post(
      `${DONATEU}/certificate/insert`,
      {
        certificateWay: 1,
        postalAddress: '我家',
        postalContact: '我',
        postalMobile: '',
        area: '',
        donateIds: String(order.id),
      },
      donor,
    );
    expect(answer.code).toBe(0);
    const id = (await certificateOf(billNo))!.id;
    const detail = await t.get<TCertificateDetail>(`${DONATEU}/certificate/detail`, { id }, donor);
    expect(detail.data).toMatchObject({
      certificateWay: 1,
      postalAddress: PICKUP.pickUpAddress,
      postalContact: PICKUP.pickUpName,
      postalMobile: PICKUP.pickUpMobile,
    });
  });

  it('a receipt: stay list, the rules, lastUserInfo', async () => {
    const donor = await newDonor(t);
    const billNo = await paidGift(t, donor, itemsId, 150, { certificateDonorName: '张三' });
    const small = await paidGift(t, donor, itemsId, 99, { certificateDonorName: '张三' });
    const order = await orderRow(t.deps, billNo);
    const stay = await t.get<{ rows: Array<{ donateId: number }> }>(
      `${DONATEU}/receipt/stay/page`,
      { limit: 99 },
      donor,
    );
    // ¥99 is below the form's receipt minimum of ¥100.
    expect(stay.data.rows.map((row) => row.donateId)).toEqual([order.id]);
    expect((await t.get(`${DONATEU}/receipt/lastUserInfo`, {}, donor)).data).toBeNull();

    const personal = {
      donorType: 1,
      donorName: '张三',
      creditCode: '32010219900101123',
      receiptType: 2,
      receiptWay: 4,
      postalMobileSms: '13800000000',
      donateRecordIds: [order.id],
    };
    const refused = await t.post(`${DONATEU}/receipt/insert`, personal, donor);
    expect(refused.message).toBe('请输入合法的身份证号');
    // 单位 with the person's ID number kept as the credit code: refused, not printed as one.
    const idAsCredit = await t.post(
      `${DONATEU}/receipt/insert`,
      { ...personal, donorType: 2, donorName: '某公司', creditCode: '320102199001011234' },
      donor,
    );
    expect(idAsCredit.message).toBe('请输入合法的统一社会信用代码');
    const smallOrder = await orderRow(t.deps, small);
    const below = await t.post(
      `${DONATEU}/receipt/insert`,
      { ...personal, creditCode: '320102199001011234', donateRecordIds: [order.id, smallOrder.id] },
      donor,
    );
    expect(below.code).toBe(-1);
    expect(
      await t.deps.database.db.select().from(receipts).where(eq(receipts.userId, donor.userId)),
    ).toHaveLength(0);

    const ok = await t.post(
      `${DONATEU}/receipt/insert`,
      { ...personal, creditCode: '320102199001011234' },
      donor,
    );
    expect(ok.code).toBe(0);
    expect((await t.get(`${DONATEU}/receipt/lastUserInfo`, {}, donor)).data).toMatchObject({
      donorType: 1,
      donorName: '张三',
      creditCode: '320102199001011234',
      receiptWay: 4,
      postalMobileSms: '86-13800000000',
      postalEmail: '',
    });
    expect((await t.get<{ total: number }>(`${DONATEU}/receipt/stay/page`, {}, donor)).data.total).toBe(0);
  });
});

describe('the yearly statement', () => {
  it("answers the year's count and total and a signed link to its PDF; an altered link is not found", async () => {
    const donor = await newDonor(t);
    await paidGift(t, donor, itemsId, 12);
    await paidGift(t, donor, itemsId, 30);
    const year = Number(
      new Intl.DateTimeFormat('en', { timeZone: 'Asia/Shanghai', year: 'numeric' }).format(new Date()),
    );
    const link = await t.get<{ url: string; count: number; totalMoney: number }>(
      `${DONATEU}/user/center/statement`,
      { year },
      donor,
    );
    expect([link.data.count, link.data.totalMoney]).toEqual([2, 42]);
    const pdf = await t.app.inject({ url: link.data.url });
    expect([pdf.statusCode, pdf.headers['content-type'], pdf.rawPayload.subarray(0, 5).toString()]).toEqual([
      200,
      'application/pdf',
      '%PDF-',
    ]);
    const someoneElse = link.data.url.replace(/statement\/(\d+)-/, (_, id) => `statement/${Number(id) + 1}-`);
    expect((await t.app.inject({ url: someoneElse })).statusCode).toBe(404);
    expect((await t.get(`${DONATEU}/user/center/statement`, { year: 1999 }, donor)).code).toBe(-1);
  });
});
