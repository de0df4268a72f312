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

/**
 * The `file` part and the form's other fields, in whatever order the client sent them (the
 * agreement signatures send `signAgreementId` or `pdfUrl` beside the picture). One file at most,
 * whole; fields are short text (at most 20 of 2 kB).
 */
export async function readUploadedFileAndFields(
  request: FastifyRequest,
  maxBytes: number = UPLOAD_MAX_BYTES,
): Promise<{ file: Buffer; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw new AppError('INVALID_REQUEST', 'upload.missing');
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  try {
    for await (const part of request.parts({
      limits: { fileSize: maxBytes, files: 1, fields: 20, fieldSize: 2048 },
    })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') throw new AppError('INVALID_REQUEST', 'upload.missing');
        file = await part.toBuffer();
        if (part.file.truncated) throw tooLarge();
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw unreadableUpload(error);
  }
  if (!file || file.length === 0) throw new AppError('INVALID_REQUEST', 'upload.missing');
  return { file, fields };
}
