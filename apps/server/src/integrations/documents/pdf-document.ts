import { PDFDocument, type PDFFont } from 'pdf-lib';
import { fontkit } from './fontkit.ts';
import { fontBytes } from './fonts.ts';

export type PdfFonts = { sans: PDFFont; serif: PDFFont };

/**
 * A new PDF with both faces embedded as subsets: only the glyphs the document draws are written
 * (a receipt carries ~100 of the fonts' 30,000), so a page stays tens of kB instead of 25 MB.
 * fontkit 1.9 exactly: pdf-lib's subsetting of CJK TrueType fonts is known to work with it.
 */
export async function newPdfDocument(title: string): Promise<{ doc: PDFDocument; fonts: PdfFonts }> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(title, { showInWindowTitleBar: true });
  doc.setLanguage('zh-CN');
  doc.setCreator('Alma');
  doc.setProducer('Alma (pdf-lib)');
  const [sans, serif] = await Promise.all([
    doc.embedFont(fontBytes('sans'), { subset: true }),
    doc.embedFont(fontBytes('serifBold'), { subset: true }),
  ]);
  return { doc, fonts: { sans, serif } };
}
