import { describe, expect, it } from 'vitest';
import { arrayLiteral } from './array-literal.ts';

/** The database reads these back in the batch-share and challenge tests; here, the quoting. */
describe('an array parameter', () => {
  it('quotes words (with their quotes and backslashes escaped) and leaves numbers bare', () => {
    expect(arrayLiteral([1, 22, 333])).toBe('{1,22,333}');
    expect(arrayLiteral(['文学院', 'a "b", c', 'd\\e', ''])).toBe('{"文学院","a \\"b\\", c","d\\\\e",""}');
    expect(arrayLiteral([])).toBe('{}');
  });
});
