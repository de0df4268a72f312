import { describe, expect, it } from 'vitest';
import { cleanText, fitFontSize, fitLines, wrapText } from './text-fit.ts';

/** CJK 1 em, everything else half: close to Noto's, and easy to count in the cases below. */
const measure = (text: string) =>
  [...text].reduce((sum, char) => sum + (/[\u3000-\u9fff\uff00-\uffef]/.test(char) ? 1 : 0.5), 0);

describe('cleanText', () => {
  it('turns control characters into spaces and trims', () => {
    expect(cleanText(' 张\n三\u0000 ')).toBe('张 三');
  });
});

describe('fitFontSize', () => {
  it('shrinks a line to fit, never below the minimum', () => {
    expect(fitFontSize(measure, '张三', 64, 800, 12)).toBe(64);
    expect(fitFontSize(measure, '一'.repeat(20), 64, 800, 12)).toBe(40);
    expect(fitFontSize(measure, '一'.repeat(200), 64, 800, 12)).toBe(12);
  });
});

describe('wrapText', () => {
  it('wraps CJK anywhere, Latin words at spaces, and hangs closing punctuation', () => {
    expect(wrapText(measure, '一二三四五六', 10, 30)).toEqual(['一二三', '四五六']);
    expect(wrapText(measure, 'Hello wonderful world', 10, 50)).toEqual(['Hello', 'wonderful', 'world']);
    expect(wrapText(measure, '一二三，四', 10, 30)).toEqual(['一二三，', '四']);
    expect(wrapText(measure, '一二三四', 10, 40, 2)).toEqual(['一二', '三四']);
  });

  it('cuts a word longer than the line', () => {
    const lines = wrapText(measure, 'A'.repeat(30), 10, 62);
    expect(lines.every((line) => measure(line) * 10 <= 62)).toBe(true);
    expect(lines.join('')).toBe('A'.repeat(30));
  });
});

describe('fitLines', () => {
  it('keeps the size when the text fits, shrinks when it does not', () => {
    expect(fitLines(measure, '一'.repeat(10), 40, 400, { minSize: 20, maxLines: 1 })).toEqual({
      size: 40,
      lines: ['一'.repeat(10)],
    });
    expect(fitLines(measure, '一'.repeat(30), 40, 400, { minSize: 20, maxLines: 2 }).size).toBeLessThan(40);
  });

  it('ends in an ellipsis when even the smallest size overflows', () => {
    const cut = fitLines(measure, '一'.repeat(200), 40, 400, { minSize: 20, maxLines: 2 });
    expect(cut.size).toBe(20);
    expect(cut.lines).toHaveLength(2);
    expect(cut.lines[1]?.endsWith('…')).toBe(true);
    expect(measure(cut.lines[1] ?? '') * 20).toBeLessThanOrEqual(400);
  });

  it('fits the lines into a height as well', () => {
    const fitted = fitLines(measure, '一'.repeat(60), 40, 400, {
      minSize: 10,
      maxLines: 8,
      maxHeight: 100,
      lineHeight: 1.5,
    });
    expect((fitted.lines.length - 1) * fitted.size * 1.5).toBeLessThanOrEqual(100);
    expect(fitted.lines.join('')).toBe('一'.repeat(60));
  });
});
