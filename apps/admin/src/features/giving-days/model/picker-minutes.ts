import dayjs, { type Dayjs } from 'dayjs';
import { shownMinute } from './shown-values.ts';

export const MINUTE_FORMAT = 'YYYY-MM-DD HH:mm';

/*
 * The pickers hold Shanghai wall-clock minutes: a wire time is read into the picker as the same
 * digits and written back from them, never through an instant, so what staff see and what is sent
 * are Shanghai time wherever the browser's clock is set.
 */

/** A wire time as the picker's value (null: none yet). */
export const pickerMinuteOf = (wire: string | null | undefined): Dayjs | null =>
  wire ? dayjs(shownMinute(wire)) : null;

/** The picker's value as the wire's `YYYY-MM-DD HH:mm` ('' when none: the contract refuses it). */
export const wireMinuteOf = (value: Dayjs | null | undefined): string =>
  value?.isValid() ? value.format(MINUTE_FORMAT) : '';
