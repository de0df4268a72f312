import { randomBytes } from 'node:crypto';
import type { TUploadAnswer } from '@alma/shared/api/user-center';
import { toWireDate } from '@alma/shared/dates/wire-date';
import { AppError } from '@alma/shared/errors/app-error';
import type { Db } from '../../db/client.ts';
import type { FileStorage } from '../../integrations/storage/file-storage.ts';
import { isStorageKey } from '../../integrations/storage/local-file-storage.ts';
import { hitOrRefuse, type RateWindow } from '../rate-limit/service.ts';
import { cleanImage, IMAGE_CONTENT_TYPES, type ImageExtension, isImageExtension } from './clean-image.ts';
import { insertFile, isUploadOf } from './repository.ts';

/** Enough for any honest avatar or signature session; bounds the disk one account can fill. */
export const UPLOAD_WINDOW: RateWindow = { ms: 60 * 60 * 1000, limit: 30 };
const FILES_PATH = '/files/';

type FileDeps = { db: Db; storage: FileStorage };

/**
 * file/upload: cleans the image, stores it under a name we make (never the client's) and
 * records who uploaded it, so updateUser can accept only addresses this server handed out.
 */
export async function storeUpload(
  { db, storage }: FileDeps,
  userId: number,
  input: Buffer,
  now = new Date(),
): Promise<TUploadAnswer> {
  // Every attempt counts, refused ones too: decoding hostile files is the costly part.
  await hitOrRefuse(db, `upload:${userId}`, [UPLOAD_WINDOW], now);
  const image = await cleanImage(input);
  const key = newKey(image.ext, now);
  // Stored first, recorded second: a store that fails leaves no record of a file that is not there
  // (a record that fails after the store leaves an unreferenced object, which nothing serves).
  await putOrRefuse(storage, key, image.body);
  await insertFile(db, {
    storageKey: key,
    contentType: IMAGE_CONTENT_TYPES[image.ext],
    bytes: image.body.length,
    userId,
  });
  return { fileUrl: storage.urlOf(key) };
}

/** The store's own failure, said to the donor in words; details go to the log. */
export async function putOrRefuse(storage: FileStorage, key: string, body: Buffer): Promise<void> {
  try {
    await storage.put(key, body);
  } catch (error) {
    console.warn(`[storage] put failed: ${error instanceof Error ? error.message : String(error)}`);
    throw new AppError('INTERNAL', 'upload.storageUnavailable');
  }
}

function newKey(ext: ImageExtension, now: Date): string {
  const month = (toWireDate(now) ?? '').slice(0, 7).replace('-', '');
  return `avatar/${month}/${randomBytes(18).toString('base64url')}.${ext}`;
}

/**
 * The canonical address of one of this user's own uploads, given as file/upload answered it
 * (`/files/<key>`) or under the server's public origin. Null for any other address.
 */
export async function ownUploadUrl(
  { db, storage }: FileDeps,
  userId: number,
  url: string,
  publicUrl: string,
): Promise<string | null> {
  const key = keyOfUrl(url, publicUrl);
  return key && (await isUploadOf(db, key, userId)) ? storage.urlOf(key) : null;
}

function keyOfUrl(url: string, publicUrl: string): string | null {
  let path = url;
  if (!url.startsWith(FILES_PATH)) {
    const parsed = URL.canParse(url) ? new URL(url) : null;
    if (!parsed || parsed.origin !== new URL(publicUrl).origin || parsed.search || parsed.hash) return null;
    path = parsed.pathname;
  }
  if (!path.startsWith(FILES_PATH)) return null;
  const key = path.slice(FILES_PATH.length);
  return isStorageKey(key) ? key : null;
}

export type ServedFile = { body: Buffer; contentType: string };

/** A stored file to serve, typed by its extension only (the content was cleaned on the way in). */
export async function servedFile(storage: FileStorage, key: string): Promise<ServedFile | null> {
  if (!isStorageKey(key)) return null;
  const ext = key.slice(key.lastIndexOf('.') + 1);
  if (!isImageExtension(ext)) return null;
  const body = await storage.get(key);
  return body ? { body, contentType: IMAGE_CONTENT_TYPES[ext] } : null;
}
