import { PassThrough } from 'node:stream';
import {
  ZDonorAlumni,
  ZDonorDisabled,
  ZDonorExportQuery,
  ZDonorGiftsQuery,
  ZDonorNoteInput,
  ZDonorQuery,
  ZDonorTags,
} from '@alma/shared/admin-api/donors';
import { zId } from '@alma/shared/api/common';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireStaff } from '../../admin-api/staff-context.ts';
import type { AppDeps } from '../../app-deps.ts';
import { parseInput } from '../../http/validate.ts';
import { auditActorOf } from '../staff/service.ts';
import {
  addDonorNote,
  donorDetail,
  donorNotes,
  donorPage,
  removeDonorNote,
  revealDonor,
  setAlumni,
  setDisabled,
  setDonorTags,
} from './admin-service.ts';
import { writeDonorExport } from './export-service.ts';
import { registerDonorMergeRoutes } from './merge-routes.ts';

const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

const ZIdParams = z.object({ id: zId });
const ZNoteParams = z.object({ id: zId, noteId: zId });

export function registerDonorAdminRoutes(admin: FastifyInstance, deps: AppDeps): void {
  const { database, secrets } = deps;

  admin.get('/donors', async (request) =>
    donorPage(database, secrets, parseInput(ZDonorQuery, request.query)),
  );

  admin.get('/donors/export', async (request, reply) => {
    const { format, s, alumni, tag } = parseInput(ZDonorExportQuery, request.query);
    const staff = requireStaff(request);
    const out = new PassThrough();
    reply
      .header('content-type', CONTENT_TYPES[format])
      .header('content-disposition', `attachment; filename="donors.${format}"`);
    writeDonorExport(
      { database, secrets },
      auditActorOf(staff),
      { format, s, alumni, tag, language: request.language },
      out,
    ).catch((error: unknown) => {
      request.log.warn({ err: { message: (error as Error).message } }, 'donor export failed');
      out.destroy(error as Error);
    });
    return reply.send(out);
  });

  admin.get('/donors/:id', async (request) => {
    const { id } = parseInput(ZIdParams, request.params);
    return donorDetail(database, secrets, id, parseInput(ZDonorGiftsQuery, request.query));
  });

  admin.post('/donors/:id/reveal', async (request) => {
    const { id } = parseInput(ZIdParams, request.params);
    return revealDonor(database, secrets, auditActorOf(requireStaff(request)), id);
  });

  admin.put('/donors/:id/alumni', async (request, reply) => {
    const { id } = parseInput(ZIdParams, request.params);
    const { isAlumni } = parseInput(ZDonorAlumni, request.body);
    await setAlumni(database, auditActorOf(requireStaff(request)), id, isAlumni);
    return reply.code(204).send();
  });

  admin.put('/donors/:id/disabled', async (request, reply) => {
    const { id } = parseInput(ZIdParams, request.params);
    const { disabled } = parseInput(ZDonorDisabled, request.body);
    await setDisabled(database, auditActorOf(requireStaff(request)), id, disabled);
    return reply.code(204).send();
  });

  // A donor's record: notes and contacts (their text is personal data: never logged) and tags.
  admin.get('/donors/:id/notes', async (request) => {
    const { id } = parseInput(ZIdParams, request.params);
    return donorNotes(database, auditActorOf(requireStaff(request)), id);
  });

  admin.post('/donors/:id/notes', async (request) => {
    const { id } = parseInput(ZIdParams, request.params);
    const input = parseInput(ZDonorNoteInput, request.body);
    return addDonorNote(database, auditActorOf(requireStaff(request)), id, input);
  });

  admin.delete('/donors/:id/notes/:noteId', async (request, reply) => {
    const { id, noteId } = parseInput(ZNoteParams, request.params);
    await removeDonorNote(database, auditActorOf(requireStaff(request)), id, noteId);
    return reply.code(204).send();
  });

  admin.put('/donors/:id/tags', async (request) => {
    const { id } = parseInput(ZIdParams, request.params);
    const { tags } = parseInput(ZDonorTags, request.body);
    return { tags: await setDonorTags(database, auditActorOf(requireStaff(request)), id, tags) };
  });

  registerDonorMergeRoutes(admin, deps);
}
