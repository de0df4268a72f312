import type { TAdminDonationForm } from '@alma/shared/admin-api/donation-form';
import type { TFormDetail } from '@alma/shared/api/donate';
import { DONATEU } from '@alma/shared/api/spec-paths';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminClient, signedInAs } from '../../../test/admin-fixtures.ts';
import { createItem } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLog } from '../../db/schema/staff.ts';

let t: TestApp;
let manager: AdminClient;
let project: number;

beforeAll(async () => {
  t = await createTestApp();
  manager = await signedInAs(t, 'project_manager');
  project = await createItem(t.deps, { name: '表单项目' });
});
afterAll(() => t.close());

const graduation = {
  fieldName: 'isAlumni',
  fieldShowName: '是否校友',
  fieldUiType: 'radio',
  isRequire: 1,
  optionList: [
    { id: '1', title: '是' },
    { id: '0', title: '否' },
  ],
};
const graduationYear = {
  fieldName: 'gradYear',
  fieldShowName: '毕业年份',
  fieldUiType: 'year',
  isRequire: 1,
  isShowConfig: 1,
  conditionFieldName: 'isAlumni',
  conditionFieldValue: '1',
};
const form = (changes: Record<string, unknown> = {}) => ({
  minMoney: '5.5',
  isOpenCertificate: true,
  minMoneyCertificate: 100,
  payPlatformList: ['1', '2'],
  fieldList: [graduation, graduationYear],
  ...changes,
});
const save = (body: unknown, id = project) =>
  manager.call<TAdminDonationForm & { error?: { field: string; message: string } }>(
    'PUT',
    `/projects/${id}/form`,
    body,
  );
const donorForm = async () =>
  (await t.get<TFormDetail>(`${DONATEU}/items/formDetail`, { itemsId: project })).data;

describe('the donation form builder', () => {
  it('shows the defaults of a project without a form of its own', async () => {
    const answer = await manager.call<TAdminDonationForm>('GET', `/projects/${project}/form`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      saved: false,
      minMoney: 0,
      fieldList: [],
      receiptTypeList: ['1', '2'],
    });
  });

  it('saves a form with a conditional field; the donor form shows it at once, and the save is audited', async () => {
    expect((await donorForm()).fieldList).toEqual([]);
    const saved = await save(form());
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      saved: true,
      minMoney: 5.5,
      minMoneyCertificate: 100,
      isOpenCertificate: true,
    });
    const shown = await donorForm();
    expect(shown.minMoney).toBe(5.5);
    expect(shown.isOpenCertificate).toBe(1);
    // Opened in the builder and not hidden: the donor form shows the section (defect 1 of issue 21).
    expect(shown.isShowCertificate).toBe(1);
    expect(shown.fieldList.map((field) => field.fieldName)).toEqual(['isAlumni', 'gradYear']);
    expect(shown.fieldList[1]).toMatchObject({
      isShowConfig: 1,
      conditionFieldName: 'isAlumni',
      conditionFieldValue: '1',
      inputTip: '',
    });

    const [row] = await t.deps.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'form.save'), eq(auditLog.targetId, String(project))));
    expect(row).toMatchObject({ staffUsername: manager.me.username, before: null });
    expect(row?.after).toMatchObject({ minMoneyFen: 550, minMoneyCertificateFen: 10000 });
  });

  it.each([
    [
      'a condition on a missing field',
      form({ fieldList: [{ ...graduationYear }] }),
      'fieldList.0.conditionFieldName',
      'The condition refers to a field "isAlumni" that does not exist',
    ],
    [
      'an empty option list',
      form({ fieldList: [{ ...graduation, optionList: [] }] }),
      'fieldList.0.optionList',
      'Add at least one option',
    ],
    [
      'a condition value that is not an option',
      form({ fieldList: [graduation, { ...graduationYear, conditionFieldValue: '2' }] }),
      'fieldList.1.conditionFieldValue',
      'The condition value "2" is not an option of that field',
    ],
    [
      'two fields with one name',
      form({ fieldList: [graduation, { ...graduation }] }),
      'fieldList.1.fieldName',
      'The field name "isAlumni" is used twice',
    ],
    [
      'a large-amount reminder without an amount',
      form({ isLargeRemind: true }),
      'largeAmount',
      'Enter the large amount when the reminder is on',
    ],
    [
      'an amount with three decimals',
      form({ minMoney: '10.123' }),
      'minMoney',
      'Minimum amount must be an amount from 0 to ¥1,000,000,000, with at most two decimals',
    ],
    [
      'an English label longer than the Chinese may be',
      form({ fieldList: [{ ...graduation, fieldShowNameEn: 'x'.repeat(41) }] }),
      'fieldList.0.fieldShowNameEn',
      'Row 1: English field label can be at most 40 characters',
    ],
    [
      'an English tip longer than the Chinese may be',
      form({ fieldList: [{ ...graduation, inputTipEn: 'x'.repeat(101) }] }),
      'fieldList.0.inputTipEn',
      'Row 1: English input hint can be at most 100 characters',
    ],
    [
      'an English option longer than the Chinese may be',
      form({
        fieldList: [{ ...graduation, optionList: [{ id: '1', title: '是', titleEn: 'x'.repeat(41) }] }],
      }),
      'fieldList.0.optionList.0.titleEn',
      'Row 1: English option can be at most 40 characters',
    ],
    [
      'an unknown field type',
      form({ fieldList: [{ ...graduation, fieldUiType: 'camera' }] }),
      'fieldList.0.fieldUiType',
      'Row 1: Field type is not valid',
    ],
  ])('refuses %s, naming the field, and keeps the saved form', async (_name, body, field, message) => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/admin-api/v1/projects/${project}/form`,
      payload: body,
      headers: { cookie: manager.cookie, 'x-csrf-token': manager.me.csrfToken, language: 'English' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ field, message });
    expect((await donorForm()).minMoney).toBe(5.5);
    expect((await donorForm()).fieldList).toHaveLength(2);
  });

  it('keeps the English label, tip and options staff give; the donor form answers them in English', async () => {
    const english = {
      ...graduation,
      fieldShowNameEn: ' Alumnus? ',
      inputTipEn: 'Choose one',
      optionList: [
        { id: '1', title: '是', titleEn: 'Yes' },
        { id: '0', title: '否' },
      ],
    };
    const saved = await save(form({ fieldList: [english, graduationYear] }));
    expect(saved.status).toBe(200);
    expect(saved.body.fieldList[0]).toMatchObject({
      fieldShowName: '是否校友',
      fieldShowNameEn: 'Alumnus?',
      inputTipEn: 'Choose one',
      optionList: [
        { id: '1', title: '是', titleEn: 'Yes' },
        { id: '0', title: '否' },
      ],
    });
    expect(
      (await manager.call<TAdminDonationForm>('GET', `/projects/${project}/form`)).body.fieldList[0],
    ).toMatchObject({ fieldShowNameEn: 'Alumnus?' });
    const [audit] = await t.deps.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'form.save'), eq(auditLog.targetId, String(project))))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(JSON.stringify(audit?.after)).toContain('Alumnus?');

    const inEnglish = await t.get<TFormDetail>(
      `${DONATEU}/items/formDetail`,
      { itemsId: project },
      { language: 'English' },
    );
    expect(inEnglish.data.fieldList[0]).toMatchObject({
      fieldShowName: 'Alumnus?',
      inputTip: 'Choose one',
      optionList: [
        { id: '1', title: 'Yes' },
        { id: '0', title: '否' },
      ],
    });
    // The year field has no English label: its Chinese one, in both languages.
    expect(inEnglish.data.fieldList[1]?.fieldShowName).toBe('毕业年份');
    expect((await donorForm()).fieldList[0]).toMatchObject({ fieldShowName: '是否校友', inputTip: '' });
  });

  it('hides an opened certificate or receipt section only when staff say so', async () => {
    const hidden = await save(form({ isOpenReceipt: true, isShowCertificate: false, isShowReceipt: false }));
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({
      isOpenCertificate: true,
      isShowCertificate: false,
      isShowReceipt: false,
    });
    expect(await donorForm()).toMatchObject({
      isOpenCertificate: 1,
      isShowCertificate: 0,
      isOpenReceipt: 1,
      isShowReceipt: 0,
    });
    expect((await save(form({ isOpenReceipt: true }))).status).toBe(200);
    expect(await donorForm()).toMatchObject({ isShowCertificate: 1, isShowReceipt: 1 });
  });

  it('answers 404 for a project that does not exist', async () => {
    expect((await save(form(), 999999)).status).toBe(404);
    expect((await manager.call('GET', '/projects/999999/form')).status).toBe(404);
  });
});
