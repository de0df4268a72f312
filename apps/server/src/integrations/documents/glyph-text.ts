import type { Font } from 'pdf-lib/cjs/types/fontkit';
import { fontkit } from './fontkit.ts';
import { type FontFace, fontBytes } from './fonts.ts';

/**
 * The certificate's text as glyph outlines: fontkit lays each line out with the npm Noto faces
 * (parsed once per worker thread and kept) and the SVG gets paths, not <text>. resvg-js 2.6 can
 * only take fonts as file paths and re-reads and re-parses the whole 10–15 MB file for every text
 * chunk (~22 ms a chunk for Noto Sans SC, ~55 ms for Noto Serif SC Bold): a certificate has a
 * dozen chunks, 260–330 ms, a p95 of 458 ms against the goal of 300. Outlines take ~5 ms, and a
 * donor's name never enters the SVG as markup at all.
 */

const faces = new Map<FontFace, Font>();
const outlines = new Map<string, string>();
const advances = new Map<string, number>();

function face(name: FontFace): Font {
  let font = faces.get(name);
  if (!font) {
    font = fontkit.create(fontBytes(name));
    faces.set(name, font);
  }
  return font;
}

/** Width in em, from each character's advance (cached); kerning is left out, which CJK lacks. */
export function widthEm(name: FontFace, text: string): number {
  const font = face(name);
  let width = 0;
  for (const char of text) {
    const key = `${name}:${char}`;
    let advance = advances.get(key);
    if (advance === undefined) {
      advance = font.glyphForCodePoint(char.codePointAt(0) ?? 0).advanceWidth / font.unitsPerEm;
      advances.set(key, advance);
    }
    width += advance;
  }
  return width;
}

/** A laid-out glyph: its outline in font units (y up) and where it sits along the line, in em. */
export type PlacedGlyph = { outline: string; x: number; y: number; advance: number };

/**
 * The line's glyphs and its width in em; `spacingEm` is added between glyphs (a title spread
 * out), not after the last one, so a centred line stays centred.
 */
export function layoutGlyphs(
  name: FontFace,
  text: string,
  spacingEm = 0,
): { glyphs: PlacedGlyph[]; advance: number } {
  const font = face(name);
  const run = font.layout(text);
  const em = font.unitsPerEm;
  const glyphs: PlacedGlyph[] = [];
  let pen = 0;
  run.glyphs.forEach((glyph, index) => {
    if (index > 0) pen += spacingEm;
    const position = run.positions[index];
    const advance = (position?.xAdvance ?? glyph.advanceWidth) / em;
    // Glyph 0 is .notdef (an emoji in a name, say): leave a gap rather than draw a box.
    if (glyph.id !== 0) {
      glyphs.push({
        outline: outline(name, font, glyph.id),
        x: pen + (position?.xOffset ?? 0) / em,
        y: (position?.yOffset ?? 0) / em,
        advance,
      });
    }
    pen += advance;
  });
  return { glyphs, advance: pen };
}

function outline(name: FontFace, font: Font, id: number): string {
  const key = `${name}:${id}`;
  let path = outlines.get(key);
  if (path === undefined) {
    path = font.getGlyph(id).path.toSVG();
    outlines.set(key, path);
  }
  return path;
}

/** Font units per em, for scaling outlines (1000 for both Noto faces). */
export function unitsPerEm(name: FontFace): number {
  return face(name).unitsPerEm;
}

export type LineStyle = { size: number; fill: string; anchor?: 'start' | 'middle'; letterSpacing?: number };

/** One line of text at (x, baseline y) as a group of glyph paths, scaled from font units. */
export function lineSvg(name: FontFace, text: string, x: number, y: number, style: LineStyle): string {
  const { glyphs, advance } = layoutGlyphs(name, text, (style.letterSpacing ?? 0) / style.size);
  const left = style.anchor === 'middle' ? x - (advance * style.size) / 2 : x;
  const em = unitsPerEm(name);
  const scale = style.size / em;
  const paths = glyphs
    .filter((glyph) => glyph.outline !== '')
    .map(
      (glyph) =>
        `<path transform="translate(${round(glyph.x * em)} ${round(glyph.y * em)})" d="${glyph.outline}"/>`,
    )
    .join('');
  return `<g fill="${style.fill}" transform="translate(${round(left)} ${round(y)}) scale(${round(scale, 5)} ${round(-scale, 5)})">${paths}</g>`;
}

export function round(value: number, digits = 2): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
