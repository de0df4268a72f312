import { ZPaging } from '@alma/shared/api/common';
import { ZIdQuery } from '@alma/shared/api/items';
import { ZReceiptInsertBody, ZReceiptPageQuery } from '@alma/shared/api/receipts';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { ok } from '../../http/envelope.ts';
import { PLAIN_PAGE_CSP } from '../../http/plain-page.ts';
import { pageLanguageOf, requireUserId } from '../../http/request-context.ts';
import { parseInput } from '../../http/validate.ts';
import { applyForReceipts } from './apply-service.ts';
import {
  getReceiptDetail,
  getReceiptLastUserInfo,
  getReceiptPage,
  getReceiptStayPage,
  type ReceiptReadDeps,
} from './service.ts';
import { renderReceiptVerifyPage } from './verify-service.ts';

const signedIn = { auth: 'required' } as const;

/** The donor's receipts (doc 3 §7). receipt/config/detail is the site's (features/site). */
export function registerReceiptRoutes(app: FastifyInstance, deps: AppDeps): void {
  const read: ReceiptReadDeps = { db: deps.database.db, secrets: deps.secrets, links: deps.documentLinks };

  app.get(SPEC_PATHS.receipt.page, { config: signedIn }, async (request) => {
    const userId = requireUserId(request);
    const query = parseInput(ZReceiptPageQuery, request.query);
    return ok(await getReceiptPage(read, userId, query, request.language));
  });

  app.get(SPEC_PATHS.receipt.stayPage, { config: signedIn }, async (request) => {
    const userId = requireUserId(request);
    const paging = parseInput(ZPaging, request.query);
    return ok(await getReceiptStayPage(read, userId, paging, request.language));
  });

  app.get(SPEC_PATHS.receipt.lastUserInfo, { config: signedIn }, async (request) =>
    ok(await getReceiptLastUserInfo(read, requireUserId(request))),
  );

  app.get(SPEC_PATHS.receipt.detail, { config: signedIn }, async (request) => {
    const userId = requireUserId(request);
    const { id } = parseInput(ZIdQuery, request.query);
    return ok(await getReceiptDetail(read, userId, id, request.language));
  });

  app.get<{ Querystring: { no?: string; code?: string } }>('/verify-receipt', async (request, reply) => {
    const page = await renderReceiptVerifyPage(
      read.db,
      String(request.query.no ?? ''),
      String(request.query.code ?? ''),
      pageLanguageOf(request),
    );
    return reply
      .code(page.found ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('content-security-policy', PLAIN_PAGE_CSP)
      .header('referrer-policy', 'no-referrer')
      .header('cache-control', 'no-store')
      .send(page.html);
  });

  app.post(SPEC_PATHS.receipt.insert, { config: signedIn }, async (request) => {
    const userId = requireUserId(request);
    const body = parseInput(ZReceiptInsertBody, request.body);
    return ok(await applyForReceipts(read, userId, body, request.language));
  });
}
