import type { Platform } from '@alma/shared/constants/platform';
import type { AppDeps } from '../src/app-deps.ts';
import { users } from '../src/db/schema/accounts.ts';
import { items, itemTypes } from '../src/db/schema/items.ts';
import { startSession } from '../src/features/sessions/service.ts';

let counter = 0;

/** A user with a live session; each test makes its own. */
export async function createUser(
  deps: AppDeps,
  values: Partial<typeof users.$inferInsert> = {},
  platform: Platform = 'wechatH5',
): Promise<{ userId: number; token: string }> {
  counter += 1;
  const [row] = await deps.database.db
    .insert(users)
    .values({ nickname: `测试用户${counter}`, ...values })
    .returning({ id: users.id });
  if (!row) throw new Error('user not created');
  const token = await startSession(deps.database.db, row.id, platform);
  return { userId: row.id, token };
}

export async function createItemType(deps: AppDeps, name = '助学'): Promise<number> {
  const [row] = await deps.database.db.insert(itemTypes).values({ name }).returning({ id: itemTypes.id });
  if (!row) throw new Error('type not created');
  return row.id;
}

export async function createItem(
  deps: AppDeps,
  values: Partial<typeof items.$inferInsert> = {},
): Promise<number> {
  counter += 1;
  const [row] = await deps.database.db
    .insert(items)
    .values({ name: `测试项目${counter}`, intro: '简介', ...values })
    .returning({ id: items.id });
  if (!row) throw new Error('item not created');
  return row.id;
}
