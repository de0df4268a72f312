import {
  ZAgreementPagesQuery,
  ZAgreementSignCodeBody,
  ZCpuGenerationBody,
  ZCpuSignatureFields,
  ZHhuGenerationBody,
  ZHhuSignatureFields,
} from '@alma/shared/api/agreements';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { ok } from '../../http/envelope.ts';
import { PLAIN_PAGE_CSP } from '../../http/plain-page.ts';
import { pageLanguageOf, requireUserId } from '../../http/request-context.ts';
import { readUploadedFileAndFields } from '../../http/uploaded-file.ts';
import { parseInput } from '../../http/validate.ts';
import { hit, type RateWindow } from '../rate-limit/service.ts';
import { generateContract, generateHhuAgreement } from './generate-service.ts';
import { agreementPages, listAgreementProjects, listMyAgreements } from './reads-service.ts';
import { sendSigningCode } from './sign-code-service.ts';
import { type SigningContext, signContract, signHhuAgreement } from './sign-service.ts';
import { SIGNATURE_MAX_BYTES } from './signature-image.ts';
import { agreementVerifyPage, checkAgreementFile } from './verify-service.ts';

/** Checking a file reads it whole: enough for anyone holding agreements, a wall for a script. */
const VERIFY_WINDOW: RateWindow = { ms: 60 * 60 * 1000, limit: 30 };
const VERIFY_MAX_BYTES = 20 * 1024 * 1024;

/**
 * The agreement calls (doc 4 §7): the cpu contract flow and the hhu tree agreement. Every call
 * needs the donor's token, and every agreement is looked up with its owner.
 */
export function registerAgreementRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  const generating = {
    db,
    secrets: deps.secrets,
    renderer: deps.renderer,
    documents: deps.documents,
    links: deps.documentLinks,
  };
  // AGREEMENT_SIGN_SMS is read at each call (the server's config; a test turns it on in place).
  const signing = () => ({ ...generating, signSms: deps.config.AGREEMENT_SIGN_SMS });
  const codes = () => ({ ...generating, sms: deps.sms, signSms: deps.config.AGREEMENT_SIGN_SMS });
  const reads = { db, links: deps.documentLinks, documents: deps.documents };
  const signed = { config: { auth: 'required' as const } };
  const context = (request: FastifyRequest, smsCode: string | undefined): SigningContext => ({
    ip: request.ip,
    userAgent: String(request.headers['user-agent'] ?? ''),
    language: request.language,
    smsCode,
  });

  app.get(SPEC_PATHS.cpuSign.projectList, signed, async (request) => {
    requireUserId(request);
    return ok(await listAgreementProjects(db, request.language));
  });

  app.post(SPEC_PATHS.cpuSign.generation, signed, async (request) => {
    const userId = requireUserId(request);
    const body = parseInput(ZCpuGenerationBody, request.body);
    return ok(await generateContract(generating, userId, body, request.language));
  });

  app.post(SPEC_PATHS.cpuSign.signature, signed, async (request) => {
    const userId = requireUserId(request);
    const { file, fields } = await readUploadedFileAndFields(request, SIGNATURE_MAX_BYTES);
    const { signAgreementId, smsCode } = parseInput(ZCpuSignatureFields, fields);
    await signContract(signing(), userId, signAgreementId, file, context(request, smsCode));
    return ok(null);
  });

  // Ours: the SMS code confirming the intent to sign, to the agreement's own mobile (both pads).
  app.post(SPEC_PATHS.cpuSign.signCode, signed, async (request) => {
    const userId = requireUserId(request);
    const body = parseInput(ZAgreementSignCodeBody, request.body);
    return ok(await sendSigningCode(codes(), userId, body, request.ip));
  });

  app.get(SPEC_PATHS.cpuSign.getMySign, signed, async (request) => {
    const userId = requireUserId(request);
    return ok(await listMyAgreements(reads, userId));
  });

  app.get(SPEC_PATHS.cpuSign.pages, signed, async (request) => {
    const userId = requireUserId(request);
    const { url } = parseInput(ZAgreementPagesQuery, request.query);
    return ok(await agreementPages(reads, userId, url));
  });

  app.post(SPEC_PATHS.hhuSign.generation, signed, async (request) => {
    const userId = requireUserId(request);
    const body = parseInput(ZHhuGenerationBody, request.body);
    return ok(await generateHhuAgreement(generating, userId, body, request.language));
  });

  // The public check of an agreement PDF (ours): the upload form, and the verdict on a file.
  const page = (reply: FastifyReply, html: string, status = 200) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('content-security-policy', `${PLAIN_PAGE_CSP}; form-action 'self'`)
      .header('referrer-policy', 'no-referrer')
      .header('cache-control', 'no-store')
      .send(html);
  app.get('/verify-agreement', async (request, reply) =>
    page(reply, agreementVerifyPage(pageLanguageOf(request))),
  );
  app.post('/verify-agreement', async (request, reply) => {
    const language = pageLanguageOf(request);
    const refusal = await hit(db, `agreement-verify:${request.ip}`, [VERIFY_WINDOW]);
    if (!refusal.allowed) return page(reply, agreementVerifyPage(language, { verdict: 'limited' }), 429);
    const { file } = await readUploadedFileAndFields(request, VERIFY_MAX_BYTES);
    return page(reply, agreementVerifyPage(language, await checkAgreementFile(db, file)));
  });

  app.post(SPEC_PATHS.hhuSign.signature, signed, async (request) => {
    const userId = requireUserId(request);
    const { file, fields } = await readUploadedFileAndFields(request, SIGNATURE_MAX_BYTES);
    const { pdfUrl, smsCode } = parseInput(ZHhuSignatureFields, fields);
    return ok(await signHhuAgreement(signing(), userId, pdfUrl, file, context(request, smsCode)));
  });
}
