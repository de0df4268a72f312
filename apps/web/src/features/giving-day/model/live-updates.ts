import type { TGivingDayDetail } from '@alma/shared/api/giving-days';

/**
 * The stream's event names (GIVING_DAY_STREAM_EVENTS of the contract, which the test holds this
 * to): importing the contract's value would load its zod schemas, ~25 kB gzipped, with the page.
 */
export const STREAM_EVENTS = { update: 'update', ping: 'ping' } as const;

/** What the page uses of the browser's EventSource (tests give a fake). */
export type StreamSource = {
  readonly readyState: number;
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  onerror: ((event: Event) => void) | null;
  close(): void;
};
export type StreamSourceClass = new (url: string) => StreamSource;

/** Errors in a row (no update or ping between them) before the page stops waiting for the stream. */
export const STREAM_ERRORS_BEFORE_POLLING = 3;
/** Without the stream the page asks for the detail this often. */
export const POLL_MS = 30_000;
/** EventSource.CLOSED: the browser will not reconnect by itself (an answer that was no stream). */
const CLOSED = 2;

export type LiveMode = 'stream' | 'polling';

type Options = {
  url: string;
  /** The browser's EventSource; undefined where there is none. */
  Source: StreamSourceClass | undefined;
  /** Each `update` event's detail. */
  onDetail: (detail: TGivingDayDetail) => void;
  /** Asks for the detail again (polling only). */
  refresh: () => void;
  onMode: (mode: LiveMode) => void;
};

/**
 * The giving day page's live figures (issue 25): the server's event stream while it works, and
 * nothing else; the detail every 30 s once the stream is unavailable or fails repeatedly. The
 * browser reconnects a dropped stream by itself; only errors with no event between them count,
 * so a stream that opens and drops at once (a buffering proxy) still ends in polling. Returns stop.
 */
export function watchGivingDay({ url, Source, onDetail, refresh, onMode }: Options): () => void {
  let source: StreamSource | null = null;
  let poller: ReturnType<typeof setInterval> | undefined;
  let errors = 0;

  const poll = () => {
    if (poller !== undefined) return;
    source?.close();
    source = null;
    onMode('polling');
    poller = setInterval(() => {
      // A hidden page (WeChat in the background) need not keep asking.
      if (typeof document === 'undefined' || !document.hidden) refresh();
    }, POLL_MS);
  };

  if (Source === undefined) {
    poll();
  } else {
    const stream = new Source(url);
    source = stream;
    onMode('stream');
    stream.addEventListener(STREAM_EVENTS.update, (event) => {
      errors = 0;
      const detail = parseDetail(event.data);
      if (detail) onDetail(detail);
    });
    stream.addEventListener(STREAM_EVENTS.ping, () => {
      errors = 0;
    });
    stream.onerror = () => {
      errors += 1;
      if (errors >= STREAM_ERRORS_BEFORE_POLLING || stream.readyState === CLOSED) poll();
    };
  }

  return () => {
    source?.close();
    source = null;
    clearInterval(poller);
  };
}

function parseDetail(data: string): TGivingDayDetail | null {
  try {
    const detail: unknown = JSON.parse(data);
    return typeof detail === 'object' && detail !== null && 'id' in detail
      ? (detail as TGivingDayDetail)
      : null;
  } catch {
    return null;
  }
}
