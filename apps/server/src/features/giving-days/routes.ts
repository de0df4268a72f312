import {
  ZGivingDayIdQuery,
  ZGivingDayListQuery,
  ZMatchQuoteQuery,
  ZOrderMatchQuery,
} from '@alma/shared/api/giving-days';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { ok } from '../../http/envelope.ts';
import { CACHE_SCOPES } from '../../http/public-cache.ts';
import { clientIp, requireUserId } from '../../http/request-context.ts';
import { parseInput } from '../../http/validate.ts';
import { ORDER_RATE_WINDOW_MS } from '../orders/place-order-service.ts';
import { matchQuote, orderMatch } from './match-service.ts';
import { givingDayDetail, givingDayList } from './reads-service.ts';
import { GivingDayStreams } from './stream-hub.ts';

/** Streams one instance holds before phones are told to read the day instead (issue 25's bench). */
const MAX_STREAMS = 20_000;

/**
 * Giving days, the donor's side (issue 25; ours, under the foundation's prefix): the list and a day
 * (public, cached a few seconds), its live stream, the form's match estimate and an order's match.
 */
export function registerGivingDayRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  // The order limit a donor meets (features/orders), published with the day's rules.
  const orderLimit = { orders: deps.config.ORDER_RATE_LIMIT, minutes: ORDER_RATE_WINDOW_MS / 60_000 };
  const streams = new GivingDayStreams((id, language) => givingDayDetail(db, id, language, orderLimit), {
    maxStreams: MAX_STREAMS,
    maxPerAddress: deps.config.GIVING_DAY_STREAMS_PER_ADDRESS,
  });
  // Before the server stops listening: an open stream would hold its close forever.
  app.addHook('preClose', async () => streams.close());
  const cached = { config: { publicCache: [CACHE_SCOPES.givingDays] } };

  app.get(SPEC_PATHS.givingDay.list, cached, async (request) =>
    ok(await givingDayList(db, parseInput(ZGivingDayListQuery, request.query))),
  );

  app.get(SPEC_PATHS.givingDay.detail, cached, async (request) => {
    const { id } = parseInput(ZGivingDayIdQuery, request.query);
    return ok(await givingDayDetail(db, id, request.language, orderLimit));
  });

  // An EventSource sends no headers: the stream is public and unsigned, and read-only.
  app.get(SPEC_PATHS.givingDay.stream, { config: { unsigned: true } }, async (request, reply) => {
    const { id } = parseInput(ZGivingDayIdQuery, request.query);
    const address = clientIp(request);
    const refused = (room: 'full' | 'address') =>
      reply
        .code(room === 'full' ? 503 : 429)
        .header('retry-after', '30')
        .send(ok(null));
    const room = streams.roomFor(address);
    if (room !== 'ok') return refused(room);
    const first = await streams.first(id, request.language);
    // Asked again: other streams from the address may have opened while the day was read.
    const stillRoom = streams.roomFor(address);
    if (stillRoom !== 'ok') return refused(stillRoom);
    reply.hijack();
    reply.raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      // nginx and its kin would hold the events back in a buffer.
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    });
    await streams.open(reply.raw, id, request.language, first, address);
  });

  app.get(SPEC_PATHS.givingDay.matchQuote, { config: { auth: 'optional' } }, async (request) => {
    const query = parseInput(ZMatchQuoteQuery, request.query);
    return ok(await matchQuote(db, query, request.userId ?? null));
  });

  app.get(SPEC_PATHS.givingDay.orderMatch, { config: { auth: 'required' } }, async (request) => {
    const userId = requireUserId(request);
    const { billNo } = parseInput(ZOrderMatchQuery, request.query);
    return ok(await orderMatch(db, billNo, userId));
  });
}
