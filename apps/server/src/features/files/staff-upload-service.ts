import { randomBytes } from 'node:crypto';
import type { TAdminUpload } from '@alma/shared/admin-api/files';
import { STORED_IMAGE_URL } from '@alma/shared/admin-api/project-fields';
import { toWireDate } from '@alma/shared/dates/wire-date';
import { AppError } from '@alma/shared/errors/app-error';
import { type AuditActor, recordAudit } from '../../audit/record-audit.ts';
import type { Database, Db, Tx } from '../../db/client.ts';
import type { FileStorage } from '../../integrations/storage/file-storage.ts';
import { hitOrRefuse, type RateWindow } from '../rate-limit/service.ts';
import { cleanImage, IMAGE_CONTENT_TYPES } from './clean-image.ts';
import { putOrRefuse } from './service.ts';
import { findStoredKeys, insertStaffFile } from './stored-files-repository.ts';

/** A console session uploads a project's covers, content and progress pictures in bursts. */
export const STAFF_UPLOAD_WINDOW: RateWindow = { ms: 60 * 60 * 1000, limit: 300 };
const FILES_PATH = '/files/';

/**
 * POST /files: the same checks as a donor's upload (content sniffed, size limited, re-encoded,
 * SVG rasterised, a name we make), recorded with an audit row naming the staff member.
 */
export async function storeStaffUpload(
  { database, storage }: { database: Database; storage: FileStorage },
  actor: AuditActor & { staffId: number },
  input: Buffer,
  now = new Date(),
): Promise<TAdminUpload> {
  await hitOrRefuse(database.db, `upload:staff:${actor.staffId}`, [STAFF_UPLOAD_WINDOW], now);
  const image = await cleanImage(input);
  const month = (toWireDate(now) ?? '').slice(0, 7).replace('-', '');
  const key = `console/${month}/${randomBytes(18).toString('base64url')}.${image.ext}`;
  await putOrRefuse(storage, key, image.body);
  const contentType = IMAGE_CONTENT_TYPES[image.ext];
  return database.db.transaction(async (tx) => {
    const id = await insertStaffFile(tx, { storageKey: key, contentType, bytes: image.body.length });
    const fileUrl = storage.urlOf(key);
    await recordAudit(tx, actor, {
      action: 'file.upload',
      targetType: 'file',
      targetId: id,
      after: { fileUrl, contentType, bytes: image.body.length },
    });
    return { id, fileUrl };
  });
}

/**
 * Refuses any picture address that is not a file this server stored (the shared schema has
 * already checked its form), naming the field of the first one.
 */
export async function assertStoredImages(
  db: Db | Tx,
  images: ReadonlyArray<{ field: string; url: string }>,
): Promise<void> {
  const keyOf = (url: string) => (STORED_IMAGE_URL.test(url) ? url.slice(FILES_PATH.length) : null);
  const keys = images.flatMap(({ url }) => keyOf(url) ?? []);
  const stored = await findStoredKeys(db, keys);
  const missing = images.find(({ url }) => {
    const key = keyOf(url);
    return key === null || !stored.has(key);
  });
  if (missing)
    throw new AppError('INVALID_REQUEST', 'admin.project.imageNotUploaded', { field: missing.field });
}
