import type {
  TAgreementAwaiting,
  TAgreementDetail,
  TAgreementPreviewAnswer,
  TAgreementRow,
  TAgreementTemplateAnswer,
} from '@alma/shared/admin-api/agreements';
import type { TAdminRows } from '@alma/shared/admin-api/paging';
import {
  DEFAULT_AGREEMENT_BODY,
  DEFAULT_AGREEMENT_PLACEMENT,
} from '@alma/shared/agreements/agreement-template';
import type { TCpuGeneration, TMySignRow } from '@alma/shared/api/agreements';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminClient, signedInAs } from '../../../test/admin-fixtures.ts';
import { alumnus, contractProject, postSignature, signaturePng } from '../../../test/agreement-fixtures.ts';
import { createItem } from '../../../test/fixtures.ts';
import { auditOf } from '../../../test/projects-admin-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { agreements } from '../../db/schema/agreements.ts';
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
async function sealedAgreement(yuan = 5000) {
  const donor = await alumnus(t);
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
