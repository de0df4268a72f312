import { DONATEU, SYSTEM_APP } from '@alma/shared/api/spec-paths';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromIp } from '../../../test/auth-fixtures.ts';
import { createUser } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { smsCodes, users } from '../../db/schema/accounts.ts';
import { settings } from '../../db/schema/site.ts';

const BIND = `${SYSTEM_APP}/user/bindMobile`;
const GET_CODE = `${SYSTEM_APP}/user/getSmsCode`;
const MOBILE_LOGIN = `${SYSTEM_APP}/user/mobileLogin`;
const MY = `${DONATEU}/user/center/my`;
const TAKEN = '该手机号已注册其他账号，请退出后用手机号登录';
const CODE_INVALID = '验证码错误或已失效';

type Center = { userId: number; accountType: number; isOpenLogin: number; mobile: string };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '1' });
  await t.deps.database.db.insert(settings).values({ key: 'is_open_login', value: '1', isPublic: false });
});
afterAll(() => t.close());

let ipCounter = 0;
/** Each code is asked from its own address, so the per-IP limit only bites where it is tested. */
const freshIp = () => `10.7.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

let openIds = 0;
/** A donor who came through WeChat: accountType 1, no mobile, as the WeChat login makes them. */
function wechatDonor() {
  openIds += 1;
  return createUser(t.deps, {
    nickname: '微信用户',
    accountType: 1,
    wechatOpenId: `oBindMobileTest${String(openIds).padStart(13, '0')}`,
  });
}

async function sendCode(number: string): Promise<string> {
  const sent = await t.post(GET_CODE, { mobile: `86-${number}` }, fromIp(freshIp()));
  expect(sent.code).toBe(0);
  const entry = t.sms.findLast((each) => each.mobile.number === number);
  if (!entry) throw new Error(`no code sent to ${number}`);
  return entry.code;
}

const bind = (token: string | null, mobile: string, code: string, language?: 'English') =>
  t.post(BIND, { mobile, code }, { token, ...(language ? { language } : {}) });

const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000');

async function stored(userId: number) {
  const [row] = await t.deps.database.db
    .select({ lookup: users.mobileLookup, box: users.mobileBox, accountType: users.accountType })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

describe('user/bindMobile', () => {
  it('binds the mobile to the WeChat account: the prompt goes, and a mobile login reaches it', async () => {
    const donor = await wechatDonor();
    const before = await t.get<Center>(MY, {}, { token: donor.token });
    expect(before.data).toMatchObject({ accountType: 1, isOpenLogin: 1, mobile: '' });

    const code = await sendCode('13700000001');
    expect(await bind(donor.token, '86-13700000001', code)).toEqual({
      code: 0,
      message: '绑定成功',
      data: null,
    });
    const after = await t.get<Center>(MY, {}, { token: donor.token });
    expect(after.data).toMatchObject({ userId: donor.userId, accountType: 2, mobile: '137****0001' });
    const row = await stored(donor.userId);
    expect(row?.lookup).toBe(t.deps.secrets.lookup('86-13700000001'));
    expect(row?.box && t.deps.secrets.open(row.box)).toBe('86-13700000001');

    // The code is spent; a new one logs in to the same account (no second account is made).
    expect((await t.post(MOBILE_LOGIN, { mobile: '86-13700000001', code })).code).toBe(-1);
    await t.deps.database.db
      .update(smsCodes)
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .where(eq(smsCodes.mobileLookup, t.deps.secrets.lookup('86-13700000001')));
    const login = await t.post<{ token: string }>(MOBILE_LOGIN, {
      mobile: '13700000001',
      code: await sendCode('13700000001'),
    });
    expect(login.code).toBe(0);
    const viaMobile = await t.get<Center>(MY, {}, { token: login.data.token });
    expect(viaMobile.data.userId).toBe(donor.userId);
    const sameMobile = await t.deps.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.mobileLookup, t.deps.secrets.lookup('86-13700000001')));
    expect(sameMobile).toEqual([{ id: donor.userId }]);
  });

  it('refuses a wrong code and changes nothing; the right code still binds afterwards', async () => {
    const donor = await wechatDonor();
    const code = await sendCode('13700000002');
    const wrong = await bind(donor.token, '86-13700000002', wrongCodeFor(code));
    expect(wrong).toMatchObject({ code: -1, message: CODE_INVALID });
    expect(await stored(donor.userId)).toMatchObject({ lookup: null, box: null, accountType: 1 });
    const english = await bind(donor.token, '86-13700000002', wrongCodeFor(code), 'English');
    expect(english.message).toBe('The code is wrong or has expired');
    expect((await bind(donor.token, '86-13700000002', code)).code).toBe(0);
  });

  it('refuses a code sent to another mobile', async () => {
    const donor = await wechatDonor();
    const code = await sendCode('13700000003');
    expect(await bind(donor.token, '86-13700000013', code)).toMatchObject({
      code: -1,
      message: CODE_INVALID,
    });
    expect((await stored(donor.userId))?.lookup).toBeNull();
  });

  it('refuses an expired code', async () => {
    const donor = await wechatDonor();
    const code = await sendCode('13700000004');
    await t.deps.database.db
      .update(smsCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(smsCodes.mobileLookup, t.deps.secrets.lookup('86-13700000004')));
    expect(await bind(donor.token, '86-13700000004', code)).toMatchObject({
      code: -1,
      message: CODE_INVALID,
    });
    expect(await stored(donor.userId)).toMatchObject({ lookup: null, accountType: 1 });
  });

  it('refuses a mobile that has an account, says what to do, and leaves both accounts apart', async () => {
    const owner = await createUser(t.deps, {
      mobileLookup: t.deps.secrets.lookup('86-13700000005'),
      mobileBox: t.deps.secrets.seal('86-13700000005'),
    });
    const donor = await wechatDonor();
    const code = await sendCode('13700000005');
    expect(await bind(donor.token, '86-13700000005', code)).toMatchObject({ code: -1, message: TAKEN });
    expect((await bind(donor.token, '86-13700000005', code, 'English')).message).toBe(
      'This mobile already belongs to another account: log out, then log in with the mobile',
    );
    expect(await stored(donor.userId)).toMatchObject({ lookup: null, box: null, accountType: 1 });
    // What the message advises works, with the same code: it reaches the mobile's own account.
    const login = await t.post<{ token: string }>(MOBILE_LOGIN, { mobile: '86-13700000005', code });
    expect(login.code).toBe(0);
    expect((await t.get<Center>(MY, {}, { token: login.data.token })).data.userId).toBe(owner.userId);
  });

  it('of two accounts binding one mobile with one code, one binds and the other is refused', async () => {
    const [first, second] = [await wechatDonor(), await wechatDonor()];
    const code = await sendCode('13700000006');
    const answers = await Promise.all([
      bind(first.token, '86-13700000006', code),
      bind(second.token, '86-13700000006', code),
    ]);
    expect(answers.map((answer) => answer.code).sort()).toEqual([-1, 0]);
    const holders = await t.deps.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.mobileLookup, t.deps.secrets.lookup('86-13700000006')));
    expect(holders).toHaveLength(1);
    expect([first.userId, second.userId]).toContain(holders[0]?.id);
  });

  it('refuses an account that has a mobile already, without taking a try of the code', async () => {
    const donor = await createUser(t.deps, {
      mobileLookup: t.deps.secrets.lookup('86-13700000007'),
      mobileBox: t.deps.secrets.seal('86-13700000007'),
    });
    const code = await sendCode('13700000008');
    expect(await bind(donor.token, '86-13700000008', code)).toMatchObject({
      code: -1,
      message: '当前账号已绑定手机号',
    });
    const [row] = await t.deps.database.db
      .select({ tries: smsCodes.tries })
      .from(smsCodes)
      .where(eq(smsCodes.mobileLookup, t.deps.secrets.lookup('86-13700000008')));
    expect(row?.tries).toBe(0);
    expect((await stored(donor.userId))?.lookup).toBe(t.deps.secrets.lookup('86-13700000007'));
  });

  it('is limited as SMS login is: one code a minute, and five wrong tries kill the code', async () => {
    const donor = await wechatDonor();
    const code = await sendCode('13700000009');
    const again = await t.post(GET_CODE, { mobile: '86-13700000009' }, fromIp(freshIp()));
    expect(again.code).toBe(-1);
    expect(again.message).toMatch(/请\d+秒后再试/);
    for (let i = 0; i < 5; i += 1) {
      expect((await bind(donor.token, '86-13700000009', wrongCodeFor(code))).code).toBe(-1);
    }
    expect(await bind(donor.token, '86-13700000009', code)).toMatchObject({
      code: -1,
      message: CODE_INVALID,
    });
    expect((await stored(donor.userId))?.lookup).toBeNull();
  });

  it('needs a login, and a well-formed mobile', async () => {
    const code = await sendCode('13700000010');
    expect((await bind(null, '86-13700000010', code)).code).toBe(-997);
    expect((await bind('not-a-real-token', '86-13700000010', code)).code).toBe(-997);
    const donor = await wechatDonor();
    expect(await bind(donor.token, '86-12345', code)).toMatchObject({
      code: -1,
      message: '请输入合法的手机号',
    });
    expect((await t.post(BIND, { code }, { token: donor.token })).code).toBe(-1);
    // The code was not touched by any of these: it still binds.
    expect((await bind(donor.token, '86-13700000010', code)).code).toBe(0);
  });
});
