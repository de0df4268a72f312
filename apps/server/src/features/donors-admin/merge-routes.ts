import { ZDonorMergeInput } from '@alma/shared/admin-api/donor-merge';
import { zId } from '@alma/shared/api/common';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireStaff } from '../../admin-api/staff-context.ts';
import type { AppDeps } from '../../app-deps.ts';
import { parseInput } from '../../http/validate.ts';
import { auditActorOf } from '../staff/service.ts';
import { mergeDonors, undoMerge } from './merge-service.ts';

const ZKeptParams = z.object({ id: zId });
const ZMergeParams = z.object({ mergeId: zId });

/** 合并重复记录: the record `:id` is kept, `mergedId` merged into it; a merge is undone by its id. */
export function registerDonorMergeRoutes(admin: FastifyInstance, { database }: AppDeps): void {
  admin.post('/donors/:id/merge', async (request) => {
    const { id } = parseInput(ZKeptParams, request.params);
    const { mergedId } = parseInput(ZDonorMergeInput, request.body);
    return mergeDonors(database, auditActorOf(requireStaff(request)), id, mergedId);
  });

  admin.post('/donors/merges/:mergeId/undo', async (request, reply) => {
    const { mergeId } = parseInput(ZMergeParams, request.params);
    await undoMerge(database, auditActorOf(requireStaff(request)), mergeId);
    return reply.code(204).send();
  });
}
