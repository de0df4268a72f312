import { ZCertificateInsertBody, ZCertificatePageQuery } from '@alma/shared/api/certificates';
import { ZPaging } from '@alma/shared/api/common';
import { ZIdQuery } from '@alma/shared/api/items';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { siteUrlFrom } from '../../config/site-url.ts';
import { ok } from '../../http/envelope.ts';
import { PLAIN_PAGE_CSP } from '../../http/plain-page.ts';
import { pageLanguageOf, requireUserId } from '../../http/request-context.ts';
import { parseInput } from '../../http/validate.ts';
import { applyForPaperCertificates } from './apply-service.ts';
import {
  type CertificateReadDeps,
  getCertificateDetail,
  getCertificatePage,
  getCertificateStayPage,
} from './service.ts';
import { renderVerifyPage } from './verify-page.ts';
import { verifyCertificate } from './verify-service.ts';

const signedIn = { auth: 'required' } as const;

/** The donor's certificates (doc 3 §7) and the public page their QR codes open. */
export function registerCertificateRoutes(app: FastifyInstance, deps: AppDeps): void {
  const read: CertificateReadDeps = {
    db: deps.database.db,
    secrets: deps.secrets,
    links: deps.documentLinks,
    siteUrl: siteUrlFrom(deps.config),
  };

  app.get(SPEC_PATHS.certificate.page, { config: signedIn }, async (request) => {
    const userId = requireUserId(request);
    const query = parseInput(ZCertificatePageQuery, request.query);
    return ok(await getCertificatePage(read, userId, query, request.language));
  });

  app.get(SPEC_PATHS.certificate.stayPage, { config: signedIn }, async (request) => {
    const userId = requireUserId(request);
    const paging = parseInput(ZPaging, request.query);
    return ok(await getCertificateStayPage(read, userId, paging, request.language));
  });

  app.get(SPEC_PATHS.certificate.detail, { config: signedIn }, async (request) => {
    const userId = requireUserId(request);
    const { id } = parseInput(ZIdQuery, request.query);
    return ok(await getCertificateDetail(read, userId, id, request.language));
  });

  app.post(SPEC_PATHS.certificate.insert, { config: signedIn }, async (request) => {
    const userId = requireUserId(request);
    const body = parseInput(ZCertificateInsertBody, request.body);
    return ok(await applyForPaperCertificates(read, userId, body, request.language));
  });

  app.get<{ Params: { serialNo: string } }>('/verify/:serialNo', async (request, reply) => {
    const language = pageLanguageOf(request);
    const view = await verifyCertificate(read.db, request.params.serialNo, language);
    return reply
      .code(view.state === 'unknown' ? 404 : 200)
      .type('text/html; charset=utf-8')
      .header('content-security-policy', PLAIN_PAGE_CSP)
      .header('referrer-policy', 'no-referrer')
      .header('cache-control', 'no-store')
      .send(renderVerifyPage(view, language));
  });
}
