import { describe, expect, it } from 'vitest';
import { checkLeaveword, checkNickname, textareaMaxLength, textLength } from './text.ts';

describe('checkLeaveword', () => {
  it.each([
    ['谢谢老师', null],
    ['字'.repeat(140), null],
    ['😀'.repeat(140), null],
    ['字'.repeat(141), 'validation.messageTooLong'],
    ['a'.repeat(141), 'validation.messageTooLong'],
    ['', 'validation.messageEmpty'],
    ['   \n ', 'validation.messageEmpty'],
  ])('%j → %s', (content, key) => {
    expect(checkLeaveword(content)?.key ?? null).toBe(key);
  });

  it('names the limit in the message parameters', () => {
    expect(checkLeaveword('x'.repeat(141))?.params).toEqual({ max: 140 });
  });
});

describe('checkNickname', () => {
  it.each([
    ['小明', null],
    ['', 'validation.nicknameEmpty'],
    ['x'.repeat(21), 'validation.nicknameTooLong'],
    ['x'.repeat(20), null],
  ])('%j → %s', (nickname, key) => {
    expect(checkNickname(nickname)?.key ?? null).toBe(key);
  });
});

describe('textareaMaxLength', () => {
  it.each([
    [{}, 200],
    [{ isLengthLimit: 0, lengthMax: 50 }, 200],
    [{ isLengthLimit: 1, lengthMax: 50 }, 50],
    [{ isLengthLimit: 1, lengthMax: 0 }, 200],
    [{ isLengthLimit: 1, lengthMax: null }, 200],
  ])('%j → %i', (field, max) => {
    expect(textareaMaxLength(field)).toBe(max);
  });
});

describe('textLength', () => {
  it('counts code points, not UTF-16 units', () => {
    expect(textLength('😀a中')).toBe(3);
  });
});
