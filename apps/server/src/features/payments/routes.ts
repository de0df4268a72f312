import { ZCardBalanceQuery } from '@alma/shared/api/donate';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { ok } from '../../http/envelope.ts';
import { parseInput } from '../../http/validate.ts';
import { getCardBalance } from './card-balance-service.ts';

const withToken = { config: { auth: 'required' as const } };

function userOf(request: FastifyRequest): number {
  if (request.userId === null) throw new Error('auth hook let an anonymous request through');
  return request.userId;
}

/**
 * The spec call of paying itself (doc 2 §4.2): the campus card's balance. Provider callbacks and
 * the sandbox cashier are provider-routes.ts; the alipay hand-off (an order's payment again) is
 * features/orders.
 */
export function registerPaymentRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;

  // The query carries the card password: the route logs at warn only, so no request line (with
  // its URL) is written for it.
  app.get(SPEC_PATHS.items.getCardBlance, { ...withToken, logLevel: 'warn' }, async (request) => {
    const query = parseInput(ZCardBalanceQuery, request.query);
    const balanceDeps = { db, secrets: deps.secrets, payments: deps.payments };
    return ok(await getCardBalance(balanceDeps, userOf(request), query));
  });
}
