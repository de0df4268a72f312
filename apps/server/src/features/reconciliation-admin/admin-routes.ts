import { ZReconciliationQuery } from '@alma/shared/admin-api/reconciliation';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { parseInput } from '../../http/validate.ts';
import { reconciliation } from './service.ts';

/** Reconciliation (对账): a provider's daily bill against our payments; read only. */
export function registerReconciliationAdminRoutes(admin: FastifyInstance, deps: AppDeps): void {
  admin.get('/reconciliation', async (request) =>
    reconciliation(
      { db: deps.database.db, payments: deps.payments },
      parseInput(ZReconciliationQuery, request.query),
      request.language,
    ),
  );
}
