import { trimWireDate } from '@alma/shared/dates/wire-date';
import { formatYuan } from '@alma/shared/money/money';
import type { TFunction } from 'i18next';

/** A wire time (`YYYY-MM-DD HH:mm` or with seconds, Shanghai) as the console shows it: to the minute. */
export const shownMinute = (wire: string | null | undefined): string => trimWireDate(wire, 16);

/** A window as one line; the end without its date when it ends the day it starts. */
export function windowText(start: string, end: string): string {
  const from = shownMinute(start);
  const to = shownMinute(end);
  return from.slice(0, 10) === to.slice(0, 10) ? `${from} – ${to.slice(11)}` : `${from} – ${to}`;
}

/** Yuan from an answer, as ¥ with separators and two decimals. */
export const yuanText = (t: TFunction, yuan: number): string =>
  t('common.yuan', { amount: formatYuan(yuan) });
