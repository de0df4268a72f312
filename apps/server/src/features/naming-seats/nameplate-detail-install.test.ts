import type { TNameplateInstall } from '@alma/shared/api/nameplate-install';
import type { TSeatDetail } from '@alma/shared/api/naming-activity';
import { DONATEU } from '@alma/shared/api/spec-paths';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../../test/admin-fixtures.ts';
import { createUser } from '../../../test/fixtures.ts';
import { createHall } from '../../../test/naming-fixtures.ts';
import { notify, placeOrder } from '../../../test/order-fixtures.ts';
import { uploadedImage } from '../../../test/projects-admin-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { seatClaims } from '../../db/schema/naming.ts';

let t: TestApp;
let hall: Awaited<ReturnType<typeof createHall>>;
let named: number;
let held: number;

const install = (id: number | string) =>
  t.get<TNameplateInstall>('/uplus-foundation/app/v1/donateu/items/nameplateInstall', { id });
const claimOf = async (seatId: number) =>
  (
    await t.deps.database.db
      .select({ id: seatClaims.id })
      .from(seatClaims)
      .where(eq(seatClaims.seatId, seatId))
  )[0]!.id;

beforeAll(async () => {
  t = await createTestApp({ ALMA_DEMO: '1' });
  hall = await createHall(t.deps, 2, [{ termName: '永久', termMoneyFen: 200_000, termYear: 0 }]);
  const seatList = (seatId: number) => [
    {
      seatId,
      termYear: 0,
      areaId: hall.areaId,
      itemsId: hall.itemsId,
      donorName: '韩梅梅',
      donorIdentity: '校友',
      donationMessage: '桃李',
    },
  ];
  const body = (seatId: number) => ({
    itemsId: hall.itemsId,
    itemsType: 2,
    namingType: 1,
    seatList: seatList(seatId),
  });
  const payer = await createUser(t.deps);
  const bill = await placeOrder(t, payer.token, body(hall.seatIds[0]!));
  await notify(t, { billNo: bill, amountFen: 200_000 });
  const holder = await createUser(t.deps);
  await placeOrder(t, holder.token, body(hall.seatIds[1]!));
  named = await claimOf(hall.seatIds[0]!);
  held = await claimOf(hall.seatIds[1]!);
}, 60_000);
afterAll(() => t.close());

describe('items/nameplateInstall (ours)', () => {
  it('answers a named seat’s plaque, ordered until staff move it', async () => {
    expect((await install(named)).data).toEqual({ state: 'ordered', photo: '', updatedAt: '' });
  });

  it('shows what staff saved in the console, as getSeatDetail does', async () => {
    const staff = await signedInAs(t, 'project_manager');
    const photo = await uploadedImage(t, staff);
    expect((await staff.call('PUT', `/naming-installs/${named}`, { state: 'installed', photo })).status).toBe(
      200,
    );
    const answer = (await install(named)).data;
    expect(answer).toMatchObject({ state: 'installed', photo });
    expect(answer?.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const detail = await t.get<TSeatDetail>(`${DONATEU}/naming/activity/getSeatDetail`, {
      seatId: hall.seatIds[0]!,
    });
    expect(detail.data.install).toMatchObject({ state: 'installed', photo });
  });

  it('answers null for a claim only held, or unknown, and refuses a malformed id', async () => {
    expect(await install(held)).toMatchObject({ code: 0, data: null });
    expect(await install(99_999_999)).toMatchObject({ code: 0, data: null });
    expect(await install('abc')).toMatchObject({ code: -1, message: '参数错误：id' });
  });
});
