import { ZJobQuery } from '@alma/shared/admin-api/jobs';
import { zId } from '@alma/shared/api/common';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireStaff } from '../../admin-api/staff-context.ts';
import type { AppDeps } from '../../app-deps.ts';
import { parseInput } from '../../http/validate.ts';
import { auditActorOf } from '../staff/service.ts';
import { jobPage, retryJob } from './admin-service.ts';

const ZIdParams = z.object({ id: zId });

/** The job queue for administrators: what ran, what failed and why, and running a failed job again. */
export function registerJobAdminRoutes(admin: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  admin.get('/jobs', async (request) => jobPage(db, parseInput(ZJobQuery, request.query)));
  admin.post('/jobs/:id/retry', async (request, reply) => {
    const { id } = parseInput(ZIdParams, request.params);
    await retryJob(db, auditActorOf(requireStaff(request)), id);
    return reply.code(204).send();
  });
}
