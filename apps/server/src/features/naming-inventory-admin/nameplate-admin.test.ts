import {
  NEW_NAMEPLATE_TEMPLATE,
  type TNameplateTemplate,
  type TNameplateTemplateWrite,
} from '@alma/shared/admin-api/naming-inventory';
import type { TNameplateDetailConfig, TNameplateExample } from '@alma/shared/api/naming';
import { DONATEU } from '@alma/shared/api/spec-paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminClient, signedInAs } from '../../../test/admin-fixtures.ts';
import { createItem, createUser } from '../../../test/fixtures.ts';
import { createHall } from '../../../test/naming-fixtures.ts';
import { auditOf, uploadedImage } from '../../../test/projects-admin-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { donations } from '../../db/schema/donations.ts';
import { holdSeats } from '../naming-seats/seat-claims-repository.ts';

type ErrorBody = { error: { code: string; message: string; field?: string } };

let t: TestApp;
let manager: AdminClient;
let admin: AdminClient;
let hall: Awaited<ReturnType<typeof createHall>>;
let claimId: number;
let pictures: string[];

beforeAll(async () => {
  t = await createTestApp();
  manager = await signedInAs(t, 'project_manager');
  admin = await signedInAs(t, 'administrator');
  hall = await createHall(t.deps, 2, [{ termName: '永久', termMoneyFen: 100_000, termYear: 0 }]);
  const { userId } = await createUser(t.deps);
  const [order] = await t.deps.database.db
    .insert(donations)
    .values({
      billNo: `PLATE${process.pid}`,
      userId,
      itemsId: hall.itemsId,
      crowdType: 1,
      moneyFen: 0,
      payType: 1,
    })
    .returning({ id: donations.id });
  const plate = { donorName: '王五', donorIdentity: '校友', donationMessage: '致远' };
  await holdSeats(t.deps.database.db, {
    donationId: order!.id,
    itemsId: hall.itemsId,
    seats: [{ seatId: hall.seatIds[0]!, termYear: 0, ...plate }],
  });
  const claims = await t.deps.database.db.query.seatClaims.findMany();
  claimId = claims[0]!.id;
  pictures = [];
  for (let i = 0; i < 4; i += 1) pictures.push(await uploadedImage(t, manager));
});
afterAll(() => t.close());

const path = () => `/nameplate-templates/${hall.itemsId}`;
const template = (values: Partial<TNameplateTemplateWrite> = {}): TNameplateTemplateWrite => ({
  bgImg: pictures[0]!,
  exampleImg: pictures[1]!,
  configData: [
    {
      field: 'donorName',
      placeholder: '捐赠人',
      x: 30,
      y: 50,
      style: { color: '#7a1f1f', fontSize: 24, letterSpacing: 2, lineHeight: 32, width: 240 },
    },
    {
      field: 'donationMessage',
      placeholder: '寄语',
      x: 30,
      y: 120,
      style: { color: '#333', fontSize: 14, letterSpacing: 0, lineHeight: 20, width: 240 },
    },
  ],
  detailConfig: { bg_img: pictures[2]!, bg_word: '座椅冠名', bottom_img: pictures[3]!, bg_color: '#f7efe2' },
  ...values,
});
const donorExample = () =>
  t.get<TNameplateExample>(`${DONATEU}/items/nameplateExample`, { itemsId: hall.itemsId });
const donorDetail = () =>
  t.get<TNameplateDetailConfig>(`${DONATEU}/items/getNameplateDetailConfig`, { type: 1, id: claimId });

describe('nameplate templates', () => {
  it('starts from the default, saves, audits, and the donor’s editor and detail page follow at once', async () => {
    const empty = await manager.call<TNameplateTemplate>('GET', path());
    expect(empty.body).toEqual({ itemsId: hall.itemsId, stored: false, ...NEW_NAMEPLATE_TEMPLATE });
    expect((await donorExample()).code).toBe(-1);

    const first = await manager.call<TNameplateTemplate>('PUT', path(), template());
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ itemsId: hall.itemsId, stored: true, ...template() });
    // Read (and cached) before the second save, which must show at once.
    expect(JSON.parse((await donorExample()).data.configData)).toEqual(template().configData);
    expect((await donorDetail()).data.bg_word).toBe('座椅冠名');

    const moved = template({
      exampleImg: '',
      configData: [{ ...template().configData[0]!, x: 60, y: 70 }],
      detailConfig: { bg_img: '', bg_word: '致敬', bottom_img: pictures[3]!, bg_color: '#fff' },
    });
    expect((await manager.call('PUT', path(), moved)).status).toBe(200);
    const example = (await donorExample()).data;
    expect(example.exampleImg).toBe('');
    expect(JSON.parse(example.configData)).toEqual(moved.configData);
    expect((await donorDetail()).data).toEqual({
      bg_img: '',
      bg_word: '致敬',
      bottom_img: pictures[3],
      bg_color: '#fff',
    });
    // The same template again: no change, no row.
    expect((await manager.call('PUT', path(), moved)).status).toBe(200);
    const trail = await auditOf(admin, 'nameplate_template', hall.itemsId);
    expect(trail.map((entry) => entry.action)).toEqual(['nameplate.save', 'nameplate.save']);
    expect(trail[0]).toMatchObject({ before: { exampleImg: pictures[1] }, after: { exampleImg: '' } });
  });

  it('refuses bad templates in the staff member’s words; nothing changes', async () => {
    const before = (await manager.call<TNameplateTemplate>('GET', path())).body;
    const box = template().configData[0]!;
    const refusals: Array<[string, unknown, number, string]> = [
      [
        path(),
        template({ bgImg: '/files/plate/202601/not-uploaded-picture-01.png' }),
        400,
        '图片须先上传到本站',
      ],
      [path(), template({ bgImg: 'https://example.com/x.png' }), 400, '背景图格式不正确'],
      [path(), template({ configData: [{ ...box, x: 301 }] }), 400, '第1项：横坐标不能大于300'],
      [
        path(),
        template({ configData: [{ ...box, style: { ...box.style, color: 'red;' } }] }),
        400,
        '颜色须为 #RGB 或 #RRGGBB',
      ],
      [path(), { ...template(), configData: [{ ...box, field: 'mobile' }] }, 400, '第1项：字段格式不正确'],
      [
        path(),
        template({ detailConfig: { ...template().detailConfig, bg_word: '一二三四五六七八九十一二三' } }),
        400,
        '背景文字不能超过12个字',
      ],
      [`/nameplate-templates/${await createItem(t.deps)}`, template(), 404, '该项目不是冠名项目'],
    ];
    for (const [index, [url, body, status, words]] of refusals.entries()) {
      const answer = await manager.call<ErrorBody>('PUT', url, body);
      expect(answer.status, `${index}`).toBe(status);
      expect(answer.body.error.message, `${index}`).toBe(words);
    }
    expect((await manager.call<TNameplateTemplate>('GET', path())).body).toEqual(before);
  });

  it('lets content editors read but not save', async () => {
    const editor = await signedInAs(t, 'content_editor');
    expect((await editor.call('GET', path())).status).toBe(200);
    expect((await editor.call('PUT', path(), template())).status).toBe(403);
    const fulfilment = await signedInAs(t, 'fulfilment');
    expect((await fulfilment.call('GET', path())).status).toBe(403);
  });
});
