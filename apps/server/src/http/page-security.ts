import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { WECHAT_JS_SDK_URL } from '@alma/shared/constants/wechat-sdk';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppConfig } from '../config/env.ts';

/**
 * What a page built by Vite (the donor app, the staff console) may load and who may frame it.
 * Scripts run only from our origin or, inline, by the hash of their text: an injected script
 * (a project's rich text, a nickname) runs nowhere. Styles may be inline, because staff-written
 * rich text carries style attributes and antd writes its styles at run time; pictures come from
 * anywhere over HTTPS (WeChat avatars, object storage). No site may frame the page, so a donation
 * page cannot be overlaid to trick a tap.
 */
export type PagePolicy = {
  /** The text of each inline <script> the page runs (hashed into the policy). */
  inlineScripts?: readonly string[];
  /** Origins the page calls besides its own (an api base on another host). */
  connectOrigins?: readonly string[];
  /** Origins a form on the page may post to (a payment provider's gateway). */
  formOrigins?: readonly string[];
  /** Script origins besides our own, for a deployment that adds one (e.g. WeChat's JS-SDK). */
  scriptOrigins?: readonly string[];
};

/** Where a link from our pages leaves: the origin only, never the address with its query. */
export const PAGE_REFERRER_POLICY = 'strict-origin-when-cross-origin';

export function pageCsp(policy: PagePolicy = {}): string {
  const hashes = (policy.inlineScripts ?? []).map(
    (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`,
  );
  const directives = [
    "default-src 'self'",
    `script-src ${["'self'", ...hashes, ...(policy.scriptOrigins ?? [])].join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "media-src 'self' https:",
    `connect-src ${["'self'", ...(policy.connectOrigins ?? [])].join(' ')}`,
    `form-action ${["'self'", ...(policy.formOrigins ?? [])].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ];
  return directives.join('; ');
}

/** The text of a page's inline scripts (those without a src), exactly as sent, for their hashes. */
export function inlineScriptsOf(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [, attributes = '', text = ''] = match;
    if (!/\bsrc\s*=/i.test(attributes)) scripts.push(text);
  }
  return scripts;
}

/** The headers every page of ours carries; a page's own CSP (the cashier's) is kept. */
export function setPageHeaders(
  reply: FastifyReply,
  csp: string,
  referrerPolicy = PAGE_REFERRER_POLICY,
): void {
  if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', csp);
  if (!reply.hasHeader('referrer-policy')) reply.header('referrer-policy', referrerPolicy);
  // For browsers (old WeChat web views among them) that know no frame-ancestors.
  if (!reply.hasHeader('x-frame-options')) reply.header('x-frame-options', 'DENY');
}

/**
 * The policy of a built page file, read when it is sent: a rebuild while the server runs (the
 * page is served no-cache) brings its new inline scripts' hashes at once. For the staff console
 * at /admin/ too: `pagePolicyOf(path.join(adminDist, 'index.html'))`.
 */
export async function pagePolicyOf(
  pageFile: string,
  policy: Omit<PagePolicy, 'inlineScripts'> = {},
): Promise<string> {
  const html = await fs.promises.readFile(pageFile, 'utf8').catch(() => '');
  return pageCsp({ ...policy, inlineScripts: inlineScriptsOf(html) });
}

/**
 * Every HTML answer gets the page headers; one that sets no CSP of its own (the donor app's
 * index.html) gets the donor app's policy, which fails closed for any other page.
 */
export function registerPageSecurity(app: FastifyInstance, config: AppConfig): void {
  const formOrigins = config.ALIPAY_APP_ID ? [new URL(config.ALIPAY_GATEWAY_URL).origin] : [];
  const webPage = path.join(config.webDist, 'index.html');
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.startsWith('text/html')) return payload;
    const csp = reply.hasHeader('content-security-policy')
      ? ''
      : await pagePolicyOf(webPage, {
          formOrigins,
          connectOrigins: await apiOrigins(config.webDist, config.ALMA_SCHOOL ?? ''),
          // The app loads WeChat's JS-SDK inside the WeChat browser (sharing, mini-program launch).
          scriptOrigins: [new URL(WECHAT_JS_SDK_URL).origin],
        });
    setPageHeaders(reply, csp);
    return payload;
  });
}

/**
 * The api base the served institution's config names, when it is another host: the app (and the early
 * start script of index.html) call it. Read from the files the browser reads, when it reads them.
 */
async function apiOrigins(webDist: string, servedSchool: string): Promise<string[]> {
  // The school ALMA_SCHOOL names, else the one the build's config/index.json names.
  const root = servedSchool ? null : await readJson(path.join(webDist, 'config/index.json'));
  const school = servedSchool || (typeof root?.School === 'string' ? root.School : '');
  if (school === '' || school.includes('/') || school.includes('..')) return [];
  const own = await readJson(path.join(webDist, 'config', school, 'index.json'));
  const api = typeof own?.api === 'string' ? own.api : '';
  return URL.canParse(api) ? [new URL(api).origin] : [];
}

async function readJson(file: string): Promise<Record<string, unknown> | null> {
  try {
    const value: unknown = JSON.parse(await fs.promises.readFile(file, 'utf8'));
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
