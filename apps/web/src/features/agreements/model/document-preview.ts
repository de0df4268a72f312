import { isImageUrl, safeDocumentUrl } from './document-address.ts';

/**
 * How my list's preview and the signing screens show a document (doc 4 §2.4): an agreement's PDF
 * and a receipt's PDF alike as the pictures of their pages (cpu/sign/agreement/pages answers
 * both), a receipt's scan as the picture it is. The WeChat browser cannot show a PDF inside a page,
 * so no document is handed over as a file to open.
 */

export type DocumentKind = 'agreement' | 'receipt';

export type PreviewShape = 'picture' | 'pages';

/** A picture (a receipt's scan) is shown as it is; anything else is drawn page by page. */
export function previewShape(url: string, base?: string): PreviewShape {
  return isImageUrl(url, base) && safeDocumentUrl(url, base) ? 'picture' : 'pages';
}

type PagesWords = {
  loading: string;
  failed: string;
  /** The address is not one this app shows. */
  nothing: string;
  /** Whether a failed drawing offers the file itself: an agreement does, a receipt only pictures. */
  openable: boolean;
};

/** The words of the page pictures, by what they are of. */
export const PAGES_WORDS: Record<DocumentKind, PagesWords> = {
  agreement: {
    loading: 'agreements.pages.loading',
    failed: 'agreements.pages.failed',
    nothing: 'agreements.hhu.noAgreement',
    openable: true,
  },
  receipt: {
    loading: 'agreements.pages.receiptLoading',
    failed: 'agreements.pages.receiptFailed',
    nothing: 'agreements.pages.noReceipt',
    openable: false,
  },
};
