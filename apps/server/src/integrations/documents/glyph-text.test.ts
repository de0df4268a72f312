import { describe, expect, it } from 'vitest';
import { layoutGlyphs, lineSvg, widthEm } from './glyph-text.ts';

describe('glyph text', () => {
  it('measures CJK at 1 em and Latin narrower, in each face', () => {
    expect(widthEm('sans', '捐赠证书')).toBe(4);
    expect(widthEm('serifBold', '捐赠')).toBe(2);
    expect(widthEm('sans', 'ALMA')).toBeGreaterThan(2);
    expect(widthEm('sans', 'ALMA')).toBeLessThan(4 * 0.7);
  });

  it('lays out outlines and leaves a gap for a character the face lacks', () => {
    const { glyphs, advance } = layoutGlyphs('sans', '张😀三');
    expect(glyphs).toHaveLength(2);
    expect(glyphs.every((glyph) => /^M/.test(glyph.outline))).toBe(true);
    expect(advance).toBeGreaterThan(2);
  });

  it('spreads letters without moving a centred line off centre', () => {
    const plain = layoutGlyphs('serifBold', '捐赠证书');
    const spread = layoutGlyphs('serifBold', '捐赠证书', 0.25);
    expect(spread.advance).toBeCloseTo(plain.advance + 0.75);
    const svg = lineSvg('serifBold', '捐赠证书', 540, 300, {
      size: 100,
      fill: '#000',
      anchor: 'middle',
      letterSpacing: 25,
    });
    expect(svg).toContain(`translate(${540 - (spread.advance * 100) / 2} 300)`);
    expect(svg.match(/<path /g)).toHaveLength(4);
  });
});
