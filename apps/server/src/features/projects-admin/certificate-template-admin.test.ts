import type { TCertificateTemplateAnswer } from '@alma/shared/admin-api/fulfilment';
import { DEFAULT_CERTIFICATE_TEMPLATE } from '@alma/shared/documents/certificate-template';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminClient, adminRequest, signedInAs } from '../../../test/admin-fixtures.ts';
import { createItem } from '../../../test/fixtures.ts';
import { auditOf, uploadedImage } from '../../../test/projects-admin-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let manager: AdminClient;
let admin: AdminClient;
let itemsId: number;

beforeAll(async () => {
  t = await createTestApp();
  manager = await signedInAs(t, 'project_manager');
  admin = await signedInAs(t, 'administrator');
  itemsId = await createItem(t.deps);
});
afterAll(() => t.close());

const path = () => `/projects/${itemsId}/certificate-template`;

describe("a project's certificate template", () => {
  it('starts as the default, saves a layout with a stored seal, refuses a foreign picture, and resets', async () => {
    const start = await manager.call<TCertificateTemplateAnswer>('GET', path());
    expect(start.body).toEqual({ template: null, defaults: DEFAULT_CERTIFICATE_TEMPLATE });

    const foreign = {
      ...DEFAULT_CERTIFICATE_TEMPLATE,
      sealUrl: '/files/image/202601/AAAAAAAAAAAAAAAAAAAAAA.png',
    };
    const refused = await manager.call<{ error: { message: string } }>('PUT', path(), foreign);
    expect(refused.status).toBe(400);
    expect((await manager.call<TCertificateTemplateAnswer>('GET', path())).body.template).toBeNull();

    const seal = await uploadedImage(t, manager);
    const layout = { ...DEFAULT_CERTIFICATE_TEMPLATE, title: '荣誉证书', sealUrl: seal };
    const saved = await manager.call<TCertificateTemplateAnswer>('PUT', path(), layout);
    expect([saved.status, saved.body.template]).toEqual([200, layout]);
    expect((await auditOf(admin, 'project', String(itemsId))).map((row) => row.action)).toContain(
      'project.certificate-template',
    );

    const reset = await adminRequest(t, 'PUT', path(), {
      body: 'null',
      headers: {
        cookie: manager.cookie,
        'x-csrf-token': manager.me.csrfToken,
        'content-type': 'application/json',
      },
    });
    expect(reset.statusCode).toBe(200);
    expect((await manager.call<TCertificateTemplateAnswer>('GET', path())).body.template).toBeNull();
  });

  it('draws a preview of an unsaved layout as a PNG', async () => {
    const preview = await adminRequest(t, 'POST', `${path()}/preview`, {
      body: { ...DEFAULT_CERTIFICATE_TEMPLATE, title: '预览证书' },
      headers: { cookie: manager.cookie, 'x-csrf-token': manager.me.csrfToken },
    });
    expect([preview.statusCode, preview.headers['content-type']]).toEqual([200, 'image/png']);
    const meta = await sharp(preview.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([1080, 1528]);
    const bad = await adminRequest(t, 'POST', `${path()}/preview`, {
      body: {
        ...DEFAULT_CERTIFICATE_TEMPLATE,
        fields: { ...DEFAULT_CERTIFICATE_TEMPLATE.fields, qr: { x: 0, y: 0, size: 10 } },
      },
      headers: { cookie: manager.cookie, 'x-csrf-token': manager.me.csrfToken },
    });
    expect(bad.statusCode).toBe(400);
  });
});
