import type {
  TAdminPool,
  ZChallengeInput,
  ZContestInput,
  ZGivingDayInput,
  ZPoolInput,
} from '@alma/shared/admin-api/giving-days';
import { toWireDate } from '@alma/shared/dates/wire-date';
import { AppError } from '@alma/shared/errors/app-error';
import type { MessageKey, MessageParams } from '@alma/shared/i18n/server-messages';
import { fenToYuan } from '@alma/shared/money/money';
import type { z } from 'zod';
import type { Database, Tx } from '../../db/client.ts';
import { CACHE_SCOPES, type PublicCache } from '../../http/public-cache.ts';
import { forgetGivingDayWindows } from '../ledger/place-service.ts';
import { dayItemIds } from './admin-repository.ts';
import { stateAt } from './reads-service.ts';
import type { GivingDayRow, PoolRow } from './repository.ts';

/** What the console's giving-day services share: their deps, refusals, checks and the pool's view. */

export type GivingDayAdminDeps = { database: Database; cache: Pick<PublicCache, 'invalidate'> };

export type DayInput = z.output<typeof ZGivingDayInput>;
export type PoolInput = z.output<typeof ZPoolInput>;
export type ChallengeInput = z.output<typeof ZChallengeInput>;
export type ContestInput = z.output<typeof ZContestInput>;

export const wire = (at: Date) => toWireDate(at) ?? '';
export const refused = (key: MessageKey, params: MessageParams) =>
  new AppError('INVALID_REQUEST', key, params);
export const conflict = (key: MessageKey) => new AppError('CONFLICT', key);

/** After any change: placing reads the windows again, and the public pages drop their copies. */
export async function changed(deps: GivingDayAdminDeps): Promise<void> {
  forgetGivingDayWindows(deps.database);
  await deps.cache.invalidate(CACHE_SCOPES.givingDays);
}

export function poolView(pool: PoolRow, itemIds: number[], now: Date): TAdminPool {
  return {
    id: pool.id,
    sponsor: pool.sponsor,
    size: fenToYuan(pool.sizeFen),
    ratioPercent: pool.ratioPercent,
    minGift: fenToYuan(pool.minGiftFen),
    giftCap: pool.giftCapFen === null ? null : fenToYuan(pool.giftCapFen),
    donorCap: pool.donorCapFen === null ? null : fenToYuan(pool.donorCapFen),
    donorGiftsPerDay: pool.donorGiftsPerDay,
    startTime: wire(pool.opensAt),
    endTime: wire(pool.closesAt),
    fairReleaseSeconds: pool.fairReleaseSeconds,
    itemIds,
    donorField: pool.donorField,
    donorValues: pool.donorValues,
    state: stateAt({ startsAt: pool.opensAt, endsAt: pool.closesAt }, now),
    reserved: fenToYuan(pool.reservedFen),
    confirmed: fenToYuan(pool.confirmedFen),
    free: fenToYuan(pool.sizeFen - pool.usedFen),
    batchSharedTime: pool.batchSharedAt ? wire(pool.batchSharedAt) : null,
  };
}

/** A time of a pool, challenge or contest lies inside its day. */
export function checkInsideDay(day: GivingDayRow, window: { startTime: Date; endTime: Date }): void {
  const params = { start: wire(day.startsAt).slice(0, 16), end: wire(day.endsAt).slice(0, 16) };
  if (window.startTime < day.startsAt)
    throw refused('admin.givingDay.outsideDay', { field: 'startTime', ...params });
  if (window.endTime > day.endsAt)
    throw refused('admin.givingDay.outsideDay', { field: 'endTime', ...params });
}

export async function checkOfDay(
  tx: Tx,
  dayId: number,
  itemIds: readonly number[],
  field: string,
): Promise<void> {
  const mine = new Set(await dayItemIds(tx, dayId));
  if (itemIds.some((itemId) => !mine.has(itemId))) throw refused('admin.givingDay.notOfDay', { field });
}
