import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/** A stand-in build, laid out as apps/web's (hashed assets with .br/.gz beside them). */
function fakeBuild(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'alma-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.mkdirSync(path.join(dist, 'config'));
  const script = `console.log(${JSON.stringify('示范'.repeat(800))});`;
  fs.writeFileSync(path.join(dist, 'assets/index-abc123.js'), script);
  fs.writeFileSync(path.join(dist, 'assets/index-abc123.js.br'), brotliCompressSync(script));
  fs.writeFileSync(path.join(dist, 'assets/index-abc123.js.gz'), gzipSync(script));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(dist, 'config/index.json'), '{"School":"demo"}');
  fs.writeFileSync(path.join(dist, '.env'), 'SECRET=1');
  return dist;
}

describe('the built web app', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fakeBuild();
    t = await createTestApp({ WEB_DIST: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('sends the brotli copy of a hashed asset to a browser that takes it, cached for a year', async () => {
    const answer = await t.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const body = brotliDecompressSync(answer.rawPayload).toString();
    expect(body).toBe(fs.readFileSync(path.join(dist, 'assets/index-abc123.js'), 'utf8'));
    expect(answer.rawPayload.length).toBeLessThan(body.length / 4);
  });

  it('sends the plain file to a client that accepts no compression', async () => {
    const answer = await t.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body).toBe(fs.readFileSync(path.join(dist, 'assets/index-abc123.js'), 'utf8'));
  });

  it('asks the browser to check the page and the institution config every time', async () => {
    const page = await t.app.inject({ url: '/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    const config = await t.app.inject({ url: '/config/index.json' });
    expect(config.json()).toEqual({ School: 'demo' });
    expect(config.headers['cache-control']).toBe('no-cache');
  });

  it('answers what no file and no route is with the right 404: the spec envelope, the admin API’s shape', async () => {
    // The files are served by one wildcard route; it must not swallow other pipelines' 404s.
    const missing = await t.app.inject({ url: '/assets/index-nothere.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: expect.any(Number) });
    const admin = await t.app.inject({ url: '/admin-api/v1/no-such-list' });
    expect(admin.statusCode).toBe(404);
    expect(admin.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    expect(admin.headers['cache-control']).toBe('no-store');
    // An unknown spec call is still the spec's: refused unsigned, as without the files served.
    const spec = await t.app.inject({ url: '/%75plus-donateu/app/v1/no-such-call' });
    expect(spec.json()).toEqual({ code: -1, message: '请求签名缺失', data: null });
    // No dotfile is sent, and no path leaves the build.
    expect((await t.app.inject({ url: '/.env' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/assets/../../etc/passwd' })).statusCode).not.toBe(200);
  });

  it('opens the app at the PC/H5 login address /login (the app turns it into #/login)', async () => {
    const page = await t.app.inject({ url: '/login?redirect=%2Fmine' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toBe(fs.readFileSync(path.join(dist, 'index.html'), 'utf8'));
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
  });
});
