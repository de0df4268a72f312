import type { Db } from '../client.ts';
import { users } from '../schema/accounts.ts';
import { items, itemTypes } from '../schema/items.ts';
import { foundation } from '../schema/site.ts';

/**
 * Whether the database holds anything the demo seed would make: a start finds out before it loads
 * the seed's own code (its pictures and data), which a database with data never needs.
 */
export async function hasData(db: Db): Promise<boolean> {
  // One after another: inside the seeding transaction all four share one connection.
  const probes = [
    () => db.select({ id: foundation.id }).from(foundation).limit(1),
    () => db.select({ id: users.id }).from(users).limit(1),
    () => db.select({ id: itemTypes.id }).from(itemTypes).limit(1),
    () => db.select({ id: items.id }).from(items).limit(1),
  ];
  for (const probe of probes) if ((await probe()).length > 0) return true;
  return false;
}
