import type { TGivingDayState } from '@alma/shared/api/giving-days';
import { fromWireDate } from '@alma/shared/dates/wire-date';

/**
 * The countdown runs on the server's clock, not the phone's (a phone can be minutes off): the
 * offset is the server's time in an answer less the phone's time when the answer arrived.
 */
export function clockOffsetMs(serverTime: string, receivedAt: number): number {
  const server = fromWireDate(serverTime);
  return server ? server.getTime() - receivedAt : 0;
}

export type Phase = {
  state: TGivingDayState;
  /** Whole seconds to the start (upcoming) or the end (live), rounded up; 0 once ended. */
  seconds: number;
};

/** Where a window stands at `serverNow` (the phone's clock plus the offset). */
export function phaseAt(startTime: string, endTime: string, serverNow: number): Phase {
  const start = fromWireDate(startTime)?.getTime() ?? Number.NaN;
  const end = fromWireDate(endTime)?.getTime() ?? Number.NaN;
  if (serverNow < start) return { state: 'upcoming', seconds: Math.ceil((start - serverNow) / 1000) };
  if (serverNow < end) return { state: 'live', seconds: Math.ceil((end - serverNow) / 1000) };
  return { state: 'ended', seconds: 0 };
}

export type CountdownParts = { days: number; clock: string };

/** 93784 s → 1 day and "02:03:04". */
export function countdownParts(seconds: number): CountdownParts {
  const left = Math.max(0, Math.floor(seconds));
  const days = Math.floor(left / 86_400);
  const rest = left % 86_400;
  const two = (value: number) => String(value).padStart(2, '0');
  return {
    days,
    clock: `${two(Math.floor(rest / 3600))}:${two(Math.floor((rest % 3600) / 60))}:${two(rest % 60)}`,
  };
}
