import type { TAgreementPages } from '@alma/shared/api/agreements';
import type { Db } from '../../db/client.ts';
import type { DocumentRenderer } from '../../integrations/documents/render-pool.ts';
import type { DocumentStore } from '../../integrations/storage/document-store.ts';
import type { DocumentLinks } from '../documents/document-links.ts';
import { findOwnReceiptFile, findReceiptFileKeys } from './repository.ts';

/**
 * A receipt's pages as pictures for the phone (doc 4 §2.4: my list previews the receipt as PDF pages or
 * a picture). The receipt is the fiscal platform's PDF, laid out elsewhere: its pages are drawn by
 * pdf.js on a render thread, each 900 px wide, behind their own signed links ('receipt-page').
 */

/** A page picture's width in pixels, as the agreements' pages (a 390-pixel screen at twice its density). */
export const RECEIPT_PAGE_PX = 900;

export type ReceiptPageDeps = { db: Db; documents: DocumentStore; links: DocumentLinks };

/** The file a receipt shows now: the void notice once voided, else the receipt as issued. */
const currentKey = (keys: { fileKey: string | null; voidFileKey: string | null } | null | undefined) =>
  (keys?.voidFileKey || keys?.fileKey) ?? null;

/**
 * The pages of the caller's own receipt, or null when it is not theirs, has no file yet, or its file
 * is no PDF (a scanned picture is shown as itself).
 */
export async function ownReceiptPages(
  deps: ReceiptPageDeps,
  userId: number,
  receiptId: number,
): Promise<TAgreementPages | null> {
  const key = currentKey(await findOwnReceiptFile(deps.db, userId, receiptId));
  const bytes = key?.endsWith('.pdf') ? await deps.documents.read(key) : null;
  if (!bytes) return null;
  const pdf = await loadPdf(bytes);
  return {
    pages: pdf.getPages().map((page, index) => {
      const { width, height } = page.getSize();
      return {
        url: deps.links.linkTo('receipt-page', `${receiptId}.${index + 1}`),
        width: RECEIPT_PAGE_PX,
        height: Math.round((RECEIPT_PAGE_PX * height) / width),
      };
    }),
  };
}

/** What a signed 'receipt-page' link opens: the page's picture, or null when there is no such page. */
export async function receiptPagePicture(
  deps: { db: Db; documents: DocumentStore; renderer: DocumentRenderer },
  id: string,
): Promise<Uint8Array | null> {
  const match = /^(\d{1,12})\.(\d{1,3})$/.exec(id);
  if (!match) return null;
  const [receiptId, page] = [Number(match[1]), Number(match[2])];
  const key = currentKey(await findReceiptFileKeys(deps.db, receiptId));
  const bytes = key?.endsWith('.pdf') ? await deps.documents.read(key) : null;
  if (!bytes || page < 1) return null;
  const pages = (await loadPdf(bytes)).getPageCount();
  if (page > pages) return null;
  return deps.renderer.pdfPagePng(new Uint8Array(bytes), page - 1, RECEIPT_PAGE_PX);
}

/** pdf-lib, loaded when a receipt is first previewed (not at every start of the server). */
async function loadPdf(bytes: Uint8Array) {
  const { PDFDocument } = await import('pdf-lib');
  return PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
}
