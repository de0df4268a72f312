import type { Db } from '../../db/client.ts';
import { findDonatableItem } from './repository.ts';

/** The project name the cashier shows. */
export async function findDonatableItemName(db: Db, itemsId: number): Promise<string> {
  return (await findDonatableItem(db, itemsId))?.name ?? '';
}
