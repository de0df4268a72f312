import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { settings } from '../../db/schema/site.ts';

/**
 * The user of an official-account openId, created (WeChat-authorised, no mobile yet) when there
 * is none. The profile is taken only on creation: later the user may have changed it here.
 */
export async function findOrCreateWechatUser(
  db: Db,
  profile: { openId: string; nickname: string; avatar: string },
): Promise<number> {
  const [created] = await db
    .insert(users)
    .values({
      wechatOpenId: profile.openId,
      nickname: profile.nickname,
      avatar: profile.avatar,
      accountType: 1,
      isRegistered: true,
    })
    .onConflictDoNothing({ target: users.wechatOpenId })
    .returning({ id: users.id });
  if (created) return created.id;
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.wechatOpenId, profile.openId));
  if (!existing) throw new Error('WeChat user vanished');
  return existing.id;
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
