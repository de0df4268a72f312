import { randomBytes } from 'node:crypto';
import { SYSTEM_API } from '@alma/shared/api/spec-paths';
import type { AppDeps } from '../src/app-deps.ts';
import { awards } from '../src/db/schema/site.ts';
import type { Envelope, TestApp } from './test-app.ts';

/** Awards and uploads for the personal-centre tests. */

export async function createAward(
  deps: AppDeps,
  values: Pick<typeof awards.$inferInsert, 'name' | 'ruleKind' | 'ruleThreshold'> &
    Partial<typeof awards.$inferInsert>,
): Promise<number> {
  const [row] = await deps.database.db
    .insert(awards)
    .values({ picture: '/files/award/202601/award-picture-000001.png', description: '说明', ...values })
    .returning({ id: awards.id });
  if (!row) throw new Error('award not created');
  return row.id;
}

export type FilePart = { field?: string; filename: string; contentType: string; content: Buffer | string };

/** A multipart/form-data body built by hand, as a browser's FormData would send it. */
export function multipartBody(part: FilePart): { payload: Buffer; contentType: string } {
  const boundary = `----AlmaBoundary${randomBytes(8).toString('hex')}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="${part.field ?? 'file'}"; ` +
    `filename="${part.filename}"\r\nContent-Type: ${part.contentType}\r\n\r\n`;
  const payload = Buffer.concat([
    Buffer.from(head),
    Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POST file/upload with one file part; answers the parsed envelope. */
export async function uploadFile(
  t: TestApp,
  token: string | null,
  part: FilePart,
  language: 'zh_CN' | 'English' = 'zh_CN',
): Promise<Envelope<{ fileUrl: string } | null>> {
  const { payload, contentType } = multipartBody(part);
  const response = await t.inject({
    method: 'POST',
    url: `${SYSTEM_API}/file/upload?language=${language}`,
    payload,
    headers: { 'content-type': contentType },
    token,
  });
  return response.json();
}
