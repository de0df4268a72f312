import type { Database } from '../../db/client.ts';
import { type GivingDayWindow, givingDayWindowsFrom } from './giving-day-place-repository.ts';

/**
 * Which projects are in a live giving day, asked by every placing: kept in memory and read again
 * every few seconds, so an ordinary gift pays nothing for giving days. Staff's changes drop it at
 * once on this instance (forgetGivingDayWindows); another instance sees them within TTL_MS, which
 * is why a giving day and its pools are set up before they open (the console says so).
 */
const TTL_MS = 5_000;

type Held = { readAt: number; byItem: Map<number, GivingDayWindow[]> };

const held = new WeakMap<Database, Held>();
const loading = new WeakMap<Database, Promise<Held>>();

async function load(database: Database, now: Date): Promise<Held> {
  const byItem = new Map<number, GivingDayWindow[]>();
  for (const window of await givingDayWindowsFrom(database.db, now)) {
    const list = byItem.get(window.itemId) ?? [];
    list.push(window);
    byItem.set(window.itemId, list);
  }
  const fresh = { readAt: Date.now(), byItem };
  held.set(database, fresh);
  return fresh;
}

/** The giving days live at `now` that hold the project. */
export async function liveGivingDaysOf(
  database: Database,
  itemId: number,
  now: Date,
): Promise<GivingDayWindow[]> {
  let current = held.get(database);
  if (!current || Date.now() - current.readAt > TTL_MS) {
    let pending = loading.get(database);
    if (!pending) {
      pending = load(database, now).finally(() => loading.delete(database));
      loading.set(database, pending);
    }
    current = await pending;
  }
  const windows = current.byItem.get(itemId);
  if (!windows) return [];
  return windows.filter((window) => window.startsAt <= now && now < window.endsAt);
}

/** A giving day, its projects or its pools changed: the next placing reads them again. */
export function forgetGivingDayWindows(database: Database): void {
  held.delete(database);
}
