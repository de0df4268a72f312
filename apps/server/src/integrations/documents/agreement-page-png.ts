import { Resvg } from '@resvg/resvg-js';
import { type LaidPage, layoutAgreement } from './agreement-layout.ts';
import { AGREEMENT_PAGE_PX, PAGE_HEIGHT, PAGE_WIDTH } from './agreement-page-size.ts';
import { agreementSealPng } from './agreement-seal.ts';
import type { AgreementDocInput } from './document-inputs.ts';
import { lineSvg, round } from './glyph-text.ts';

/**
 * One page of an agreement as a PNG for the phone (doc 4 §2.4: every page shown as a picture),
 * drawn from the same layout as the PDF: the text as glyph outlines of the npm fonts (no system
 * font), the signature and the seal as the pictures themselves.
 */
export function renderAgreementPagePng(input: AgreementDocInput, pageIndex: number): Uint8Array {
  const pages = layoutAgreement(input);
  const page = pages[pageIndex];
  if (!page) throw new RangeError(`the agreement has ${pages.length} pages, not page ${pageIndex + 1}`);
  const resvg = new Resvg(pageSvg(page, input), {
    font: { loadSystemFonts: false, fontFiles: [] },
    fitTo: { mode: 'width', value: AGREEMENT_PAGE_PX },
    background: '#ffffff',
    logLevel: 'off',
  });
  return resvg.render().asPng();
}

/** How many pages the agreement has, as laid out for this input. */
export function agreementPageCount(input: AgreementDocInput): number {
  return layoutAgreement(input).length;
}

const dataUri = (png: Uint8Array) => `data:image/png;base64,${Buffer.from(png).toString('base64')}`;

function pageSvg(page: LaidPage, input: AgreementDocInput): string {
  const flip = (y: number) => round(PAGE_HEIGHT - y);
  const parts = page.items.map((item) => {
    if (item.kind === 'text') {
      return lineSvg(item.face, item.text, item.x, flip(item.y), {
        size: item.size,
        fill: item.grey ? '#6b6b6b' : '#1a1a1a',
        anchor: item.centred ? 'middle' : 'start',
      });
    }
    if (item.kind === 'line') {
      const dash = item.dashed ? ' stroke-dasharray="3 2"' : '';
      return `<line x1="${round(item.x1)}" y1="${flip(item.y1)}" x2="${round(item.x2)}" y2="${flip(item.y2)}" stroke="#bfbfbf" stroke-width="0.6"${dash}/>`;
    }
    const picture =
      item.image === 'signature' ? input.signatureImage : agreementSealPng(input.foundationName);
    if (!picture) return '';
    return `<image x="${round(item.x)}" y="${flip(item.y + item.height)}" width="${round(item.width)}" height="${round(item.height)}" preserveAspectRatio="xMidYMid meet" href="${dataUri(picture)}"/>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PAGE_WIDTH}" height="${PAGE_HEIGHT}" viewBox="0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}"><rect width="100%" height="100%" fill="#ffffff"/>${parts.join('')}</svg>`;
}
