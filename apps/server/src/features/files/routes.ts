import fs from 'node:fs';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { UPLOAD_MAX_BYTES } from '@alma/shared/constants/limits';
import { AppError } from '@alma/shared/errors/app-error';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { ok } from '../../http/envelope.ts';
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
  app.post(SPEC_PATHS.system.fileUpload, { config: { auth: 'required' } }, async (request) => {
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
export async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('INVALID_REQUEST', 'upload.missing');
  let body: Buffer;
  try {
    const part = await request.file({ limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } });
    if (part?.fieldname !== 'file') throw new AppError('INVALID_REQUEST', 'upload.missing');
    body = await part.toBuffer();
    if (part.file.truncated) throw tooLarge();
  } catch (error) {
    throw unreadableUpload(error);
  }
  if (body.length === 0) throw new AppError('INVALID_REQUEST', 'upload.missing');
  return body;
}

/**
 * Why a multipart body could not be read. The parser's own errors (no boundary, a boundary the
 * body never uses, a body cut off) carry no status: they are the client's malformed body, a -1
 * like malformed JSON, never a 500. Errors with a status (limits) keep it for the error handler.
 */
function unreadableUpload(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (typeof statusCode === 'number') return error;
  return new AppError('INVALID_REQUEST', 'error.invalidField', { field: 'file' });
}
