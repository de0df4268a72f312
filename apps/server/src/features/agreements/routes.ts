import {
  ZAgreementPagesQuery,
  ZCpuGenerationBody,
  ZCpuSignatureFields,
  ZHhuGenerationBody,
  ZHhuSignatureFields,
} from '@alma/shared/api/agreements';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { ok } from '../../http/envelope.ts';
import { requireUserId } from '../../http/request-context.ts';
import { readUploadedFileAndFields } from '../../http/uploaded-file.ts';
import { parseInput } from '../../http/validate.ts';
import { generateContract, generateHhuAgreement } from './generate-service.ts';
import { agreementPages, listAgreementProjects, listMyAgreements } from './reads-service.ts';
import { type SigningContext, signContract, signHhuAgreement } from './sign-service.ts';
import { SIGNATURE_MAX_BYTES } from './signature-image.ts';

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
  const reads = { db, links: deps.documentLinks };
  const signed = { config: { auth: 'required' as const } };
  const context = (request: FastifyRequest): SigningContext => ({
    ip: request.ip,
    userAgent: String(request.headers['user-agent'] ?? ''),
    language: request.language,
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
    const { signAgreementId } = parseInput(ZCpuSignatureFields, fields);
    await signContract(generating, userId, signAgreementId, file, context(request));
    return ok(null);
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

  app.post(SPEC_PATHS.hhuSign.signature, signed, async (request) => {
    const userId = requireUserId(request);
    const { file, fields } = await readUploadedFileAndFields(request, SIGNATURE_MAX_BYTES);
    const { pdfUrl } = parseInput(ZHhuSignatureFields, fields);
    return ok(await signHhuAgreement(generating, userId, pdfUrl, file, context(request)));
  });
}
