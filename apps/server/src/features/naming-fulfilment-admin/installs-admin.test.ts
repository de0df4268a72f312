import type { TNamingInstallRow } from '@alma/shared/admin-api/naming-fulfilment';
import type { TAdminRows } from '@alma/shared/admin-api/paging';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminClient, adminRequest, signedInAs } from '../../../test/admin-fixtures.ts';
import { createUser } from '../../../test/fixtures.ts';
import { createHall } from '../../../test/naming-fixtures.ts';
import { notify, placeOrder } from '../../../test/order-fixtures.ts';
import { auditOf, pngBytes } from '../../../test/projects-admin-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { multipartBody } from '../../../test/user-fixtures.ts';

let t: TestApp;
let admin: AdminClient;
let fulfilment: AdminClient;
let editor: AdminClient;
let hall: Awaited<ReturnType<typeof createHall>>;
let photo: string;
/** The claims of seats 1 and 2, named by one paid order; seat 3 is only held. */
let claims: number[];

const TERMS = [{ termName: '永久', termMoneyFen: 200_000, termYear: 0 }];
const plate = { donorName: '李雷', donorIdentity: '校友', donationMessage: '饮水思源' };

beforeAll(async () => {
  t = await createTestApp({ ALMA_DEMO: '1', ALMA_AUDIT_STRICT: '1' });
  [admin, fulfilment, editor] = await Promise.all([
    signedInAs(t, 'administrator'),
    signedInAs(t, 'fulfilment'),
    signedInAs(t, 'content_editor'),
  ]);
  const uploaded = await uploadPhoto(fulfilment, await pngBytes());
  expect(uploaded.status).toBe(201);
  photo = uploaded.body.fileUrl;
  hall = await createHall(t.deps, 3, TERMS);
  const seatEntry = (seatId: number) => ({
    seatId,
    termYear: 0,
    areaId: hall.areaId,
    itemsId: hall.itemsId,
    ...plate,
  });
  const body = (seatIds: number[]) => ({
    itemsId: hall.itemsId,
    itemsType: 2,
    namingType: 1,
    seatList: seatIds.map(seatEntry),
  });
  const donor = await createUser(t.deps);
  const bill = await placeOrder(t, donor.token, body([hall.seatIds[0]!, hall.seatIds[1]!]));
  await notify(t, { billNo: bill, amountFen: 400_000 });
  const other = await createUser(t.deps);
  await placeOrder(t, other.token, body([hall.seatIds[2]!]));
  const page = await list({ itemsId: String(hall.itemsId) });
  claims = page.rows.map((row) => row.claimId).sort((a, b) => a - b);
}, 60_000);
afterAll(() => t.close());

/** POST /naming-installs/photos as the console sends it: one multipart `file` part. */
async function uploadPhoto(client: AdminClient, content: Buffer | string) {
  const { payload, contentType } = multipartBody({
    filename: 'photo.png',
    contentType: 'image/png',
    content,
  });
  const response = await adminRequest(t, 'POST', '/naming-installs/photos', {
    body: payload,
    headers: { cookie: client.cookie, 'x-csrf-token': client.me.csrfToken, 'content-type': contentType },
  });
  return { status: response.statusCode, body: response.json() as { fileUrl: string; id: number } };
}

async function list(query: Record<string, string> = {}) {
  const answer = await admin.call<TAdminRows<TNamingInstallRow>>('GET', '/naming-installs', undefined, query);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}
type Failure = { error: { message: string; field: string } };
const move = (client: AdminClient, claimId: number, body: Record<string, unknown>) =>
  client.call<TNamingInstallRow & Failure>('PUT', `/naming-installs/${claimId}`, body);

describe('GET /naming-installs', () => {
  it('lists named seats only, with their plaque and state', async () => {
    const page = await list({ itemsId: String(hall.itemsId) });
    expect(page.total).toBe(2);
    expect(page.rows.map((row) => row.objectLabel).sort()).toEqual([hall.labels[0], hall.labels[1]]);
    expect(page.rows[0]).toMatchObject({
      donorName: '李雷',
      donationMessage: '饮水思源',
      state: 'ordered',
      photo: '',
    });
  });

  it('filters by state and refuses an unknown one', async () => {
    expect((await list({ itemsId: String(hall.itemsId), state: 'installed' })).total).toBe(0);
    const bad = await admin.call<Failure>('GET', '/naming-installs', undefined, { state: 'lost' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe('state');
  });

  it('is refused to a content editor', async () => {
    expect((await editor.call('GET', '/naming-installs')).status).toBe(403);
    expect((await move(editor, claims[0]!, { state: 'made' })).status).toBe(403);
  });
});

describe('POST /naming-installs/photos', () => {
  it('stores a picture for the roles that move plaques, audited as an upload', async () => {
    expect(photo).toMatch(/^\/files\/console\/\d{6}\//);
    const rows = await admin.call<{ rows: Array<{ action: string }> }>('GET', '/audit', undefined, {
      action: 'file.upload',
      pageSize: '200',
    });
    expect(rows.body.rows.length).toBeGreaterThan(0);
    expect((await uploadPhoto(fulfilment, 'not a picture')).status).toBe(400);
    expect((await uploadPhoto(editor, await pngBytes())).status).toBe(403);
  });
});

describe('PUT /naming-installs/:claimId', () => {
  it('moves forward, keeps the photo and writes an audit row per change', async () => {
    const made = await move(fulfilment, claims[0]!, { state: 'made' });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body).toMatchObject({ state: 'made', photo: '' });
    expect(made.body.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const installed = await move(fulfilment, claims[0]!, { state: 'installed', photo });
    expect(installed.body).toMatchObject({ state: 'installed', photo });
    // The same state and photo again changes nothing and writes nothing.
    expect((await move(fulfilment, claims[0]!, { state: 'installed' })).body).toMatchObject({ photo });
    const rows = await auditOf(admin, 'seat_claim', claims[0]!);
    expect(rows.map((row) => [row.action, row.after])).toEqual([
      ['namingInstall.move', { state: 'installed', photo }],
      ['namingInstall.move', { state: 'made', photo: '' }],
    ]);
    expect(
      (await list({ itemsId: String(hall.itemsId), state: 'installed' })).rows.map((r) => r.claimId),
    ).toEqual([claims[0]]);
  });

  it.each<[string, () => number, Record<string, unknown>, number, string, string]>([
    [
      'going back',
      () => claims[0]!,
      { state: 'made' },
      400,
      'state',
      '安装进度只能向前推进（已下单 → 已制作 → 已安装）',
    ],
    [
      'installed without a photo',
      () => claims[1]!,
      { state: 'installed' },
      400,
      'photo',
      '标记为已安装须上传安装照片',
    ],
    [
      'a photo this server did not store',
      () => claims[1]!,
      { state: 'installed', photo: '/files/console/202601/not-uploaded-photo-0001.png' },
      400,
      'photo',
      '',
    ],
    [
      'a photo that is no address',
      () => claims[1]!,
      { state: 'made', photo: 'http://x/y.png' },
      400,
      'photo',
      '',
    ],
    ['an unknown state', () => claims[1]!, { state: 'lost' }, 400, 'state', ''],
    ['an unknown claim', () => 99_999_999, { state: 'made' }, 404, 'claimId', ''],
  ])('refuses %s, changing nothing', async (_name, claimOf, body, status, field, message) => {
    const before = await list({ itemsId: String(hall.itemsId) });
    const answer = await move(fulfilment, claimOf(), body);
    expect(answer.status).toBe(status);
    expect(answer.body.error.field).toBe(field);
    if (message) expect(answer.body.error.message).toBe(message);
    expect(await list({ itemsId: String(hall.itemsId) })).toEqual(before);
  });

  it('refuses a claim that is only held', async () => {
    const held = hall.seatIds[2]!;
    const { seatClaims } = await import('../../db/schema/naming.ts');
    const { eq } = await import('drizzle-orm');
    const [claim] = await t.deps.database.db
      .select({ id: seatClaims.id })
      .from(seatClaims)
      .where(eq(seatClaims.seatId, held));
    const answer = await move(admin, claim!.id, { state: 'made' });
    expect(answer.status).toBe(409);
    expect(answer.body.error.message).toBe('该冠名对象已不在冠名期内，不能更新安装进度');
  });
});
