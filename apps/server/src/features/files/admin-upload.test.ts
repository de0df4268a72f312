import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRequest, signedInAs } from '../../../test/admin-fixtures.ts';
import { auditOf, pngBytes, uploadAsStaff } from '../../../test/projects-admin-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { files } from '../../db/schema/site.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CONSOLE_URL = /^\/files\/console\/\d{6}\/[A-Za-z0-9_-]{22,}\.(png|jpg|gif|webp)$/;

async function fileCount(): Promise<number> {
  const [row] = await t.deps.database.db.select({ n: count() }).from(files);
  return row?.n ?? 0;
}

describe('POST /files (the console’s uploads)', () => {
  it('stores a picture under a server-made name, serves it, and records who uploaded it', async () => {
    const manager = await signedInAs(t, 'project_manager');
    const answer = await uploadAsStaff(t, manager, await pngBytes());
    expect(answer.status).toBe(201);
    expect(answer.body.fileUrl).toMatch(CONSOLE_URL);
    const served = await t.app.inject({ method: 'GET', url: answer.body.fileUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');

    const admin = await signedInAs(t, 'administrator');
    const [row] = await auditOf(admin, 'file', answer.body.id);
    expect(row).toMatchObject({
      action: 'file.upload',
      staffUsername: manager.member.username,
      after: { fileUrl: answer.body.fileUrl, contentType: 'image/png' },
    });
  });

  it('rasterises an SVG, so nothing active in it ever reaches a browser', async () => {
    const editor = await signedInAs(t, 'content_editor');
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20" onload="alert(1)">' +
      '<script>alert(2)</script><rect width="20" height="20" fill="red"/></svg>';
    const answer = await uploadAsStaff(t, editor, svg, 'image/svg+xml');
    expect(answer.status).toBe(201);
    expect(answer.body.fileUrl.endsWith('.png')).toBe(true);
    const served = await t.app.inject({ method: 'GET', url: answer.body.fileUrl });
    expect((await sharp(served.rawPayload).metadata()).format).toBe('png');
    expect(served.rawPayload.includes(Buffer.from('alert'))).toBe(false);
  });

  it('refuses what is not a picture, a body that is not multipart, and a broken multipart body', async () => {
    const manager = await signedInAs(t, 'project_manager');
    const before = await fileCount();
    const text = await uploadAsStaff(t, manager, '<html><script>alert(1)</script></html>', 'image/png');
    expect(text.status).toBe(400);
    expect(text.body.error?.code).toBe('INVALID_REQUEST');

    const json = await manager.call<{ error: { message: string } }>('POST', '/files', { file: 'x' });
    expect([json.status, json.body.error.message]).toEqual([400, '请选择要上传的文件']);

    const broken = await adminRequest(t, 'POST', '/files', {
      body: Buffer.from('--nothing\r\n\r\n'),
      headers: {
        cookie: manager.cookie,
        'x-csrf-token': manager.me.csrfToken,
        'content-type': 'multipart/form-data',
      },
    });
    expect(broken.statusCode).toBe(400);
    expect(await fileCount()).toBe(before);
  });

  it('is refused to finance and fulfilment', async () => {
    for (const role of ['finance', 'fulfilment'] as const) {
      const member = await signedInAs(t, role);
      expect((await uploadAsStaff(t, member, await pngBytes())).status).toBe(403);
    }
  });
});
