import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { ok } from '../../http/envelope.ts';
import { requireUserId } from '../../http/request-context.ts';
import { readUploadedFile } from '../../http/uploaded-file.ts';
import { servedFile, storeUpload } from './service.ts';

/**
 * Stored files are cleaned images, but they are served as if they were hostile anyway: typed by
 * extension, never sniffed, and unable to run or load anything if opened as a page.
 */
const FILE_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";
/** Keys are random and never reused, so a stored file never changes. */
const FILE_CACHE = 'public, max-age=31536000, immutable';

export function registerFileRoutes(app: FastifyInstance, { database, storage }: AppDeps): void {
  const { db } = database;

  // Login required: the avatar editor is for signed-in users, and each file is tied to its owner.
  app.post(SPEC_PATHS.system.fileUpload, { config: { auth: 'required' } }, async (request) => {
    const userId = requireUserId(request);
    const body = await readUploadedFile(request);
    return ok(await storeUpload({ db, storage }, userId, body));
  });

  app.get<{ Params: { '*': string } }>('/files/*', async (request, reply) => {
    const file = await servedFile(storage, request.params['*']);
    if (!file) return reply.callNotFound();
    return reply
      .type(file.contentType)
      .header('content-length', file.body.length)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', FILE_CSP)
      .header('cache-control', FILE_CACHE)
      .send(file.body);
  });
}
