import type { TAdminUpload } from '@alma/shared/admin-api/files';
import { adminCall } from './admin-client.ts';

/** POST /files: one picture stored by the server; its answer's fileUrl is what a project keeps. */
export function uploadPicture(file: File): Promise<TAdminUpload> {
  const body = new FormData();
  body.append('file', file);
  return adminCall<TAdminUpload>('POST', '/files', { body });
}
