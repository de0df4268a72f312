import { describe, expect, it } from 'vitest';
import { AVATAR_ACCEPT, hasAvatarExtension } from './upload.ts';

describe('avatar files', () => {
  it('accepts exactly gif, jpeg, jpg, png and svg', () => {
    expect(AVATAR_ACCEPT).toBe('.gif,.jpeg,.jpg,.png,.svg');
  });

  it.each([
    ['me.png', true],
    ['ME.JPG', true],
    ['a.jpeg', true],
    ['x.gif', true],
    ['logo.svg', true],
    ['photo.webp', false],
    ['script.js', false],
    ['png', false],
    ['a.png.exe', false],
  ])('%s → %s', (name, ok) => {
    expect(hasAvatarExtension(name)).toBe(ok);
  });
});
