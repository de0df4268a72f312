import { describe, expect, it } from 'vitest';
import { coverImages } from './cover-images.ts';

describe('coverImages', () => {
  it.each([
    [[{ fileUrl: 'a.png' }, { fileUrl: 'b.png' }], 't.png', ['a.png', 'b.png']],
    [[], 't.png', ['t.png']],
    [[{ fileUrl: '' }], 't.png', ['t.png']],
    [[], '', []],
    [[{ fileUrl: 'a.png' }, { fileUrl: 'a.png' }], 't.png', ['a.png']],
  ])('%o / %s → %o', (list, thumbnail, images) => {
    expect(coverImages(list, thumbnail)).toEqual(images);
  });
});
