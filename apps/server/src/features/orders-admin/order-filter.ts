import type { TOrderFilter } from '@alma/shared/admin-api/orders';
import { fromWireDate } from '@alma/shared/dates/wire-date';
import { mobileLookup, normaliseMobile } from '../../security/mobile-number.ts';
import type { Secrets } from '../../security/secrets.ts';
import type { OrderSqlFilter } from './order-repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The console's filter as the repository takes it: a range of Shanghai days becomes the instants
 * [first day's midnight, the day after the last's midnight) in Shanghai (no DST there since 1991);
 * search text that reads as a mobile is hashed the way login and the donor search hash it
 * (security/mobile-number.ts), so a mobile is found by its lookup hash, never opened in SQL.
 */
export function sqlFilterOf(filter: TOrderFilter, secrets: Secrets): OrderSqlFilter {
  const since = filter.from ? fromWireDate(filter.from) : null;
  const lastDay = filter.to ? fromWireDate(filter.to) : null;
  const mobile = filter.q ? normaliseMobile(filter.q) : null;
  return {
    itemsId: filter.itemsId,
    status: filter.status,
    payType: filter.payType,
    billNo: filter.billNo,
    userId: filter.userId,
    search: filter.q
      ? { text: filter.q, mobileLookup: mobile ? mobileLookup(secrets, mobile) : undefined }
      : undefined,
    dateColumn: filter.dateField,
    since: since ?? undefined,
    until: lastDay ? new Date(lastDay.getTime() + DAY_MS) : undefined,
  };
}
