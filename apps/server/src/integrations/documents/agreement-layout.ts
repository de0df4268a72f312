import { PAGE_HEIGHT, PAGE_WIDTH } from './agreement-page-size.ts';
import type { AgreementDocInput } from './document-inputs.ts';
import { widthEm } from './glyph-text.ts';
import { cleanText, type MeasureEm, wrapText } from './text-fit.ts';

/**
 * A donation agreement laid out once, in PDF points on A4 (origin at the lower left), and then
 * drawn twice: into the PDF (agreement-pdf.ts) and into each page's picture for the phone
 * (agreement-page-png.ts). Both drawings follow this one layout, so the pictures a donor signs
 * against are the pages of the PDF they sign.
 *
 * Pages: the title, the text (paragraphs wrapped, a Chinese paragraph indented two characters),
 * the signing block (the donor's line with the signature box, the foundation's line with the
 * seal), the page numbers; then, for a signed version, the evidence page.
 */

const MARGIN_X = 64;
const TOP = PAGE_HEIGHT - 72;
const BOTTOM = 72;
const TEXT_WIDTH = PAGE_WIDTH - MARGIN_X * 2;
const TITLE_SIZE = 20;
const BODY_SIZE = 11.5;
const LINE_HEIGHT = BODY_SIZE * 1.75;
const PARAGRAPH_GAP = 6;
const EVIDENCE_SIZE = 10;

export type LaidText = {
  kind: 'text';
  face: 'sans' | 'serifBold';
  size: number;
  /** The left end, or the centre when `centred`. */
  x: number;
  /** The baseline. */
  y: number;
  text: string;
  centred?: boolean;
  grey?: boolean;
};
export type LaidImage = {
  kind: 'image';
  image: 'signature' | 'seal';
  x: number;
  y: number;
  width: number;
  height: number;
};
export type LaidLine = { kind: 'line'; x1: number; y1: number; x2: number; y2: number; dashed?: boolean };
export type LaidItem = LaidText | LaidImage | LaidLine;
export type LaidPage = { items: LaidItem[] };

const measureSans: MeasureEm = (text) => widthEm('sans', text);

/** Lines of a paragraph: CJK paragraphs start two characters in, a `label：value` line does not. */
function paragraphLines(paragraph: string): { lines: string[]; indentEm: number } {
  const text = cleanText(paragraph);
  const indentEm = /^[\u4e00-\u9fff“]/u.test(text) && !/^[^，。]{1,12}[：:]/u.test(text) ? 2 : 0;
  return { lines: wrapText(measureSans, text, BODY_SIZE, TEXT_WIDTH, indentEm), indentEm };
}

/** How tall the signing block is: the donor's line and the foundation's line, each as tall as its mark. */
function signingBlockHeight(input: AgreementDocInput): number {
  const { signature, seal } = input.placement;
  return 24 + Math.max(signature.height, 30) + 24 + Math.max(seal.size, 30) + 8;
}

export function layoutAgreement(input: AgreementDocInput): LaidPage[] {
  const pages: LaidPage[] = [];
  let page: LaidPage = { items: [] };
  let y = TOP;
  const newPage = () => {
    pages.push(page);
    page = { items: [] };
    y = TOP;
  };

  page.items.push({
    kind: 'text',
    face: 'serifBold',
    size: TITLE_SIZE,
    x: PAGE_WIDTH / 2,
    y: y - TITLE_SIZE,
    text: cleanText(input.title),
    centred: true,
  });
  y -= TITLE_SIZE + 28;

  for (const paragraph of input.body.split('\n')) {
    if (paragraph.trim() === '') {
      y -= PARAGRAPH_GAP;
      continue;
    }
    const { lines, indentEm } = paragraphLines(paragraph);
    lines.forEach((line, index) => {
      if (y - LINE_HEIGHT < BOTTOM) newPage();
      y -= LINE_HEIGHT;
      const indent = index === 0 ? indentEm * BODY_SIZE : 0;
      page.items.push({ kind: 'text', face: 'sans', size: BODY_SIZE, x: MARGIN_X + indent, y, text: line });
    });
    y -= PARAGRAPH_GAP;
  }

  // The signing block stays whole: on a page of its own when the text leaves too little room.
  if (y - signingBlockHeight(input) < BOTTOM) newPage();
  drawSigningBlock(page, input, y);
  pages.push(page);

  if (input.evidence) pages.push(evidencePage(input.evidence));
  numberPages(pages, input);
  return pages;
}

function drawSigningBlock(page: LaidPage, input: AgreementDocInput, top: number): void {
  const { signature, seal } = input.placement;
  let y = top - 24;
  // The donor's line: the label, then the box the handwriting goes into, its foot on the baseline.
  const boxHeight = signature.height;
  const donorBaseline = y - boxHeight + 8;
  page.items.push({
    kind: 'text',
    face: 'sans',
    size: BODY_SIZE,
    x: MARGIN_X,
    y: donorBaseline,
    text: input.donorLabel,
  });
  if (input.signed) {
    page.items.push({
      kind: 'image',
      image: 'signature',
      x: signature.x,
      y: donorBaseline - 8,
      width: signature.width,
      height: boxHeight,
    });
  } else {
    page.items.push({
      kind: 'line',
      x1: signature.x,
      y1: donorBaseline - 3,
      x2: signature.x + signature.width,
      y2: donorBaseline - 3,
      dashed: true,
    });
  }
  if (input.signedDate) {
    page.items.push({
      kind: 'text',
      face: 'sans',
      size: BODY_SIZE,
      x: Math.min(signature.x + signature.width + 16, PAGE_WIDTH - MARGIN_X - 120),
      y: donorBaseline,
      text: input.signedDate,
    });
  }
  y = donorBaseline - 24;
  // The foundation's line: its name, and the seal over it once sealed (the sealing draws it).
  const sealBaseline = y - seal.size / 2;
  page.items.push({
    kind: 'text',
    face: 'sans',
    size: BODY_SIZE,
    x: MARGIN_X,
    y: sealBaseline,
    text: input.foundationLabel,
  });
  if (input.sealed) {
    page.items.push({
      kind: 'image',
      image: 'seal',
      x: seal.x,
      y: sealBaseline - seal.size / 2,
      width: seal.size,
      height: seal.size,
    });
  }
}

/** Where the seal goes on the last page of the agreement text, for the sealing step (points). */
export function sealRect(pages: LaidPage[]): LaidImage | null {
  for (const page of pages) {
    const seal = page.items.find((item): item is LaidImage => item.kind === 'image' && item.image === 'seal');
    if (seal) return seal;
  }
  return null;
}

function evidencePage(evidence: NonNullable<AgreementDocInput['evidence']>): LaidPage {
  const page: LaidPage = { items: [] };
  let y = TOP;
  page.items.push({
    kind: 'text',
    face: 'serifBold',
    size: 16,
    x: PAGE_WIDTH / 2,
    y: y - 16,
    text: cleanText(evidence.title),
    centred: true,
  });
  y -= 16 + 24;
  for (const line of wrapText(measureSans, cleanText(evidence.intro), EVIDENCE_SIZE, TEXT_WIDTH)) {
    y -= EVIDENCE_SIZE * 1.6;
    page.items.push({
      kind: 'text',
      face: 'sans',
      size: EVIDENCE_SIZE,
      x: MARGIN_X,
      y,
      text: line,
      grey: true,
    });
  }
  y -= 10;
  const labelWidth = 120;
  for (const [label, value] of evidence.rows) {
    const lines = wrapText(measureSans, cleanText(value) || '—', EVIDENCE_SIZE, TEXT_WIDTH - labelWidth);
    y -= EVIDENCE_SIZE * 1.8;
    page.items.push({
      kind: 'text',
      face: 'sans',
      size: EVIDENCE_SIZE,
      x: MARGIN_X,
      y,
      text: cleanText(label),
      grey: true,
    });
    lines.forEach((line, index) => {
      if (index > 0) y -= EVIDENCE_SIZE * 1.5;
      page.items.push({
        kind: 'text',
        face: 'sans',
        size: EVIDENCE_SIZE,
        x: MARGIN_X + labelWidth,
        y,
        text: line,
      });
    });
    page.items.push({ kind: 'line', x1: MARGIN_X, y1: y - 7, x2: PAGE_WIDTH - MARGIN_X, y2: y - 7 });
  }
  return page;
}

function numberPages(pages: LaidPage[], input: AgreementDocInput): void {
  pages.forEach((page, index) => {
    page.items.push({
      kind: 'text',
      face: 'sans',
      size: 9,
      x: PAGE_WIDTH / 2,
      y: 40,
      text: `${input.agreementNo}　${index + 1} / ${pages.length}`,
      centred: true,
      grey: true,
    });
  });
}
