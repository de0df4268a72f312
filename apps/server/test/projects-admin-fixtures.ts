import type { TAdminUpload } from '@alma/shared/admin-api/files';
import sharp from 'sharp';
import type { AdminClient, AdminResponse } from './admin-fixtures.ts';
import { adminRequest } from './admin-fixtures.ts';
import type { TestApp } from './test-app.ts';
import { multipartBody } from './user-fixtures.ts';

/** A small real picture, a different colour each time (so each upload is its own file). */
let shade = 0;
export async function pngBytes(): Promise<Buffer> {
  shade = (shade + 37) % 256;
  return sharp({ create: { width: 40, height: 30, channels: 3, background: { r: shade, g: 90, b: 140 } } })
    .png()
    .toBuffer();
}

/** POST /files as the console sends it: one multipart `file` part with the session's cookie and CSRF. */
export async function uploadAsStaff(
  t: TestApp,
  client: AdminClient,
  content: Buffer | string,
  contentType = 'image/png',
): Promise<AdminResponse<TAdminUpload & { error?: { code: string; message: string } }>> {
  const { payload, contentType: type } = multipartBody({ filename: 'picture.png', contentType, content });
  const response = await adminRequest(t, 'POST', '/files', {
    body: payload,
    headers: { cookie: client.cookie, 'x-csrf-token': client.me.csrfToken, 'content-type': type },
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

/** The address of a freshly uploaded picture. */
export async function uploadedImage(t: TestApp, client: AdminClient): Promise<string> {
  const answer = await uploadAsStaff(t, client, await pngBytes());
  if (answer.status !== 201) throw new Error(`upload failed: ${answer.status}`);
  return answer.body.fileUrl;
}

export type AuditRowView = { action: string; staffUsername: string; before: unknown; after: unknown };

/** The audit rows of one target, newest first (read by an administrator). */
export async function auditOf(
  admin: AdminClient,
  targetType: string,
  targetId: number | string,
): Promise<AuditRowView[]> {
  const page = await admin.call<{ rows: AuditRowView[] }>('GET', '/audit', undefined, {
    targetType,
    targetId: String(targetId),
    pageSize: '200',
  });
  if (page.status !== 200) throw new Error(`audit read failed: ${page.status}`);
  return page.body.rows;
}
