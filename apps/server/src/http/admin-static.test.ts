import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const PAGE = '<!doctype html><title>Alma 基金会管理后台</title><div id="root"></div>';

/** A stand-in console build, laid out as apps/admin's (hashed assets with .br beside them). */
function fakeBuild(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'alma-admin-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  const script = `console.log(${JSON.stringify('管理'.repeat(800))});`;
  fs.writeFileSync(path.join(dist, 'assets/index-abc123.js'), script);
  fs.writeFileSync(path.join(dist, 'assets/index-abc123.js.br'), brotliCompressSync(script));
  fs.writeFileSync(path.join(dist, 'index.html'), PAGE);
  fs.writeFileSync(path.join(dist, 'assets/.secret'), 'left here');
  return dist;
}

describe('the built console at /admin/', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fakeBuild();
    t = await createTestApp({ ADMIN_DIST: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('sends /admin to /admin/, keeping the query', async () => {
    const answer = await t.app.inject({ url: '/admin?lang=en' });
    expect(answer.statusCode).toBe(301);
    expect(answer.headers.location).toBe('/admin/?lang=en');
  });

  it('answers the page, never cached without a check, at /admin/ and at any deep link', async () => {
    for (const url of [
      '/admin/',
      '/admin/staff?page=2&pageSize=20',
      '/admin/audit/deeper',
      '/admin/index.html',
    ]) {
      const answer = await t.app.inject({ url });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(answer.headers['cache-control'], url).toBe('no-cache');
      expect(answer.body, url).toBe(PAGE);
      expect(answer.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(answer.headers['content-security-policy'], url).toContain("connect-src 'self';");
      expect(answer.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    }
  });

  it('sends a hashed asset compressed and cached for a year', async () => {
    const answer = await t.app.inject({
      url: '/admin/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(answer.rawPayload).toString()).toContain('管理');
  });

  it('answers a missing asset 404, not the page', async () => {
    const answer = await t.app.inject({ url: '/admin/assets/gone-000000.js' });
    expect(answer.statusCode).toBe(404);
    expect(answer.body).not.toContain('<div id="root">');
    // The assets are looked up per request: no dotfile, nothing outside the build.
    expect((await t.app.inject({ url: '/admin/assets/.secret' })).statusCode).toBe(404);
    const outsideFile = `${dist}-outside.txt`;
    fs.writeFileSync(outsideFile, 'outside');
    const outside = await t.app.inject({ url: `/admin/assets/../../${path.basename(outsideFile)}` });
    fs.rmSync(outsideFile);
    expect(outside.body).not.toContain('outside');
  });

  it('leaves the admin API alone', async () => {
    const answer = await t.app.inject({ url: '/admin-api/v1/session' });
    expect(answer.statusCode).toBe(401);
    expect(answer.json().error.code).toBe('LOGIN_REQUIRED');
  });
});
