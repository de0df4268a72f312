import { describe, expect, it } from 'vitest';
import { isAcceptedAvatarFile, outputFileName, outputTypeFor } from './avatar-file.ts';

describe('isAcceptedAvatarFile', () => {
  it.each([
    ['me.png', 'image/png', true],
    ['ME.JPG', 'image/jpeg', true],
    ['me.jpeg', 'image/jpeg', true],
    ['me.gif', 'image/gif', true],
    ['logo.svg', 'image/svg+xml', true],
    // Some phones' pickers give no type: the name decides, the content is checked later.
    ['me.png', '', true],
    ['me.webp', 'image/webp', false],
    ['me.heic', 'image/heic', false],
    ['notes.txt', 'text/plain', false],
    ['page.html', 'text/html', false],
    ['png', '', false],
    // A name that claims an image while the browser knows better.
    ['script.png', 'text/javascript', false],
    ['photo.jpg', 'image/webp', false],
  ])('%s (%s) → %s', (name, type, accepted) => {
    expect(isAcceptedAvatarFile({ name, type })).toBe(accepted);
  });
});

describe('outputTypeFor', () => {
  it.each([
    ['photo.jpg', 'image/jpeg', 'image/jpeg', 'avatar.jpg'],
    ['photo.JPEG', '', 'image/jpeg', 'avatar.jpg'],
    ['logo.png', 'image/png', 'image/png', 'avatar.png'],
    ['anim.gif', 'image/gif', 'image/png', 'avatar.png'],
    ['logo.svg', 'image/svg+xml', 'image/png', 'avatar.png'],
  ] as const)('%s (%s) → %s', (name, type, output, fileName) => {
    expect(outputTypeFor({ name, type })).toBe(output);
    expect(outputFileName(outputTypeFor({ name, type }))).toBe(fileName);
  });
});
