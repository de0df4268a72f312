import { describe, expect, it } from 'vitest';
import type { Language } from './language.ts';
import { pickText } from './pick-text.ts';

describe('pickText', () => {
  it.each<[Language, string, string | null | undefined, string]>([
    ['English', '助学金', 'Scholarship', 'Scholarship'],
    ['English', '助学金', '', '助学金'],
    ['English', '助学金', '   ', '助学金'],
    ['English', '助学金', null, '助学金'],
    ['English', '助学金', undefined, '助学金'],
    ['zh_CN', '助学金', 'Scholarship', '助学金'],
    ['zh_CN', '助学金', '', '助学金'],
  ])('%s, %s / %s → %s', (language, chinese, english, shown) => {
    expect(pickText(language, chinese, english)).toBe(shown);
  });
});
