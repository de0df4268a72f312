import { type PDFImage, rgb } from 'pdf-lib';
import { type LaidPage, layoutAgreement } from './agreement-layout.ts';
import { PAGE_HEIGHT, PAGE_WIDTH } from './agreement-page-size.ts';
import type { AgreementDocInput } from './document-inputs.ts';
import { widthEm } from './glyph-text.ts';
import { newPdfDocument } from './pdf-document.ts';

const INK = rgb(0.1, 0.1, 0.1);
const GREY = rgb(0.42, 0.42, 0.42);
const RULE = rgb(0.75, 0.75, 0.75);

export type AgreementPdf = { bytes: Uint8Array; pageCount: number };

/**
 * The agreement as a PDF: the layout's text in the npm Noto faces embedded as subsets, so every
 * name and amount is text a reader can select and a court can search, and the signature as the
 * PNG the donor drew. The seal is never drawn here: sealing (agreement-seal.ts) adds it together
 * with the foundation's digital signature, as an incremental update of this file.
 */
export async function renderAgreementPdf(input: AgreementDocInput): Promise<AgreementPdf> {
  const pages = layoutAgreement({ ...input, sealed: false });
  const { doc, fonts } = await newPdfDocument(input.title);
  doc.setLanguage(input.language);
  doc.setSubject(input.agreementNo);
  const signature = input.signed && input.signatureImage ? await doc.embedPng(input.signatureImage) : null;
  for (const laid of pages) drawPage(doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]), laid, fonts, signature);
  // One date for the same input: a regenerated agreement hashes the same.
  doc.setCreationDate(new Date(0));
  doc.setModificationDate(new Date(0));
  return { bytes: await doc.save({ useObjectStreams: false }), pageCount: pages.length };
}

type Page = ReturnType<Awaited<ReturnType<typeof newPdfDocument>>['doc']['addPage']>;
type Fonts = Awaited<ReturnType<typeof newPdfDocument>>['fonts'];

function drawPage(page: Page, laid: LaidPage, fonts: Fonts, signature: PDFImage | null): void {
  for (const item of laid.items) {
    if (item.kind === 'text') {
      const font = item.face === 'sans' ? fonts.sans : fonts.serif;
      const x = item.centred ? item.x - (widthEm(item.face, item.text) * item.size) / 2 : item.x;
      page.drawText(item.text, { x, y: item.y, size: item.size, font, color: item.grey ? GREY : INK });
    } else if (item.kind === 'line') {
      page.drawLine({
        start: { x: item.x1, y: item.y1 },
        end: { x: item.x2, y: item.y2 },
        thickness: 0.6,
        color: RULE,
        ...(item.dashed ? { dashArray: [3, 2] } : {}),
      });
    } else if (item.image === 'signature' && signature) {
      // The drawing keeps its proportions inside the box, centred.
      const scale = Math.min(item.width / signature.width, item.height / signature.height);
      const width = signature.width * scale;
      const height = signature.height * scale;
      page.drawImage(signature, {
        x: item.x + (item.width - width) / 2,
        y: item.y + (item.height - height) / 2,
        width,
        height,
      });
    }
  }
}
