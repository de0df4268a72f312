import { ZDonateBody, ZDonatePlatOrderQuery } from '@alma/shared/api/donate';
import { ZItemsIdQuery } from '@alma/shared/api/items';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { AppError } from '@alma/shared/errors/app-error';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { ok } from '../../http/envelope.ts';
import { CACHE_SCOPES } from '../../http/public-cache.ts';
import { prefetchedSession } from '../../http/request-context.ts';
import { parseInput } from '../../http/validate.ts';
import { returnOriginOf } from '../payments/return-origin.ts';
import { getFormDetail, getItemsSubPrice } from './form-service.ts';
import { handOffPayment } from './hand-off-service.ts';
import { DonatableItemMemo } from './item-memo.ts';
import { cancelOwnOrder, getPayback, getSuccessData } from './own-order-service.ts';
import { donate } from './place-order-service.ts';

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,100}$/;
const withToken = { config: { auth: 'required' as const } };

function userOf(request: FastifyRequest): number {
  if (request.userId === null) throw new Error('auth hook let an anonymous request through');
  return request.userId;
}

function idempotencyKeyOf(request: FastifyRequest): string | null {
  const raw = request.headers['idempotency-key'];
  if (raw === undefined) return null;
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || !IDEMPOTENCY_KEY.test(value)) {
    throw new AppError('INVALID_REQUEST', 'error.invalidField', { field: 'Idempotency-Key' });
  }
  return value;
}

/** The donation form's reads and the order calls of spec doc 2 §7 (the pay calls: payments/routes.ts). */
export function registerOrderRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  const items = { config: { publicCache: [CACHE_SCOPES.items] } };
  const placeDeps = {
    database: deps.database,
    payments: deps.payments,
    secrets: deps.secrets,
    orderLimit: deps.config.ORDER_RATE_LIMIT,
    items: new DonatableItemMemo(deps.cache),
    cache: deps.cache,
    links: deps.documentLinks,
  };

  app.get(SPEC_PATHS.items.itemsSubPrice, items, async (request) => {
    const { itemsId } = parseInput(ZItemsIdQuery, request.query);
    return ok(await getItemsSubPrice(db, itemsId, request.language));
  });

  // Not publicly cached: a logged-in caller's answer carries their last donation's details.
  app.get(SPEC_PATHS.items.formDetail, { config: { auth: 'optional' as const } }, async (request) => {
    const { itemsId } = parseInput(ZItemsIdQuery, request.query);
    const formDeps = { db, payments: deps.payments, secrets: deps.secrets, items: placeDeps.items };
    return ok(await getFormDetail(formDeps, itemsId, request.userId, request.language));
  });

  app.post(SPEC_PATHS.items.donate, withToken, async (request) => {
    const body = parseInput(ZDonateBody, request.body);
    const idempotencyKey = idempotencyKeyOf(request);
    const nickname = prefetchedSession(request)?.nickname;
    const answer = await donate(placeDeps, {
      userId: userOf(request),
      body,
      idempotencyKey,
      nickname,
      language: request.language,
      returnOrigin: returnOriginOf(request, deps.config.publicUrl),
    });
    return ok(answer);
  });

  // The alipay hand-off page (doc 3 §7) asks for its own unpaid order's payment again.
  app.get(SPEC_PATHS.items.donate4ali, withToken, async (request) => {
    const { donatePlatOrder } = parseInput(ZDonatePlatOrderQuery, request.query);
    const returnOrigin = returnOriginOf(request, deps.config.publicUrl);
    return ok(await handOffPayment(db, deps.payments, userOf(request), donatePlatOrder, returnOrigin));
  });

  app.get(SPEC_PATHS.items.payback, withToken, async (request) => {
    const { donatePlatOrder } = parseInput(ZDonatePlatOrderQuery, request.query);
    return ok(await getPayback(db, userOf(request), donatePlatOrder));
  });

  app.get(SPEC_PATHS.items.cancel, withToken, async (request) => {
    const { donatePlatOrder } = parseInput(ZDonatePlatOrderQuery, request.query);
    return ok(await cancelOwnOrder(db, userOf(request), donatePlatOrder));
  });

  app.get(SPEC_PATHS.items.success, withToken, async (request) => {
    const { donatePlatOrder } = parseInput(ZDonatePlatOrderQuery, request.query);
    return ok(
      await getSuccessData(
        { db, links: deps.documentLinks },
        userOf(request),
        donatePlatOrder,
        request.language,
      ),
    );
  });
}
