import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';

/**
 * The official-account openid of a donor who came through WeChat authorisation (WeChat Pay
 * JSAPI pays with it); null for anyone else. The mini-program's openid belongs to another app id.
 */
export async function findPayerOpenId(db: Db, userId: number): Promise<string | null> {
  const [row] = await db.select({ openId: users.wechatOpenId }).from(users).where(eq(users.id, userId));
  return row?.openId ?? null;
}
