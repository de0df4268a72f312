import { PLATFORM_DEFAULT_NICKNAME } from '@alma/shared/validation/display';
import { and, eq, inArray, isNull, ne, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { settings } from '../../db/schema/site.ts';

/**
 * The donor of a WeChat authorisation: by unionid first (the same person through the foundation's
 * other WeChat apps is one donor), then by the official account's openid, created (WeChat-authorised,
 * no mobile yet) when there is neither. The profile fills only what the record lacks (no nickname
 * but the default, no avatar): the donor may have changed it here since. A unionid or openid learnt later is added to the donor found.
 */
export async function findOrCreateWechatUser(
  db: Db,
  profile: { openId: string; nickname: string; avatar: string; unionId?: string },
): Promise<number> {
  const { openId, unionId } = profile;
  const byUnion = unionId === undefined ? null : await userIdWhere(db, eq(users.wechatUnionId, unionId));
  if (byUnion !== null) {
    // The official account's openid of this person (the account may have changed), unless another
    // record holds it: then that one keeps it, and staff can merge the two.
    const holder = await userIdWhere(db, eq(users.wechatOpenId, openId));
    if (holder === null) {
      await db
        .update(users)
        .set({ wechatOpenId: openId })
        .where(and(eq(users.id, byUnion), or(isNull(users.wechatOpenId), ne(users.wechatOpenId, openId))));
    }
    await fillEmptyProfile(db, byUnion, profile);
    return byUnion;
  }
  const byOpenId = await userIdWhere(db, eq(users.wechatOpenId, openId));
  if (byOpenId !== null) {
    if (unionId !== undefined) {
      await db
        .update(users)
        .set({ wechatUnionId: unionId })
        .where(and(eq(users.id, byOpenId), isNull(users.wechatUnionId)));
    }
    await fillEmptyProfile(db, byOpenId, profile);
    return byOpenId;
  }
  const [created] = await db
    .insert(users)
    .values({
      wechatOpenId: openId,
      wechatUnionId: unionId ?? null,
      nickname: profile.nickname,
      avatar: profile.avatar,
      accountType: 1,
      isRegistered: true,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (created) return created.id;
  // A concurrent first login of the same person created it a moment ago.
  const raced =
    (unionId === undefined ? null : await userIdWhere(db, eq(users.wechatUnionId, unionId))) ??
    (await userIdWhere(db, eq(users.wechatOpenId, openId)));
  if (raced === null) throw new Error('WeChat user vanished');
  return raced;
}

/**
 * A returning donor who now let WeChat share their nickname and avatar (snsapi_userinfo) gets them
 * where their record has none; a nickname or avatar they chose themselves is never replaced.
 */
async function fillEmptyProfile(db: Db, userId: number, profile: { nickname: string; avatar: string }) {
  if (profile.nickname !== '') {
    await db
      .update(users)
      .set({ nickname: profile.nickname })
      .where(and(eq(users.id, userId), inArray(users.nickname, ['', PLATFORM_DEFAULT_NICKNAME])));
  }
  if (profile.avatar !== '') {
    await db
      .update(users)
      .set({ avatar: profile.avatar })
      .where(and(eq(users.id, userId), eq(users.avatar, '')));
  }
}

async function userIdWhere(db: Db, condition: SQL | undefined): Promise<number | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(condition);
  return row?.id ?? null;
}

export async function findMiniUser(db: Db, miniOpenId: string): Promise<number | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.miniOpenId, miniOpenId));
  return row?.id ?? null;
}

/** Creates the mini-program user, or finds the one a concurrent request just created. */
export async function findOrCreateMiniUser(db: Db, miniOpenId: string): Promise<number> {
  const [created] = await db
    .insert(users)
    .values({ miniOpenId, nickname: '', accountType: 1, isRegistered: true })
    .onConflictDoNothing({ target: users.miniOpenId })
    .returning({ id: users.id });
  const id = created?.id ?? (await findMiniUser(db, miniOpenId));
  if (id === null) throw new Error('mini-program user vanished');
  return id;
}

/** A setting's value whether or not it is public: the server reads its own switches. */
export async function findSettingValue(db: Db, key: string): Promise<string | null> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return row?.value ?? null;
}
