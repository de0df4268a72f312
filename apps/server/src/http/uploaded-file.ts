import { UPLOAD_MAX_BYTES } from '@alma/shared/constants/limits';
import { AppError } from '@alma/shared/errors/app-error';
import type { FastifyRequest } from 'fastify';

const tooLarge = () =>
  new AppError('INVALID_REQUEST', 'upload.tooLarge', { max: UPLOAD_MAX_BYTES / 1024 / 1024 });

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
