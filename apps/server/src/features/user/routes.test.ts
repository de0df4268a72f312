import { DONATEU } from '@alma/shared/api/spec-paths';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createItem, createUser } from '../../../test/fixtures.ts';
import { createDonation, createTogether } from '../../../test/items-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { uploadFile } from '../../../test/user-fixtures.ts';
import { users } from '../../db/schema/accounts.ts';
import { settings } from '../../db/schema/site.ts';

type Center = {
  userId: number;
  nickname: string;
  avatar: string;
  donateMoney: number;
  donateCountItems: number;
  launchCount: number;
  togetherLaunchCount: number;
  isOpenLogin: number;
  accountType: number;
  loginNotes: string;
  mobile: string;
  isAlumni: number;
};

const MY = `${DONATEU}/user/center/my`;
const UPDATE = `${DONATEU}/user/center/updateUser`;

let t: TestApp;
let alice: { userId: number; token: string };
let bob: { userId: number; token: string };
let items: number[];

beforeAll(async () => {
  t = await createTestApp();
  const { secrets } = t.deps;
  alice = await createUser(t.deps, {
    nickname: '微信用户',
    accountType: 1,
    isAlumni: true,
    mobileBox: secrets.seal('86-13812345678'),
  });
  bob = await createUser(t.deps, { nickname: '李四', mobileBox: secrets.seal('852-91234567') });
  items = [await createItem(t.deps), await createItem(t.deps), await createItem(t.deps)];
  const [a, b, c] = items as [number, number, number];
  // Alice: 100.50 + 20.00 on project a and 50.00 on project b are paid; the rest never counts.
  await createDonation(t.deps, { userId: alice.userId, itemsId: a, moneyFen: 10050 });
  await createDonation(t.deps, { userId: alice.userId, itemsId: a, moneyFen: 2000 });
  await createDonation(t.deps, { userId: alice.userId, itemsId: b, moneyFen: 5000 });
  await createDonation(t.deps, { userId: alice.userId, itemsId: c, moneyFen: 99900, status: 'PENDING' });
  await createDonation(t.deps, { userId: alice.userId, itemsId: c, moneyFen: 88800, status: 'CANCELLED' });
  await createDonation(t.deps, { userId: alice.userId, itemsId: c, moneyFen: 77700, status: 'REFUNDED' });
  await createDonation(t.deps, { userId: alice.userId, itemsId: c, moneyFen: 66600, status: 'EXPIRED' });
  await createTogether(t.deps, { userId: alice.userId, itemsId: a });
  await createTogether(t.deps, { userId: alice.userId, itemsId: b });
  await createTogether(t.deps, { userId: alice.userId, itemsId: c, status: 'cancelled' });
  // Bob: one paid donation of 3.33 on project c.
  await createDonation(t.deps, { userId: bob.userId, itemsId: c, moneyFen: 333 });
});
afterAll(() => t.close());

describe('user/center/my', () => {
  it('totals paid donations only, with distinct projects and live fundraisers', async () => {
    const answer = await t.get<Center>(MY, {}, { token: alice.token });
    expect(answer.code).toBe(0);
    expect(answer.data).toEqual({
      userId: alice.userId,
      nickname: '微信用户',
      avatar: '',
      donateMoney: 170.5,
      donateCountItems: 2,
      launchCount: 2,
      togetherLaunchCount: 2,
      isOpenLogin: 0,
      accountType: 1,
      loginNotes: '',
      mobile: '138****5678',
      isAlumni: 1,
    });
  });

  it('answers each token with its own user and nothing of the other', async () => {
    const answer = await t.get<Center>(MY, {}, { token: bob.token });
    expect(answer.data).toMatchObject({
      userId: bob.userId,
      nickname: '李四',
      donateMoney: 3.33,
      donateCountItems: 1,
      launchCount: 0,
      mobile: '852-91****67',
      isAlumni: 0,
    });
  });

  it('counts a partly refunded gift with what it still holds', async () => {
    const carol = await createUser(t.deps);
    const [a, b, c] = items as [number, number, number];
    await createDonation(t.deps, { userId: carol.userId, itemsId: a, moneyFen: 1000 });
    await createDonation(t.deps, {
      userId: carol.userId,
      itemsId: b,
      status: 'PARTLY_REFUNDED',
      moneyFen: 2500,
      refundedFen: 7500,
      paidAt: new Date(),
    });
    await createDonation(t.deps, { userId: carol.userId, itemsId: c, moneyFen: 4000, status: 'REFUNDED' });
    const answer = await t.get<Center>(MY, {}, { token: carol.token });
    expect(answer.data).toMatchObject({ donateMoney: 35, donateCountItems: 2 });
  });

  it('reports isOpenLogin from the is_open_login setting', async () => {
    await t.deps.database.db.insert(settings).values({ key: 'is_open_login', value: '1', isPublic: false });
    expect((await t.get<Center>(MY, {}, { token: alice.token })).data.isOpenLogin).toBe(1);
    await t.deps.database.db.update(settings).set({ value: '0' }).where(eq(settings.key, 'is_open_login'));
    expect((await t.get<Center>(MY, {}, { token: alice.token })).data.isOpenLogin).toBe(0);
  });

  it('needs a valid token', async () => {
    expect((await t.get(MY)).code).toBe(-997);
    expect((await t.get(MY, {}, { token: 'not-a-real-token' })).code).toBe(-997);
  });
});

describe('user/center/updateUser', () => {
  async function storedProfile(userId: number) {
    const [row] = await t.deps.database.db
      .select({ nickname: users.nickname, avatar: users.avatar })
      .from(users)
      .where(eq(users.id, userId));
    return row;
  }

  it('changes the nickname and answers the updated user with the success message', async () => {
    const answer = await t.post<Center>(UPDATE, { nickname: '  张三丰  ' }, { token: bob.token });
    expect(answer).toMatchObject({ code: 0, message: '修改成功' });
    expect(answer.data).toMatchObject({ userId: bob.userId, nickname: '张三丰', donateMoney: 3.33 });
    const english = await t.post<Center>(
      UPDATE,
      { nickname: '李四' },
      { token: bob.token, language: 'English' },
    );
    expect(english.message).toBe('Modification success');
    expect((await storedProfile(bob.userId))?.nickname).toBe('李四');
  });

  it('refuses a blank or 21-character nickname and keeps the old one', async () => {
    const blank = await t.post(UPDATE, { nickname: '   ' }, { token: bob.token });
    expect(blank).toMatchObject({ code: -1, message: '昵称不能为空' });
    const long = await t.post(UPDATE, { nickname: '一'.repeat(21) }, { token: bob.token });
    expect(long).toMatchObject({ code: -1, message: '昵称不得超过20个字' });
    const twenty = await t.post<Center>(UPDATE, { nickname: '二'.repeat(20) }, { token: bob.token });
    expect(twenty.data.nickname).toBe('二'.repeat(20));
    await t.post(UPDATE, { nickname: '李四' }, { token: bob.token });
  });

  it('sets the avatar to the address of the user’s own upload', async () => {
    const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: 'teal' } })
      .png()
      .toBuffer();
    const upload = await uploadFile(t, alice.token, {
      filename: 'me.png',
      contentType: 'image/png',
      content: png,
    });
    const fileUrl = upload.data?.fileUrl ?? '';
    const answer = await t.post<Center>(UPDATE, { avatar: fileUrl }, { token: alice.token });
    expect(answer).toMatchObject({ code: 0, message: '修改成功' });
    expect(answer.data.avatar).toBe(fileUrl);
    expect((await t.get<Center>(MY, {}, { token: alice.token })).data.avatar).toBe(fileUrl);
    // The same address under the server's public origin is the same upload.
    const absolute = await t.post<Center>(
      UPDATE,
      { avatar: `${t.deps.config.publicUrl}${fileUrl}` },
      { token: alice.token },
    );
    expect(absolute.data.avatar).toBe(fileUrl);
  });

  it('refuses any other address and changes nothing, not even the nickname sent with it', async () => {
    const before = await storedProfile(bob.userId);
    const aliceAvatar = (await storedProfile(alice.userId))?.avatar ?? '';
    expect(aliceAvatar).toMatch(/^\/files\//);
    const refused = [
      'https://evil.example/track.png',
      'javascript:alert(1)',
      '/files/avatar/202601/AAAAAAAAAAAAAAAAAAAAAAAA.png',
      '/files/../secret.key',
      `https://evil.example${aliceAvatar}`,
      aliceAvatar, // someone else's upload
    ];
    for (const avatar of refused) {
      const answer = await t.post(UPDATE, { nickname: '新名字', avatar }, { token: bob.token });
      expect(answer, avatar).toMatchObject({ code: -1, message: '头像地址无效，请重新上传' });
    }
    expect(await storedProfile(bob.userId)).toEqual(before);
  });

  it('needs a token and at least one field', async () => {
    expect((await t.post(UPDATE, { nickname: '路人' })).code).toBe(-997);
    expect((await t.post(UPDATE, {}, { token: bob.token })).code).toBe(-1);
  });
});
