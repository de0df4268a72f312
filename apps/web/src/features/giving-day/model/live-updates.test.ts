import { GIVING_DAY_STREAM_EVENTS, type TGivingDayDetail } from '@alma/shared/api/giving-days';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type LiveMode, POLL_MS, STREAM_EVENTS, type StreamSource, watchGivingDay } from './live-updates.ts';

/** A stand-in for the browser's EventSource: the test plays the server. */
class FakeSource implements StreamSource {
  static made: FakeSource[] = [];
  readyState = 0;
  closed = false;
  onerror: ((event: Event) => void) | null = null;
  private listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();

  constructor(readonly url: string) {
    FakeSource.made.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close(): void {
    this.closed = true;
    this.readyState = 2;
  }
  send(type: string, data: string): void {
    for (const listener of this.listeners.get(type) ?? []) listener({ data } as MessageEvent<string>);
  }
  /** A dropped connection the browser will try again (CONNECTING), or give up on (CLOSED). */
  fail(readyState = 0): void {
    this.readyState = readyState;
    this.onerror?.(new Event('error'));
  }
}

const detail = (raisedMoney: number) => ({ id: 7, raisedMoney }) as TGivingDayDetail;

let details: TGivingDayDetail[];
let modes: LiveMode[];
let refresh: ReturnType<typeof vi.fn<() => void>>;

function watch(Source: typeof FakeSource | undefined) {
  return watchGivingDay({
    url: '/givingDay/stream?id=7&language=zh_CN',
    Source,
    onDetail: (next) => details.push(next),
    refresh,
    onMode: (mode) => modes.push(mode),
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeSource.made = [];
  details = [];
  modes = [];
  refresh = vi.fn<() => void>();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('watchGivingDay', () => {
  it('listens for the event names of the contract', () => {
    expect(STREAM_EVENTS).toEqual(GIVING_DAY_STREAM_EVENTS);
  });

  it('opens the stream on the url and shows each update, without polling', () => {
    watch(FakeSource);
    const [source] = FakeSource.made;
    expect(source?.url).toBe('/givingDay/stream?id=7&language=zh_CN');
    source?.send('update', JSON.stringify(detail(100)));
    source?.send('ping', '');
    source?.send('update', JSON.stringify(detail(250.5)));
    expect(details.map((next) => next.raisedMoney)).toEqual([100, 250.5]);
    vi.advanceTimersByTime(5 * POLL_MS);
    expect(refresh).not.toHaveBeenCalled();
    expect(modes).toEqual(['stream']);
  });

  it('ignores an update it cannot read', () => {
    watch(FakeSource);
    FakeSource.made[0]?.send('update', '{not json');
    FakeSource.made[0]?.send('update', '42');
    expect(details).toEqual([]);
  });

  it('rides out errors the browser reconnects from while events come between them', () => {
    watch(FakeSource);
    const source = FakeSource.made[0]!;
    for (let round = 0; round < 5; round += 1) {
      source.fail();
      source.fail();
      source.send('ping', '');
    }
    expect(source.closed).toBe(false);
    expect(modes).toEqual(['stream']);
  });

  it('falls back to asking every 30 s after three errors in a row, and closes the stream', () => {
    watch(FakeSource);
    const source = FakeSource.made[0]!;
    source.fail();
    source.fail();
    expect(modes).toEqual(['stream']);
    source.fail();
    expect(source.closed).toBe(true);
    expect(modes).toEqual(['stream', 'polling']);
    vi.advanceTimersByTime(POLL_MS - 1);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2 * POLL_MS);
    expect(refresh).toHaveBeenCalledTimes(3);
    expect(FakeSource.made).toHaveLength(1);
  });

  it('falls back at once when the browser gives the stream up (an answer that was no stream)', () => {
    watch(FakeSource);
    FakeSource.made[0]?.fail(2);
    expect(modes).toEqual(['stream', 'polling']);
  });

  it('polls from the start where there is no EventSource', () => {
    watch(undefined);
    expect(modes).toEqual(['polling']);
    vi.advanceTimersByTime(POLL_MS);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('closes the stream when the page goes', () => {
    const stop = watch(FakeSource);
    stop();
    expect(FakeSource.made[0]?.closed).toBe(true);
  });

  it('stops polling when the page goes', () => {
    const stop = watch(FakeSource);
    for (let error = 0; error < 3; error += 1) FakeSource.made[0]?.fail();
    stop();
    vi.advanceTimersByTime(3 * POLL_MS);
    expect(refresh).not.toHaveBeenCalled();
  });
});
