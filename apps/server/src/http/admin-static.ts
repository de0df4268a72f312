import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { pagePolicyOf, setPageHeaders } from './page-security.ts';

/** Where the console is served; its Vite build is made with the same `base`. */
export const ADMIN_BASE = '/admin/';

const YEAR = 'public, max-age=31536000, immutable';

/**
 * The built console (apps/admin/dist) at /admin/ on the server's own port. Hashed assets are cached
 * for a year; the page is asked for again every time, so a new build shows at once. The console
 * routes in the browser (history API), so any other /admin/… address answers the page, and a
 * reload of a deep link keeps working. A missing asset stays a 404: answering it with the page
 * would hand HTML to a <script> tag. The page carries its own Content-Security-Policy (scripts from
 * our origin only, calls to our origin only, no framing) and Referrer-Policy.
 */
export async function registerAdminStatic(app: FastifyInstance, adminDist: string): Promise<void> {
  const page = path.join(adminDist, 'index.html');
  if (!fs.existsSync(page)) return;

  // The assets only: the page goes through sendPage below, for its headers and for deep links alike.
  // One route for all of them, each looked up when asked for (see app.ts: the donor app's files).
  await app.register(fastifyStatic, {
    root: path.join(adminDist, 'assets'),
    prefix: `${ADMIN_BASE}assets/`,
    // Another @fastify/static (the donor app) already decorates the reply.
    decorateReply: false,
    wildcard: true,
    index: false,
    // Looked up per request, a dotfile someone left in the build is never sent (the default sends it).
    dotfiles: 'ignore',
    // The build writes .br/.gz beside each asset (apps/admin/vite-precompress.ts).
    preCompressed: true,
    setHeaders(reply) {
      reply.header('cache-control', YEAR);
    },
  });

  const sendPage = async (reply: FastifyReply) => {
    // Read per request (it is ~1 KB): a rebuild while the server runs shows without a restart.
    setPageHeaders(reply, await pagePolicyOf(page));
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(await fs.promises.readFile(page));
  };

  app.get(ADMIN_BASE.slice(0, -1), (request, reply) => {
    const query = request.url.indexOf('?');
    return reply.redirect(`${ADMIN_BASE}${query === -1 ? '' : request.url.slice(query)}`, 301);
  });
  app.get(`${ADMIN_BASE}*`, (request, reply) => {
    if (request.url.startsWith(`${ADMIN_BASE}assets/`)) return reply.callNotFound();
    return sendPage(reply);
  });
}
