import type {
  TAgreementAwaiting,
  TAgreementDetail,
  TAgreementPreviewAnswer,
  TAgreementRow,
  TAgreementTemplateAnswer,
} from '@alma/shared/admin-api/agreements';
import type { TReceiptQueueRow } from '@alma/shared/admin-api/fulfilment';
import type { TStatementPreview } from '@alma/shared/admin-api/offline-gifts';
import type { TAdminRows } from '@alma/shared/admin-api/paging';
import {
  DEFAULT_AGREEMENT_BODY,
  DEFAULT_AGREEMENT_PLACEMENT,
} from '@alma/shared/agreements/agreement-template';
import type { TAgreementPages, TCpuGeneration, TMySignRow } from '@alma/shared/api/agreements';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminClient, adminRequest, signedInAs } from '../../../test/admin-fixtures.ts';
import { alumnus, contractProject, postSignature, signaturePng } from '../../../test/agreement-fixtures.ts';
import { createItem } from '../../../test/fixtures.ts';
import { auditOf } from '../../../test/projects-admin-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { multipartBody } from '../../../test/user-fixtures.ts';
import { agreements } from '../../db/schema/agreements.ts';
import { donationForms } from '../../db/schema/donation-forms.ts';
import { donations } from '../../db/schema/donations.ts';

let t: TestApp;
let finance: AdminClient;
let manager: AdminClient;
let editor: AdminClient;
let admin: AdminClient;
let projectId: number;

beforeAll(async () => {
  t = await createTestApp();
  projectId = await contractProject(t, '校史馆建设');
  finance = await signedInAs(t, 'finance');
  manager = await signedInAs(t, 'project_manager');
  editor = await signedInAs(t, 'content_editor');
  admin = await signedInAs(t, 'administrator');
});
afterAll(() => t.close());

/** A donor's agreement for `yuan`, signed and sealed. */
async function sealedAgreement(yuan = 5000, name?: string) {
  const donor = await alumnus(t, name);
  const made = await t.post<TCpuGeneration>(
    SPEC_PATHS.cpuSign.generation,
    { donateItemId: projectId, name: 'x', mobile: 'x', idNo: 'x', donationAmount: yuan },
    { token: donor.token },
  );
  await postSignature(
    t,
    SPEC_PATHS.cpuSign.signature,
    donor.token,
    { signAgreementId: String(made.data.id) },
    await signaturePng(),
  );
  await t.jobs.runUntilIdle();
  return { donor, id: made.data.id };
}

let references = 0;
const transfer = (body: Record<string, unknown>) => {
  references += 1;
  return {
    itemsId: projectId,
    method: 'bank_transfer',
    receivedOn: '2026-12-01',
    payerName: '欧阳明月',
    reference: `BOC2026${String(references).padStart(6, '0')}`,
    ...body,
  };
};

describe('agreements in the console', () => {
  it('lists agreements by status with the donor masked, and shows one with its evidence and files', async () => {
    const { id } = await sealedAgreement();
    const list = await finance.call<TAdminRows<TAgreementRow>>('GET', '/agreements', undefined, {
      status: 'SEALED',
    });
    expect(list.status).toBe(200);
    const row = list.body.rows.find((candidate) => candidate.id === id);
    expect(row).toMatchObject({
      status: 'SEALED',
      flow: 'cpu',
      projectTitle: '校史馆建设',
      amount: 5000,
      billNo: '',
    });
    expect(row?.donorMobile).toMatch(/^139\*{4}\d{4}$/);
    const detail = await finance.call<TAgreementDetail>('GET', `/agreements/${id}`);
    expect(detail.body.versions).toHaveLength(1);
    const evidence = Object.fromEntries(
      detail.body.versions[0]!.evidence.map((entry) => [entry.label, entry.value]),
    );
    expect(evidence.证件号码).toBe('3201**********1234');
    expect(evidence.签署设备).toContain('MicroMessenger');
    expect(evidence['协议原文SHA-256']).toMatch(/^[0-9a-f]{64}$/);
    // Each row names its field, for the console to label in the staff member's language.
    expect(detail.body.versions[0]!.evidence.map((entry) => entry.field)).toEqual([
      'signer',
      'mobile',
      'idNo',
      'signedAt',
      'ip',
      'device',
      'unsignedSha256',
      'strokeSha256',
      'intent',
      'version',
    ]);
    expect(detail.body).toMatchObject({ receipt: null, certificate: null });
    expect(detail.body.versions[0]!.sealedUrl).toMatch(/^\/documents\/agreement\/\d+\.1\.m\?/);
    expect((await finance.call('GET', '/agreements/999999')).status).toBe(404);
  });

  it('voids with a reason, audited; a voided agreement can be neither signed nor voided again', async () => {
    const { donor, id } = await sealedAgreement();
    expect((await finance.call('POST', `/agreements/${id}/void`, { reason: '' })).status).toBe(400);
    const voided = await finance.call<TAgreementDetail>('POST', `/agreements/${id}/void`, {
      reason: '捐赠人改为现场签约',
    });
    expect(voided.status).toBe(200);
    expect(voided.body).toMatchObject({
      status: 'VOID',
      voidReason: '捐赠人改为现场签约',
      voidedBy: finance.me.username,
    });
    const [audit] = await auditOf(admin, 'agreement', String(id));
    expect(audit).toMatchObject({ action: 'agreement.void' });
    expect((await finance.call('POST', `/agreements/${id}/void`, { reason: '再次作废' })).status).toBe(409);
    const again = await postSignature(
      t,
      SPEC_PATHS.cpuSign.signature,
      donor.token,
      { signAgreementId: String(id) },
      await signaturePng(),
    );
    expect(again).toMatchObject({ code: -1, message: '该协议已不能签署' });
    // Content editors neither read nor void agreements.
    expect((await editor.call('GET', '/agreements')).status).toBe(403);
    expect((await manager.call('POST', `/agreements/${id}/void`, { reason: '项目经理作废' })).status).toBe(
      403,
    );
  });

  it('records a bank transfer against a sealed agreement: funds received, one order, the receipt in the donor’s list', async () => {
    const { donor, id } = await sealedAgreement(8888.8);
    const awaiting = await finance.call<TAgreementAwaiting[]>(
      'GET',
      '/agreements/awaiting-transfer',
      undefined,
      {
        amount: '8888.8',
        payerName: '欧阳明月',
      },
    );
    const chosen = awaiting.body.find((candidate) => candidate.id === id);
    expect(chosen).toMatchObject({ amount: 8888.8, projectTitle: '校史馆建设' });

    // Another amount or project than the agreement's is refused by field, and nothing is recorded.
    const wrongAmount = await finance.call(
      'POST',
      '/offline-gifts',
      transfer({ amount: 8000, agreementId: id, userId: chosen!.userId }),
    );
    expect(wrongAmount.status).toBe(400);
    expect(JSON.stringify(wrongAmount.body)).toContain('amount');
    const otherProject = await createItem(t.deps, { name: '别的项目' });
    expect(
      (
        await finance.call(
          'POST',
          '/offline-gifts',
          transfer({ itemsId: otherProject, amount: 8888.8, agreementId: id, userId: chosen!.userId }),
        )
      ).status,
    ).toBe(400);

    const recorded = await finance.call<{ billNo: string; donationId: number }>(
      'POST',
      '/offline-gifts',
      transfer({ amount: 8888.8, agreementId: id, userId: chosen!.userId }),
    );
    expect(recorded.status).toBe(201);
    const [row] = await t.deps.database.db.select().from(agreements).where(eq(agreements.id, id));
    expect(row).toMatchObject({ status: 'FUNDS_RECEIVED', donationId: recorded.body.donationId });
    const [order] = await t.deps.database.db
      .select()
      .from(donations)
      .where(eq(donations.id, recorded.body.donationId));
    expect(order).toMatchObject({
      userId: donor.userId,
      itemsId: projectId,
      moneyFen: 888_880,
      status: 'PAID',
    });
    const detail = await finance.call<TAgreementDetail>('GET', `/agreements/${id}`);
    expect(detail.body).toMatchObject({ status: 'FUNDS_RECEIVED', billNo: recorded.body.billNo });
    const orderPage = await finance.call<{ agreement: { agreementNo: string } | null }>(
      'GET',
      `/orders/${recorded.body.billNo}`,
    );
    expect(orderPage.body.agreement?.agreementNo).toBe(detail.body.agreementNo);
    const [mine] = (await t.get<TMySignRow[]>(SPEC_PATHS.cpuSign.getMySign, {}, { token: donor.token })).data;
    expect(mine).toMatchObject({ id, status: 'FUNDS_RECEIVED' });

    // One agreement, one order: a second transfer against it is refused.
    const twice = await finance.call(
      'POST',
      '/offline-gifts',
      transfer({ amount: 8888.8, agreementId: id, userId: chosen!.userId }),
    );
    expect(twice.status).toBe(409);
    const after = await finance.call<TAgreementAwaiting[]>('GET', '/agreements/awaiting-transfer');
    expect(after.body.map((candidate) => candidate.id)).not.toContain(id);
  });
});

describe('transfers suggested for agreements, and the order’s receipt linked both ways', () => {
  async function statement(csv: string) {
    const { payload, contentType } = multipartBody({
      filename: 'statement.csv',
      contentType: 'text/csv',
      content: csv,
    });
    const response = await adminRequest(t, 'POST', '/offline-gifts/statement', {
      body: payload,
      headers: { cookie: finance.cookie, 'x-csrf-token': finance.me.csrfToken, 'content-type': contentType },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as TStatementPreview;
  }

  it('suggests the agreement a statement line pays when the amount and the payer match, and only then', async () => {
    const { id, donor } = await sealedAgreement(7777.77, '司马相如');
    // The same donor's other agreement, of another amount; and a namesake's, of another amount.
    await sealedAgreement(1234, '司马相如');
    // Two agreements of one amount and one name: neither is suggested, staff pick by hand.
    await sealedAgreement(4321, '东方朔');
    await sealedAgreement(4321, '东方朔');
    const csv = [
      '交易日期,交易流水号,贷方金额,对方户名,对方账号,摘要',
      '2026-12-01,AGR0001,7777.77,司马相如,6222000099,捐赠',
      '2026-12-01,AGR0002,7777.70,司马相如,6222000099,捐赠',
      '2026-12-01,AGR0003,4321,东方朔,6222000098,捐赠',
    ].join('\r\n');
    const [pays, otherAmount, twoOfThem] = (await statement(csv)).lines;
    const [agreement] = await t.deps.database.db.select().from(agreements).where(eq(agreements.id, id));
    expect(pays).toMatchObject({
      suggestedAgreement: {
        id,
        agreementNo: agreement!.agreementNo,
        itemsId: projectId,
        projectTitle: '校史馆建设',
        userId: donor.userId,
        donorName: '司马相如',
      },
      suggestedDonor: { userId: donor.userId, name: '司马相如' },
      suggestedProject: { itemsId: projectId, name: '校史馆建设' },
    });
    expect(otherAmount?.suggestedAgreement).toBeNull();
    expect(twoOfThem?.suggestedAgreement).toBeNull();

    // The project gives certificates: the order earns one.
    await t.deps.database.db
      .insert(donationForms)
      .values({ itemsId: projectId, isOpenCertificate: true })
      .onConflictDoUpdate({ target: donationForms.itemsId, set: { isOpenCertificate: true } });
    // Confirming the line with the agreement, a receipt asked: funds received, the receipt linked both ways.
    const confirmed = await finance.call('POST', '/offline-gifts/confirm', {
      gifts: [
        {
          itemsId: projectId,
          amount: pays!.amount,
          method: 'bank_transfer',
          receivedOn: pays!.receivedOn,
          payerName: pays!.payerName,
          reference: pays!.reference,
          userId: donor.userId,
          agreementId: id,
          receipt: {
            receiptDonorType: '1',
            receiptDonorName: '司马相如',
            idNo: '320102199001011234',
            receiptType: '2',
            receiptWay: '3',
            postalEmail: 'sima@example.com',
          },
        },
      ],
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(201);
    await t.jobs.runUntilIdle();
    const detail = await finance.call<TAgreementDetail>('GET', `/agreements/${id}`);
    expect(detail.body.status).toBe('FUNDS_RECEIVED');
    expect(detail.body.receipt).toMatchObject({ id: expect.any(Number) });
    expect(detail.body.certificate).toMatchObject({
      id: expect.any(Number),
      serialNo: expect.any(String),
      imageUrl: expect.stringMatching(/^\/documents\/certificate\//),
    });
    const receipts = await finance.call<TAdminRows<TReceiptQueueRow>>('GET', '/receipts', undefined, {
      q: detail.body.billNo,
    });
    expect(receipts.body.rows).toEqual([
      expect.objectContaining({
        id: detail.body.receipt!.id,
        agreementNo: agreement!.agreementNo,
        agreementId: id,
      }),
    ]);
    const receipt = await finance.call<TReceiptQueueRow>('GET', `/receipts/${detail.body.receipt!.id}`);
    expect(receipt.body).toMatchObject({ agreementNo: agreement!.agreementNo, agreementId: id });

    // Issued, the receipt names the agreement beside the order, and the donor's list shows its page as a picture.
    expect((await finance.call('POST', '/receipts/issue', { ids: [detail.body.receipt!.id] })).status).toBe(
      200,
    );
    await t.jobs.runUntilIdle();
    const [mine] = (
      await t.get<TMySignRow[]>(SPEC_PATHS.cpuSign.getMySign, {}, { token: donor.token })
    ).data.filter((row) => row.id === id);
    expect(mine?.donationReceiptsUrl).toMatch(/^\/documents\/receipt\//);
    const receiptPdf = await t.app.inject({ method: 'GET', url: mine!.donationReceiptsUrl });
    const receiptText = (
      await extractText(await getDocumentProxy(new Uint8Array(receiptPdf.rawPayload)), { mergePages: true })
    ).text.replace(/\s+/g, '');
    expect(receiptText).toContain(`捐赠协议${agreement!.agreementNo}`);
    const pages = await t.get<TAgreementPages>(
      SPEC_PATHS.cpuSign.pages,
      { url: mine!.donationReceiptsUrl },
      { token: donor.token },
    );
    expect(pages.data.pages).toEqual([
      { url: expect.stringMatching(/^\/documents\/receipt-page\//), width: 900, height: 525 },
    ]);
    const picture = await t.app.inject({ method: 'GET', url: pages.data.pages[0]!.url });
    expect(picture.headers['content-type'], picture.body.slice(0, 300)).toBe('image/png');
    expect(await sharp(picture.rawPayload).metadata()).toMatchObject({ width: 900, height: 525 });
    // Drawn, not blank: the bill's ink is on it.
    const { channels } = await sharp(picture.rawPayload).stats();
    expect(Math.min(...channels.slice(0, 3).map((channel) => channel.min))).toBeLessThan(80);
    // Someone else's receipt address is not found, as an altered one is.
    const stranger = await alumnus(t, '路人甲');
    expect(
      await t.get(SPEC_PATHS.cpuSign.pages, { url: mine!.donationReceiptsUrl }, { token: stranger.token }),
    ).toMatchObject({ code: -1, message: '协议不存在' });
    expect(
      await t.get(
        SPEC_PATHS.cpuSign.pages,
        { url: mine!.donationReceiptsUrl.replace(/s=[^&]+/, 's=forged') },
        { token: donor.token },
      ),
    ).toMatchObject({ code: -1, message: '协议不存在' });
    const [, receiptPage] = /\/documents\/receipt-page\/([^?]+)/.exec(pages.data.pages[0]!.url) ?? [];
    expect(receiptPage).toBe(`${detail.body.receipt!.id}.1`);

    // The line's agreement is no longer awaiting: the same statement again suggests nothing.
    expect((await statement(csv)).lines[0]?.suggestedAgreement).toBeNull();
  });
});

describe('agreement templates', () => {
  it('starts from the default, saves the project’s own (audited) and refuses an unknown placeholder by name', async () => {
    const fresh = await createItem(t.deps, { name: '新项目' });
    const start = await manager.call<TAgreementTemplateAnswer>(
      'GET',
      `/projects/${fresh}/agreement-template`,
    );
    expect(start.body).toMatchObject({ isDefault: true, offerContract: false });
    const saved = await manager.call<TAgreementTemplateAnswer>(
      'PUT',
      `/projects/${fresh}/agreement-template`,
      {
        title: '新项目捐赠协议',
        body: `${DEFAULT_AGREEMENT_BODY}\n特别约定：{project}专款专用。`,
        offerContract: true,
        placement: DEFAULT_AGREEMENT_PLACEMENT,
      },
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ isDefault: false, title: '新项目捐赠协议', offerContract: true });
    const [audit] = await auditOf(admin, 'agreementTemplate', String(fresh));
    expect(audit).toMatchObject({ action: 'agreementTemplate.save' });
    const projects = await t.get<Array<{ id: number }>>(
      SPEC_PATHS.cpuSign.projectList,
      {},
      { token: (await alumnus(t)).token },
    );
    expect(projects.data.map((project) => project.id)).toContain(fresh);

    const wrong = await manager.call('PUT', `/projects/${fresh}/agreement-template`, {
      title: '协议',
      body: '甲方{nmae}捐赠',
      offerContract: true,
      placement: DEFAULT_AGREEMENT_PLACEMENT,
    });
    expect(wrong.status).toBe(400);
    expect(JSON.stringify(wrong.body)).toContain('{nmae}');
    const outside = await manager.call('PUT', `/projects/${fresh}/agreement-template`, {
      title: '协议',
      body: '正文',
      offerContract: true,
      placement: { ...DEFAULT_AGREEMENT_PLACEMENT, seal: { x: 600, size: 110 } },
    });
    expect(outside.status).toBe(400);
    expect((await finance.call('PUT', `/projects/${fresh}/agreement-template`, saved.body)).status).toBe(403);

    // Reset: the default text and placement again (audited), the project still offering contracts.
    expect((await finance.call('DELETE', `/projects/${fresh}/agreement-template`)).status).toBe(403);
    const reset = await manager.call<TAgreementTemplateAnswer>(
      'DELETE',
      `/projects/${fresh}/agreement-template`,
    );
    expect(reset.status).toBe(200);
    expect(reset.body).toMatchObject({
      isDefault: true,
      title: start.body.title,
      body: DEFAULT_AGREEMENT_BODY,
      offerContract: true,
      placement: DEFAULT_AGREEMENT_PLACEMENT,
    });
    const [resetAudit] = await auditOf(admin, 'agreementTemplate', String(fresh));
    expect(resetAudit).toMatchObject({ action: 'agreementTemplate.reset' });
    expect((await manager.call('DELETE', '/projects/999999/agreement-template')).status).toBe(404);
  });

  it('previews a template as page pictures drawn by the documents’ renderer', async () => {
    const preview = await manager.call<TAgreementPreviewAnswer>('POST', '/agreement-templates/preview', {
      title: '预览协议',
      body: `${DEFAULT_AGREEMENT_BODY}\n${'附加条款。'.repeat(300)}`,
      placement: DEFAULT_AGREEMENT_PLACEMENT,
      itemsId: projectId,
    });
    expect(preview.status).toBe(200);
    expect(preview.body.pages.length).toBeGreaterThanOrEqual(2);
    const first = Buffer.from(preview.body.pages[0]!.replace(/^data:image\/png;base64,/, ''), 'base64');
    expect(await sharp(first).metadata()).toMatchObject({ format: 'png', width: 900 });
  });
});
