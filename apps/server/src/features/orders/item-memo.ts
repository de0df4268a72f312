import type { Db } from '../../db/client.ts';
import { CACHE_SCOPES, type PublicCache } from '../../http/public-cache.ts';
import { findDonatableItem } from './repository.ts';

type DonatableItem = NonNullable<Awaited<ReturnType<typeof findDonatableItem>>>;
type Entry = { item: DonatableItem; storedAt: number; generation: number };

/** How stale a project's order settings may be after a direct database edit. */
const MEMO_TTL_MS = 5000;
const MEMO_MAX_ENTRIES = 2000;

/**
 * A project's order settings and form config, read once per few seconds rather than per order.
 * A write to them invalidates CACHE_SCOPES.itemConfig (on every instance, through the cache's
 * NOTIFY); a read that began before such a drop is not kept. Totals are not among these fields,
 * so payments do not drop it.
 */
export class DonatableItemMemo {
  readonly #entries = new Map<number, Entry>();
  readonly #cache: PublicCache;

  constructor(cache: PublicCache) {
    this.#cache = cache;
  }

  async get(db: Db, itemsId: number, now = Date.now()): Promise<DonatableItem | undefined> {
    const generation = this.#cache.generation(CACHE_SCOPES.itemConfig);
    const hit = this.#entries.get(itemsId);
    if (hit && hit.generation === generation && now - hit.storedAt < MEMO_TTL_MS) return hit.item;
    const item = await findDonatableItem(db, itemsId);
    if (item && this.#cache.generation(CACHE_SCOPES.itemConfig) === generation) {
      if (this.#entries.size >= MEMO_MAX_ENTRIES) this.#entries.clear();
      this.#entries.set(itemsId, { item, storedAt: now, generation });
    }
    return item;
  }
}
