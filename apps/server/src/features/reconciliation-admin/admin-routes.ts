import { ZReconciliationQuery } from '@alma/shared/admin-api/reconciliation';
import { ZSettlementInput } from '@alma/shared/admin-api/reconciliation-settle';
import type { FastifyInstance } from 'fastify';
import { requireStaff } from '../../admin-api/staff-context.ts';
import type { AppDeps } from '../../app-deps.ts';
import { parseInput } from '../../http/validate.ts';
import { auditActorOf } from '../staff/service.ts';
import { reconciliation } from './service.ts';
import { settleDifference } from './settle-service.ts';

/** Reconciliation (对账): a provider's daily bill against our payments, and settling its differences. */
export function registerReconciliationAdminRoutes(admin: FastifyInstance, deps: AppDeps): void {
  admin.get('/reconciliation', async (request) =>
    reconciliation(
      { db: deps.database.db, payments: deps.payments },
      parseInput(ZReconciliationQuery, request.query),
      request.language,
    ),
  );

  admin.post('/reconciliation/settlements', async (request, reply) => {
    const input = parseInput(ZSettlementInput, request.body);
    const actor = auditActorOf(requireStaff(request));
    const settled = await settleDifference(
      { database: deps.database, cache: deps.cache, payments: deps.payments },
      actor,
      input,
    );
    return reply.code(201).send(settled);
  });
}
