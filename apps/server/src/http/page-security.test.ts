import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { inlineScriptsOf, pageCsp, registerPageSecurity } from './page-security.ts';

const EARLY_SCRIPT = "\n      window.almaConfigFiles = fetch('config/index.json');\n    ";

/** A stand-in build: an index.html with an inline start-up script and a module script, and its config. */
function fakeBuild(api: string): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'alma-dist-'));
  fs.mkdirSync(path.join(dist, 'config/demo'), { recursive: true });
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html><html><head><script>${EARLY_SCRIPT}</script>` +
      '<script type="module" crossorigin src="/assets/index-abc.js"></script></head>' +
      '<body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(dist, 'config/index.json'), '{"School":"demo"}');
  fs.writeFileSync(path.join(dist, 'config/demo/index.json'), JSON.stringify({ api, signKey: 'k' }));
  return dist;
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

function directives(csp: string | undefined): Map<string, string[]> {
  return new Map(
    (csp ?? '').split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe('pageCsp', () => {
  it('lets the page run its own inline scripts by hash and nothing inline besides', () => {
    const csp = directives(pageCsp({ inlineScripts: ['a()'] }));
    expect(csp.get('script-src')).toEqual(["'self'", sha256('a()')]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
  });

  it('finds inline scripts, not those loaded from a file', () => {
    expect(
      inlineScriptsOf('<script>a()</script><script src="/x.js"></script><SCRIPT type="x">b</SCRIPT >'),
    ).toEqual(['a()', 'b']);
  });
});

describe('the donor app page', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fakeBuild('https://api.example.edu.cn/');
    t = await createTestApp({ WEB_DIST: dist, ALMA_DEMO: '1' });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('may not be framed by any site and tells other sites only our origin', async () => {
    const page = await t.app.inject({ url: '/' });
    expect(page.statusCode).toBe(200);
    const csp = directives(page.headers['content-security-policy'] as string);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('runs its start-up script by hash, with no unsafe-inline script, and calls the configured api host', async () => {
    for (const url of ['/', '/index.html']) {
      const page = await t.app.inject({ url });
      const csp = directives(page.headers['content-security-policy'] as string);
      // Besides its own: WeChat's JS-SDK, which the app adds inside the WeChat browser only.
      expect(csp.get('script-src')).toEqual(["'self'", sha256(EARLY_SCRIPT), 'https://res.wx.qq.com']);
      expect(csp.get('connect-src')).toEqual(["'self'", 'https://api.example.edu.cn']);
      expect(csp.get('img-src')).toContain('data:');
    }
  });

  it('follows a rebuild without a restart', async () => {
    const file = path.join(dist, 'index.html');
    const before = fs.readFileSync(file, 'utf8');
    fs.writeFileSync(file, before.replace(EARLY_SCRIPT, 'b()'));
    try {
      const page = await t.app.inject({ url: '/' });
      expect(directives(page.headers['content-security-policy'] as string).get('script-src')).toEqual([
        "'self'",
        sha256('b()'),
        'https://res.wx.qq.com',
      ]);
    } finally {
      fs.writeFileSync(file, before);
    }
  });

  it("lets a form post only to our origin, or also to Alipay's gateway when Alipay is configured", async () => {
    const page = await t.app.inject({ url: '/' });
    expect(directives(page.headers['content-security-policy'] as string).get('form-action')).toEqual([
      "'self'",
    ]);
    // The Alipay hand-off page submits the provider's own form to its gateway.
    const app = Fastify();
    registerPageSecurity(app, { ...t.deps.config, ALIPAY_APP_ID: '2021000000000000' });
    app.get('/page', (_request, reply) => reply.type('text/html; charset=utf-8').send('<p>'));
    const answer = await app.inject({ url: '/page' });
    expect(directives(answer.headers['content-security-policy'] as string).get('form-action')).toEqual([
      "'self'",
      'https://openapi.alipay.com',
    ]);
    await app.close();
  });

  it('leaves JSON answers alone', async () => {
    const answer = await t.app.inject({ url: '/healthz' });
    expect(answer.headers['content-security-policy']).toBeUndefined();
    expect(answer.headers['x-frame-options']).toBeUndefined();
  });

  it('the sandbox cashier keeps its own policy, unframeable, and sends no referrer at all', async () => {
    const page = await t.app.inject({ url: `/pay/sandbox/cashier?billNo=${'1'.repeat(26)}` });
    expect(page.headers['content-type']).toContain('text/html');
    const csp = directives(page.headers['content-security-policy'] as string);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(page.headers['referrer-policy']).toBe('no-referrer');
  });
});

describe('the donor app page of the school ALMA_SCHOOL names', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fakeBuild('https://api.example.edu.cn/');
    fs.mkdirSync(path.join(dist, 'config/lakeside'));
    fs.writeFileSync(
      path.join(dist, 'config/lakeside/index.json'),
      JSON.stringify({ api: 'https://api.lakeside.example/', signKey: 'k' }),
    );
    t = await createTestApp({ WEB_DIST: dist, ALMA_DEMO: '1', ALMA_SCHOOL: 'lakeside' });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it("lets the page call that school's api host, not the built default's", async () => {
    const page = await t.app.inject({ url: '/' });
    const csp = directives(page.headers['content-security-policy'] as string);
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://api.lakeside.example']);
  });
});
