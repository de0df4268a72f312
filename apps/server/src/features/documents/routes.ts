import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { ZStatementQuery } from '@alma/shared/api/statement';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { ok } from '../../http/envelope.ts';
import { requireUserId } from '../../http/request-context.ts';
import { parseInput } from '../../http/validate.ts';
import { agreementPageOfLink, agreementPdfOfLink } from '../agreements/document-service.ts';
import { receiptPagePicture } from '../receipts/page-picture-service.ts';
import { DOCUMENT_LINK_PREFIX, type LinkedDocument } from './document-links.ts';
import { getStatementLink, parseStatementId, renderStatement } from './statement-service.ts';
import { storedDocumentKey } from './stored-document-service.ts';

const KINDS: readonly LinkedDocument[] = [
  'certificate',
  'receipt',
  'receipt-void',
  'statement',
  'agreement',
  'agreement-page',
  'receipt-page',
];
/** A document opened as a page can run nothing and load nothing. */
const DOCUMENT_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

const TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', pdf: 'application/pdf' };

function sendDocument(reply: FastifyReply, bytes: Uint8Array, extension: string, fileName: string) {
  return (
    reply
      .type(TYPES[extension] ?? 'application/octet-stream')
      .header('content-disposition', `inline; filename="${fileName}"`)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', DOCUMENT_CSP)
      .header('referrer-policy', 'no-referrer')
      // The link is someone's own document: no shared cache keeps it.
      .header('cache-control', 'private, max-age=3600')
      .send(Buffer.from(bytes))
  );
}

/**
 * Documents through signed, expiring links only (document-links.ts): a wrong, altered or expired
 * link is not found, as is one whose document is not made yet. And the yearly statement's link.
 */
export function registerDocumentRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;

  app.get(SPEC_PATHS.userCenter.statement, { config: { auth: 'required' } }, async (request) => {
    const userId = requireUserId(request);
    const { year } = parseInput(ZStatementQuery, request.query);
    return ok(await getStatementLink({ db, links: deps.documentLinks }, userId, year));
  });

  app.get<{ Params: { kind: string; id: string }; Querystring: { e?: string; s?: string } }>(
    `${DOCUMENT_LINK_PREFIX}/:kind/:id`,
    async (request, reply) => {
      const { kind, id } = request.params;
      const { e = '', s = '' } = request.query;
      const linked = KINDS.find((known) => known === kind);
      if (!linked || !deps.documentLinks.verify(linked, id, e, s)) return reply.callNotFound();
      if (linked === 'statement') {
        const statement = parseStatementId(id);
        if (!statement) return reply.callNotFound();
        const pdf = await renderStatement({ db, renderer: deps.renderer }, statement.userId, statement.year);
        return sendDocument(reply, pdf, 'pdf', `statement-${statement.year}.pdf`);
      }
      if (linked === 'agreement' || linked === 'agreement-page') {
        const files = { db, secrets: deps.secrets, documents: deps.documents, renderer: deps.renderer };
        if (linked === 'agreement-page') {
          const picture = await agreementPageOfLink(files, id);
          return picture
            ? sendDocument(reply, picture, 'png', `agreement-page-${id}.png`)
            : reply.callNotFound();
        }
        const pdf = await agreementPdfOfLink(files, id);
        return pdf ? sendDocument(reply, pdf.bytes, 'pdf', pdf.name) : reply.callNotFound();
      }
      if (linked === 'receipt-page') {
        const files = { db, documents: deps.documents, renderer: deps.renderer };
        const picture = await receiptPagePicture(files, id);
        return picture ? sendDocument(reply, picture, 'png', `receipt-page-${id}.png`) : reply.callNotFound();
      }
      const key = await storedDocumentKey(db, linked, Number(id));
      const bytes = key ? await deps.documents.read(key) : null;
      if (!key || !bytes) return reply.callNotFound();
      const extension = key.slice(key.lastIndexOf('.') + 1);
      return sendDocument(reply, bytes, extension, `${linked}-${id}.${extension}`);
    },
  );
}
