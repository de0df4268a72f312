import { ZMessageBulk, ZMessageQuery, ZMessageReply } from '@alma/shared/admin-api/messages';
import { zId } from '@alma/shared/api/common';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireStaff } from '../../admin-api/staff-context.ts';
import type { AppDeps } from '../../app-deps.ts';
import { CACHE_SCOPES } from '../../http/public-cache.ts';
import { parseInput } from '../../http/validate.ts';
import { auditActorOf } from '../staff/service.ts';
import { messagePage, moderateMessages, replyToMessage } from './admin-service.ts';

const ZIdParams = z.object({ id: zId });

/** The message review queue. Every change shows on the project's message tab at once. */
export function registerMessageAdminRoutes(admin: FastifyInstance, deps: AppDeps): void {
  const { database, cache } = deps;

  admin.get('/messages', async (request) => messagePage(database, parseInput(ZMessageQuery, request.query)));

  for (const action of ['approve', 'reject'] as const) {
    admin.post(`/messages/:id/${action}`, async (request) => {
      const { id } = parseInput(ZIdParams, request.params);
      const result = await moderateMessages(database, auditActorOf(requireStaff(request)), [id], action);
      await cache.invalidate(CACHE_SCOPES.leavewords);
      return result;
    });
  }

  admin.post('/messages/bulk', async (request) => {
    const { ids, action } = parseInput(ZMessageBulk, request.body);
    const result = await moderateMessages(database, auditActorOf(requireStaff(request)), ids, action);
    await cache.invalidate(CACHE_SCOPES.leavewords);
    return result;
  });

  admin.put('/messages/:id/reply', async (request, reply) => {
    const { id } = parseInput(ZIdParams, request.params);
    const { replyContent } = parseInput(ZMessageReply, request.body);
    await replyToMessage(database, auditActorOf(requireStaff(request)), id, replyContent);
    await cache.invalidate(CACHE_SCOPES.leavewords);
    return reply.code(204).send();
  });
}
