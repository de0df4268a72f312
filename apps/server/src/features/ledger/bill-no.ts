import { randomInt } from 'node:crypto';
import { SHANGHAI_OFFSET_MS } from '@alma/shared/dates/shanghai-day';

/**
 * A bill number: Shanghai time to the second, then 12 random digits. Digits only and 26
 * characters, inside every provider's out_trade_no rules; the random part makes it unguessable,
 * which matters because the sandbox cashier pays whatever bill number it is shown.
 */
export function makeBillNo(now: Date): string {
  const shanghai = new Date(now.getTime() + SHANGHAI_OFFSET_MS).toISOString();
  const stamp = shanghai.slice(0, 19).replace(/\D/g, '');
  const random = `${randomInt(0, 1_000_000).toString().padStart(6, '0')}${randomInt(0, 1_000_000)
    .toString()
    .padStart(6, '0')}`;
  return `${stamp}${random}`;
}

export const BILL_NO_PATTERN = /^\d{26}$/;
