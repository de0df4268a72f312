import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { qrModules, qrSvgPath } from './qr-runs.ts';

/** Paints the runs into an RGBA bitmap (4 px a module, 4 modules of quiet zone) for a decoder. */
function paint(text: string): { data: Uint8ClampedArray; side: number } {
  const modules = qrModules(text);
  const scale = 4;
  const side = (modules.size + 8) * scale;
  const data = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const run of modules.runs) {
    for (let dy = 0; dy < scale; dy += 1) {
      for (let dx = 0; dx < run.length * scale; dx += 1) {
        const offset = (((run.y + 4) * scale + dy) * side + (run.x + 4) * scale + dx) * 4;
        data.fill(0, offset, offset + 3);
      }
    }
  }
  return { data, side };
}

describe('qrModules', () => {
  it.each([
    'https://alma.example.org/verify/c/8f2a3b4c5d6e7f80',
    'https://alma.example.org/verify/r/0000123456?c=a1b2c3&lang=zh_CN',
  ])('its runs decode back to %s', (url) => {
    const { data, side } = paint(url);
    expect(jsQR(data, side, side)?.data).toBe(url);
  });

  it('draws an SVG path of one closed rectangle per run', () => {
    const modules = qrModules('https://a.example/v/1');
    const path = qrSvgPath(modules, 10, 20, modules.size * 2);
    expect(path.match(/z/g)).toHaveLength(modules.runs.length);
    expect(path.startsWith('M10 20')).toBe(true);
  });
});
