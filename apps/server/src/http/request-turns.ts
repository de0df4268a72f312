import http, { type IncomingMessage, type ServerResponse } from 'node:http';

type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * Lets requests into the app one per turn of the event loop, first come first served.
 *
 * Why: libuv (Node 20) accepts one waiting connection each time the loop polls, however many wait.
 * On PGlite every query runs synchronously on this thread, so a poll that found the requests of
 * 120 kept-alive donors ready ran all of them (~1 s) before the loop polled again: one new
 * connection was accepted per second and the others sat in the kernel's accept queue (no overflow,
 * no retransmit, nothing in the log) until the phone gave up at 15 s — while every request the
 * server did see took under 30 ms (bench:crowd, 200 donors: 100–320 donate calls timed out per
 * run, none after). With one request per turn a turn costs one request's work, and the loop polls
 * — accepts, reads, fires timers — between any two requests: a new donor queues behind the
 * requests already read, not behind everyone's next ones.
 *
 * A request that arrives when none has entered this turn goes in at once (no added latency when
 * the server keeps up); the others wait in order for the turns after it, at ~5 µs of loop per
 * request (measured on a trivial route at 20,000 req/s): little next to a request's real work.
 */
export function oneRequestPerTurn(listener: RequestListener): RequestListener {
  const waiting: Array<[IncomingMessage, ServerResponse]> = [];
  let turnTaken = false;

  function enter(request: IncomingMessage, response: ServerResponse): void {
    turnTaken = true;
    // Scheduled first, so a listener that throws does not stop the queue.
    setImmediate(nextTurn);
    listener(request, response);
  }

  function nextTurn(): void {
    turnTaken = false;
    const next = waiting.shift();
    if (next) enter(next[0], next[1]);
  }

  return (request, response) => {
    if (turnTaken) waiting.push([request, response]);
    else enter(request, response);
  };
}

/**
 * Fastify's serverFactory: the HTTP server Fastify would make (same timeouts, from its options and
 * their defaults: keep-alive 72 s, no request or socket timeout), its requests taken in turns.
 */
export function serverTakingTurns(listener: RequestListener, options: Record<string, unknown>): http.Server {
  const server = http.createServer(oneRequestPerTurn(listener));
  server.keepAliveTimeout = Number(options.keepAliveTimeout);
  server.requestTimeout = Number(options.requestTimeout);
  server.setTimeout(Number(options.connectionTimeout));
  const maxRequestsPerSocket = Number(options.maxRequestsPerSocket);
  if (maxRequestsPerSocket > 0) server.maxRequestsPerSocket = maxRequestsPerSocket;
  return server;
}
