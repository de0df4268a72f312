import type { TInstitutionSettings } from '@alma/shared/admin-api/settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminClient, signedInAs } from '../../../test/admin-fixtures.ts';
import { auditOf } from '../../../test/projects-admin-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { recordAudit } from '../../audit/record-audit.ts';

/**
 * Issue 21, defect 9: the settings refuse a phone nobody can call and a text past its limit (never
 * cutting it), naming the field; and the audit keeps the foundation's own pickup details whole, so
 * the value a change replaced can be read back, while a donor's data stays masked.
 */

type Answer = TInstitutionSettings & { error?: { code: string; field?: string; message: string } };

let t: TestApp;
let admin: AdminClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t, 'administrator');
  expect((await admin.call('PUT', '/settings/receipt', receipt())).status).toBe(200);
});
afterAll(() => t.close());

function receipt(changes: Record<string, unknown> = {}) {
  return {
    isOpenReceipt: true,
    isOpenPaper: false,
    validType: 1,
    isCreditCode: true,
    receiptTypeList: ['1'],
    receiptWayPaperList: ['1'],
    receiptWayElectronicList: [],
    pickUpAddress: '行政楼 101',
    pickUpName: '王老师',
    pickUpMobile: '010-12345678',
    certificateWayPaperList: ['2'],
    ...changes,
  };
}

const settings = async () => (await admin.call<Answer>('GET', '/settings')).body;
const auditCount = async () => (await auditOf(admin, 'settings', 'receipt')).length;

describe('the receipt settings refuse bad data, naming the field, and store nothing', () => {
  it.each([
    ['letters for a phone', { pickUpMobile: 'abc-电话' }, 'pickUpMobile', /^自取联系电话/],
    ['a landline without its area code', { pickUpMobile: '12345678' }, 'pickUpMobile', /^自取联系电话/],
    ['a mobile one digit short', { pickUpMobile: '1391234567' }, 'pickUpMobile', /^自取联系电话/],
    [
      'an address of 10,000 characters',
      { pickUpAddress: '路'.repeat(10_000) },
      'pickUpAddress',
      /^自取地址不能超过100个字$/,
    ],
    [
      'a contact of 21 characters',
      { pickUpName: '王'.repeat(21) },
      'pickUpName',
      /^自取联系人不能超过20个字$/,
    ],
  ])('%s', async (_name, change, field, message) => {
    const before = await settings();
    const rows = await auditCount();
    const answer = await admin.call<Answer>('PUT', '/settings/receipt', receipt(change));
    expect(answer.status).toBe(400);
    expect(answer.body.error?.field).toBe(field);
    expect(answer.body.error?.message).toMatch(message);
    expect((await settings()).receipt).toEqual(before.receipt);
    expect(await auditCount()).toBe(rows);
  });

  it('names the field in English for a staff member reading English', async () => {
    const answer = await admin.call<Answer>('PUT', '/settings/receipt', {
      ...receipt({ pickUpMobile: 'call us' }),
      language: 'English',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({
      field: 'pickUpMobile',
      message: expect.stringMatching(/^Pickup phone/),
    });
  });

  it.each(['13912345678', '0512-6512 3456 转 801', '400-123-4567', '(010) 6275 0000', ''])(
    'keeps the phone %s as written',
    async (pickUpMobile) => {
      const answer = await admin.call<Answer>('PUT', '/settings/receipt', receipt({ pickUpMobile }));
      expect(answer.status).toBe(200);
      expect(answer.body.receipt.pickUpMobile).toBe(pickUpMobile);
    },
  );
});

describe('the audit trail keeps the foundation’s own contact details whole', () => {
  it('a settings change has the old and the new phone and address whole', async () => {
    await admin.call('PUT', '/settings/receipt', receipt({ pickUpMobile: '010-62750000' }));
    const saved = await admin.call<Answer>(
      'PUT',
      '/settings/receipt',
      receipt({ pickUpMobile: '0512-6512 3456 转 801', pickUpAddress: '图书馆二楼 203 室（基金会办公室）' }),
    );
    expect(saved.status).toBe(200);
    const [row] = await auditOf(admin, 'settings', 'receipt');
    expect(row?.before).toMatchObject({
      pickUpMobile: '010-62750000',
      pickUpAddress: '行政楼 101',
      pickUpName: '王老师',
    });
    expect(row?.after).toMatchObject({
      pickUpMobile: '0512-6512 3456 转 801',
      pickUpAddress: '图书馆二楼 203 室（基金会办公室）',
    });
  });

  it('a project’s donation form keeps its pickup desks whole', async () => {
    const project = await admin.call<{ id: number }>('POST', '/projects', { name: '自取测试' });
    const form = {
      receiptPickUpMobile: '025-8888 6666',
      receiptPickUpAddress: '行政楼 305 室',
      certificatePickUpMobile: '13912345678',
    };
    expect((await admin.call('PUT', `/projects/${project.body.id}/form`, form)).status).toBe(200);
    const row = (await auditOf(admin, 'project', project.body.id)).find((r) => r.action === 'form.save');
    expect(row?.after).toMatchObject(form);
  });

  it('a donor’s mobile, and the same keys under any other target, stay masked', async () => {
    const actor = { staffId: null, username: 'test', role: 'administrator', ip: '127.0.0.1' };
    await t.deps.database.db.transaction(async (tx) => {
      await recordAudit(tx, actor, {
        action: 'donor.reveal',
        targetType: 'donor',
        targetId: 424242,
        before: { mobile: '13812345678', address: '江苏省南京市鼓楼区北京西路1号' },
      });
      await recordAudit(tx, actor, {
        action: 'receipt.move',
        targetType: 'receipt',
        targetId: 424242,
        after: { pickUpMobile: '13812345678', receiptPickUpMobile: '13812345678' },
      });
    });
    const [donor] = await auditOf(admin, 'donor', 424242);
    expect(donor?.before).toEqual({ mobile: '138****5678', address: '江苏省********西路1号' });
    const [receiptRow] = await auditOf(admin, 'receipt', 424242);
    expect(receiptRow?.after).toEqual({ pickUpMobile: '138****5678', receiptPickUpMobile: '138****5678' });
  });
});
