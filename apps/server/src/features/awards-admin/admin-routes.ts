import { type TAwardWrite, ZAwardWrite } from '@alma/shared/admin-api/awards';
import { zId } from '@alma/shared/api/common';
import { AppError } from '@alma/shared/errors/app-error';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireStaff } from '../../admin-api/staff-context.ts';
import type { AppDeps } from '../../app-deps.ts';
import { parseInput } from '../../http/validate.ts';
import { auditActorOf } from '../staff/service.ts';
import { awardRows, createAward, editAward, removeAward } from './service.ts';

const ZIdParams = z.object({ id: zId });

/** A missing picture says so in words (the schema alone would only name the field). */
function parseAward(body: unknown): TAwardWrite {
  const picture = (body as { picture?: unknown } | null)?.picture;
  if (picture === undefined || picture === null || picture === '') {
    throw new AppError('INVALID_REQUEST', 'admin.award.pictureRequired', { field: 'picture' });
  }
  return parseInput(ZAwardWrite, body);
}

/**
 * 勋章管理: the award definitions the personal centre's grid and award page show. Each write answers
 * the whole list. Donors' awards are worked out per request (awardList is never publicly cached), so
 * a save shows on the next visit with nothing to drop.
 */
export function registerAwardAdminRoutes(admin: FastifyInstance, deps: AppDeps): void {
  const { database } = deps;
  const answer = <T>(rows: T[]) => ({ rows, total: rows.length });

  admin.get('/awards', async () => answer(await awardRows(database.db)));

  admin.post('/awards', async (request, reply) => {
    const input = parseAward(request.body);
    const rows = await createAward(database, auditActorOf(requireStaff(request)), input);
    return reply.code(201).send(answer(rows));
  });

  admin.put('/awards/:id', async (request) => {
    const { id } = parseInput(ZIdParams, request.params);
    const input = parseAward(request.body);
    return answer(await editAward(database, auditActorOf(requireStaff(request)), id, input));
  });

  admin.delete('/awards/:id', async (request) => {
    const { id } = parseInput(ZIdParams, request.params);
    return answer(await removeAward(database, auditActorOf(requireStaff(request)), id));
  });
}
