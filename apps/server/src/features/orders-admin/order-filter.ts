import type { TOrderFilter } from '@alma/shared/admin-api/orders';
import { fromWireDate } from '@alma/shared/dates/wire-date';
import type { OrderSqlFilter } from './order-repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The console's filter as the repository takes it: a range of Shanghai days becomes the instants
 * [first day's midnight, the day after the last's midnight) in Shanghai (no DST there since 1991).
 */
export function sqlFilterOf(filter: TOrderFilter): OrderSqlFilter {
  const since = filter.from ? fromWireDate(filter.from) : null;
  const lastDay = filter.to ? fromWireDate(filter.to) : null;
  return {
    itemsId: filter.itemsId,
    status: filter.status,
    payType: filter.payType,
    billNo: filter.billNo,
    userId: filter.userId,
    dateColumn: filter.dateField,
    since: since ?? undefined,
    until: lastDay ? new Date(lastDay.getTime() + DAY_MS) : undefined,
  };
}
