import {
  ZBoardsPausedInput,
  ZChallengeInput,
  ZContestInput,
  ZGivingDayInput,
  ZGivingDayParams,
  ZGivingDayPartParams,
  ZPoolInput,
} from '@alma/shared/admin-api/giving-days';
import { ZAdminPage } from '@alma/shared/admin-api/paging';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireStaff } from '../../admin-api/staff-context.ts';
import type { AppDeps } from '../../app-deps.ts';
import { parseInput } from '../../http/validate.ts';
import { auditActorOf } from '../staff/service.ts';
import {
  adminGivingDay,
  adminGivingDayList,
  createGivingDay,
  deleteGivingDayOf,
  pauseBoards,
  updateGivingDayOf,
} from './admin-service.ts';
import { givingDayDashboard } from './dashboard-admin-service.ts';
import { createChallenge, createContest, deleteChallengeOf, deleteContestOf } from './parts-admin-service.ts';
import { createPool, deletePoolOf, poolReconciliation, updatePoolOf } from './pool-admin-service.ts';

/**
 * 募捐日 (issue 25): the day, its pools, challenges and contests, the dashboard, the boards' switch
 * and each pool's reconciliation. Every change is audited in its own transaction.
 */
export function registerGivingDayAdminRoutes(admin: FastifyInstance, deps: AppDeps): void {
  const actor = (request: FastifyRequest) => auditActorOf(requireStaff(request));
  const day = (request: FastifyRequest) => parseInput(ZGivingDayParams, request.params).id;
  const part = (request: FastifyRequest) => parseInput(ZGivingDayPartParams, request.params);

  admin.get('/giving-days', async (request) =>
    adminGivingDayList(deps, parseInput(ZAdminPage, request.query)),
  );

  admin.post('/giving-days', async (request, reply) => {
    const input = parseInput(ZGivingDayInput, request.body);
    return reply.code(201).send(await createGivingDay(deps, actor(request), input));
  });

  admin.get('/giving-days/:id', async (request) => adminGivingDay(deps, day(request)));

  admin.put('/giving-days/:id', async (request) =>
    updateGivingDayOf(deps, actor(request), day(request), parseInput(ZGivingDayInput, request.body)),
  );

  admin.delete('/giving-days/:id', async (request, reply) => {
    await deleteGivingDayOf(deps, actor(request), day(request));
    return reply.code(204).send();
  });

  admin.put('/giving-days/:id/boards-paused', async (request) =>
    pauseBoards(deps, actor(request), day(request), parseInput(ZBoardsPausedInput, request.body).paused),
  );

  admin.get('/giving-days/:id/dashboard', async (request) => givingDayDashboard(deps, day(request)));

  admin.post('/giving-days/:id/pools', async (request, reply) => {
    const input = parseInput(ZPoolInput, request.body);
    return reply.code(201).send(await createPool(deps, actor(request), day(request), input));
  });

  admin.put('/giving-days/:id/pools/:partId', async (request) => {
    const { id, partId } = part(request);
    return updatePoolOf(deps, actor(request), id, partId, parseInput(ZPoolInput, request.body));
  });

  admin.delete('/giving-days/:id/pools/:partId', async (request, reply) => {
    const { id, partId } = part(request);
    await deletePoolOf(deps, actor(request), id, partId);
    return reply.code(204).send();
  });

  admin.get('/giving-days/:id/pools/:partId/reconciliation', async (request) => {
    const { id, partId } = part(request);
    return poolReconciliation(deps, id, partId);
  });

  admin.post('/giving-days/:id/challenges', async (request, reply) => {
    const input = parseInput(ZChallengeInput, request.body);
    return reply.code(201).send(await createChallenge(deps, actor(request), day(request), input));
  });

  admin.delete('/giving-days/:id/challenges/:partId', async (request, reply) => {
    const { id, partId } = part(request);
    await deleteChallengeOf(deps, actor(request), id, partId);
    return reply.code(204).send();
  });

  admin.post('/giving-days/:id/contests', async (request, reply) => {
    const input = parseInput(ZContestInput, request.body);
    return reply.code(201).send(await createContest(deps, actor(request), day(request), input));
  });

  admin.delete('/giving-days/:id/contests/:partId', async (request, reply) => {
    const { id, partId } = part(request);
    await deleteContestOf(deps, actor(request), id, partId);
    return reply.code(204).send();
  });
}
