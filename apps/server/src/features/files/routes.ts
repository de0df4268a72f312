import fs from 'node:fs';
import { UPLOAD_MAX_BYTES } from '@alma/shared/constants/limits';
import { AppError } from '@alma/shared/errors/app-error';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { ok } from '../../http/envelope.ts';
import { SYSTEM_API } from '../../http/paths.ts';
import { requireUserId } from '../../http/request-context.ts';
import { servedFile, storeUpload } from './service.ts';

/**
 * Stored files are cleaned images, but they are served as if they were hostile anyway: typed by
 * extension, never sniffed, and unable to run or load anything if opened as a page.
 */
const FILE_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";
/** Keys are random and never reused, so a stored file never changes. */
const FILE_CACHE = 'public, max-age=31536000, immutable';

const tooLarge = () =>
  new AppError('INVALID_REQUEST', 'upload.tooLarge', { max: UPLOAD_MAX_BYTES / 1024 / 1024 });

export function registerFileRoutes(app: FastifyInstance, { database, storage }: AppDeps): void {
  const { db } = database;

  // Login required: the avatar editor is for signed-in users, and each file is tied to its owner.
  app.post(`${SYSTEM_API}/file/upload`, { config: { auth: 'required' } }, async (request) => {
    const userId = requireUserId(request);
    const body = await readUploadedFile(request);
    return ok(await storeUpload({ db, storage }, userId, body));
  });

  app.get<{ Params: { '*': string } }>('/files/*', async (request, reply) => {
    const file = servedFile(storage, request.params['*']);
    if (!file) return reply.callNotFound();
    const { size } = await fs.promises.stat(file.path);
    return reply
      .type(file.contentType)
      .header('content-length', size)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', FILE_CSP)
      .header('cache-control', FILE_CACHE)
      .send(fs.createReadStream(file.path));
  });
}

/** The `file` part, whole: a part cut off at the size limit is refused, never stored. */
async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('INVALID_REQUEST', 'upload.missing');
  const part = await request.file({ limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } });
  if (part?.fieldname !== 'file') throw new AppError('INVALID_REQUEST', 'upload.missing');
  let body: Buffer;
  try {
    body = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  }
  if (part.file.truncated) throw tooLarge();
  if (body.length === 0) throw new AppError('INVALID_REQUEST', 'upload.missing');
  return body;
}
