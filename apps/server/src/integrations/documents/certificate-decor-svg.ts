import { CERTIFICATE_HEIGHT, CERTIFICATE_WIDTH } from '@alma/shared/documents/certificate-template';
import { layoutGlyphs, lineSvg, round, unitsPerEm } from './glyph-text.ts';
import { cleanText } from './text-fit.ts';

/**
 * What a certificate shows when the template has no pictures: a cream page in a double gold frame
 * with corner ornaments, and a red round seal with the foundation's name around a star. All
 * vector, so the default certificate stays a small PNG (flat colours compress well).
 */

const W = CERTIFICATE_WIDTH;
const H = CERTIFICATE_HEIGHT;
const GOLD = '#b08d3c';
export const SEAL_RED = '#c8161d';

export function defaultBackgroundSvg(): string {
  const corner = (x: number, y: number, sx: number, sy: number) =>
    `<path transform="translate(${x} ${y}) scale(${sx} ${sy})" d="M0 70V0h70M16 86V16h70M30 30l24 0l-24 24z" fill="none" stroke="${GOLD}" stroke-width="4"/>`;
  return [
    `<rect width="${W}" height="${H}" fill="#fdf8ec"/>`,
    `<rect x="40" y="40" width="${W - 80}" height="${H - 80}" fill="none" stroke="${GOLD}" stroke-width="10"/>`,
    `<rect x="62" y="62" width="${W - 124}" height="${H - 124}" fill="none" stroke="${GOLD}" stroke-width="2"/>`,
    corner(80, 80, 1, 1),
    corner(W - 80, 80, -1, 1),
    corner(80, H - 80, 1, -1),
    corner(W - 80, H - 80, -1, -1),
  ].join('');
}

/** A five-pointed star of outer radius r centred on (cx, cy), one point up. */
function starPath(cx: number, cy: number, r: number): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i += 1) {
    const radius = i % 2 === 0 ? r : r * 0.382;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push(
      `${(cx + radius * Math.cos(angle)).toFixed(1)} ${(cy + radius * Math.sin(angle)).toFixed(1)}`,
    );
  }
  return `M${points.join('L')}Z`;
}

/**
 * The default seal, centred on (cx, cy) with diameter `size`: the name runs clockwise along an
 * arc over the top (up to 270°, as on a real 公章), each glyph turned to face the centre and the
 * name shrunk to fit however long it is.
 */
export function defaultSealSvg(
  foundationName: string,
  cx: number,
  cy: number,
  size: number,
  purpose = '捐赠证书专用章',
): string {
  const r = size / 2;
  const name = cleanText(foundationName) || '捐赠专用章';
  return [
    `<g opacity="0.88">`,
    `<circle cx="${cx}" cy="${cy}" r="${r - size * 0.025}" fill="none" stroke="${SEAL_RED}" stroke-width="${size * 0.04}"/>`,
    `<path d="${starPath(cx, cy, r * 0.24)}" fill="${SEAL_RED}"/>`,
    arcText(name, cx, cy, r * 0.64, r * 0.28),
    lineSvg('sans', purpose, cx, cy + r * 0.58, {
      size: r * 0.14,
      fill: SEAL_RED,
      anchor: 'middle',
    }),
    `</g>`,
  ].join('');
}

/**
 * Text along a circle of radius `baseline` (the glyphs' baseline), centred on the top, clockwise,
 * glyph tops pointing outwards; at most 270° of the circle, with a little space between glyphs.
 */
function arcText(text: string, cx: number, cy: number, baseline: number, maxSize: number): string {
  const spacing = 0.12;
  const plain = layoutGlyphs('serifBold', text, spacing);
  const maxArc = (baseline * 2 * Math.PI * 270) / 360;
  const size = Math.min(maxSize, maxArc / Math.max(plain.advance, 1));
  const em = unitsPerEm('serifBold');
  const scale = size / em;
  const arcAngle = (plain.advance * size) / baseline;
  // Angles with y pointing down: -90° is straight up; the text starts half its arc before that.
  const start = -Math.PI / 2 - arcAngle / 2;
  const glyphs = plain.glyphs
    .filter((glyph) => glyph.outline !== '')
    .map((glyph) => {
      const middle = start + ((glyph.x + glyph.advance / 2) * size) / baseline;
      const x = cx + baseline * Math.cos(middle);
      const y = cy + baseline * Math.sin(middle);
      const degrees = (middle * 180) / Math.PI + 90;
      const offset = (-glyph.advance / 2) * em;
      return `<path transform="translate(${round(x)} ${round(y)}) rotate(${round(degrees)}) scale(${round(scale, 5)} ${round(-scale, 5)}) translate(${round(offset)} 0)" d="${glyph.outline}"/>`;
    });
  return `<g fill="${SEAL_RED}">${glyphs.join('')}</g>`;
}
