import { CERTIFICATE_HEIGHT, CERTIFICATE_WIDTH } from '@alma/shared/documents/certificate-template';
import { defaultBackgroundSvg, defaultSealSvg } from './certificate-decor-svg.ts';
import type { CertificateInput } from './document-inputs.ts';
import type { FontFace } from './fonts.ts';
import { lineSvg, widthEm } from './glyph-text.ts';
import { qrModules, qrSvgPath } from './qr-runs.ts';
import { cleanText, fitFontSize, fitLines } from './text-fit.ts';

/**
 * The certificate as an SVG document, laid out from the template's placements. Text is drawn as
 * glyph outlines (glyph-text.ts) and fitted first: a single line shrinks to stay inside the page
 * margins, the name and the body wrap (then shrink, then end in an ellipsis).
 */

const W = CERTIFICATE_WIDTH;
const H = CERTIFICATE_HEIGHT;
/** Text keeps clear of the default frame (drawn 40–86 px in from each edge). */
const MARGIN = 110;
const INK = '#3a2a1a';
const TITLE_RED = '#8b1a1a';
/** Modules of white around the QR code that a scanner needs to find it. */
const QR_QUIET_ZONE = 4;

export function certificateSvg(input: CertificateInput): string {
  const { template } = input;
  const f = template.fields;
  const body = fillPlaceholders(cleanText(template.body), input);
  const parts = [
    input.backgroundImage
      ? `<image href="${dataUri(input.backgroundImage)}" x="0" y="0" width="${W}" height="${H}" preserveAspectRatio="xMidYMid slice"/>`
      : defaultBackgroundSvg(),
    centredLine(template.title, f.title, { face: 'serifBold', fill: TITLE_RED, spaced: true }),
    centredBlock(input.donorName, f.name, { face: 'serifBold', fill: INK, maxLines: 2 }),
    paragraph(body, f.body, bodyRoomBelow(f)),
    centredLine(input.amountText, f.amount, { face: 'sans', fill: TITLE_RED }),
    // The foundation signs one line above the date.
    centredLine(
      input.foundationName,
      { ...f.date, y: Math.round(f.date.y - f.date.size * 1.8) },
      { face: 'sans', fill: INK },
    ),
    centredLine(input.dateText, f.date, { face: 'sans', fill: INK }),
    centredLine(`证书编号：${input.serialNo}`, f.serial, { face: 'sans', fill: '#6b5b4b' }),
    qrCode(input.verifyUrl, f.qr),
    input.sealImage
      ? `<image href="${dataUri(input.sealImage)}" x="${f.seal.x - f.seal.size / 2}" y="${f.seal.y - f.seal.size / 2}" width="${f.seal.size}" height="${f.seal.size}" preserveAspectRatio="xMidYMid meet"/>`
      : defaultSealSvg(input.foundationName, f.seal.x, f.seal.y, f.seal.size),
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${parts.join('')}</svg>`;
}

function fillPlaceholders(text: string, input: CertificateInput): string {
  const values: Record<string, string> = {
    '{name}': cleanText(input.donorName),
    '{project}': cleanText(input.projectName),
    '{amount}': cleanText(input.amountText),
    '{date}': cleanText(input.dateText),
  };
  return text.replace(/\{(name|project|amount|date)\}/g, (placeholder) => values[placeholder] ?? placeholder);
}

type TextStyle = { face: FontFace; fill: string; spaced?: boolean; maxLines?: number };
type Placement = { x: number; y: number; size: number };

/** The widest a line centred on x can be and still keep MARGIN from both page edges. */
function roomAround(x: number): number {
  return Math.max(100, 2 * Math.min(x - MARGIN, W - MARGIN - x));
}

function centredLine(raw: string, at: Placement, style: TextStyle): string {
  const text = cleanText(raw);
  // A short title reads as a title when spread out (捐 赠 证 书).
  const spacing = style.spaced && [...text].length <= 6 ? 0.25 : 0;
  const measure = (value: string) =>
    widthEm(style.face, value) + spacing * Math.max(0, [...value].length - 1);
  const size = fitFontSize(measure, text, at.size, roomAround(at.x), 12);
  return lineSvg(style.face, text, at.x, at.y, {
    size,
    fill: style.fill,
    anchor: 'middle',
    letterSpacing: size * spacing,
  });
}

function centredBlock(raw: string, at: Placement, style: TextStyle): string {
  const measure = (value: string) => widthEm(style.face, value);
  const fitted = fitLines(measure, cleanText(raw), at.size, roomAround(at.x), {
    minSize: 20,
    maxLines: style.maxLines ?? 1,
  });
  const lineHeight = fitted.size * 1.3;
  // The block's last line sits on the placement's baseline, so extra lines grow upwards.
  const top = at.y - (fitted.lines.length - 1) * lineHeight;
  return fitted.lines
    .map((line, index) =>
      lineSvg(style.face, line, at.x, top + index * lineHeight, {
        size: fitted.size,
        fill: style.fill,
        anchor: 'middle',
      }),
    )
    .join('');
}

/** How far down the body may run: to the cap height of the next text placed below it. */
function bodyRoomBelow(fields: CertificateInput['template']['fields']): number {
  const { body } = fields;
  const below = [fields.name, fields.amount, fields.date, fields.serial, fields.title]
    .filter((field) => field.y > body.y)
    .map((field) => field.y - field.size * 1.2);
  const limit = Math.min(H - MARGIN, fields.qr.y > body.y ? fields.qr.y : H, ...below);
  return Math.max(0, limit - body.y);
}

const BODY_LINE_HEIGHT = 1.75;

function paragraph(text: string, at: Placement & { width: number }, maxHeight: number): string {
  const width = Math.min(at.width, W - MARGIN - at.x);
  const fitted = fitLines((value) => widthEm('sans', value), text, at.size, width, {
    minSize: 16,
    maxLines: 8,
    indentEm: 2,
    maxHeight,
    lineHeight: BODY_LINE_HEIGHT,
  });
  const lineHeight = fitted.size * BODY_LINE_HEIGHT;
  return fitted.lines
    .map((line, index) => {
      const x = index === 0 ? at.x + 2 * fitted.size : at.x;
      return lineSvg('sans', line, x, at.y + index * lineHeight, { size: fitted.size, fill: INK });
    })
    .join('');
}

function qrCode(url: string, at: { x: number; y: number; size: number }): string {
  const modules = qrModules(url);
  const unit = at.size / (modules.size + 2 * QR_QUIET_ZONE);
  const inset = QR_QUIET_ZONE * unit;
  const path = qrSvgPath(modules, at.x + inset, at.y + inset, at.size - 2 * inset);
  const caption = Math.max(14, Math.round(at.size * 0.11));
  return [
    `<rect x="${at.x}" y="${at.y}" width="${at.size}" height="${at.size}" fill="#ffffff"/>`,
    `<path d="${path}" fill="#000000" shape-rendering="crispEdges"/>`,
    lineSvg('sans', '扫码验证证书真伪', at.x + at.size / 2, at.y + at.size + caption * 1.4, {
      size: caption,
      fill: '#6b5b4b',
      anchor: 'middle',
    }),
  ].join('');
}

function dataUri(bytes: Uint8Array): string {
  return `data:${imageMime(bytes)};base64,${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64')}`;
}

/** Only PNG and JPEG are embedded (what the template allows); anything else is a caller's bug. */
function imageMime(bytes: Uint8Array): 'image/png' | 'image/jpeg' {
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  throw new Error('certificate pictures must be PNG or JPEG');
}
