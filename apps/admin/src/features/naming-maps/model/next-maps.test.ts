import { describe, expect, it } from 'vitest';
import { nextMapOptions, type TNextLabels, titleOfNext } from './next-maps.ts';

const labels: TNextLabels = { untitled: (name) => `未命名（${name}）`, missing: '尚未建立的下级地图' };
const below = [
  { id: 7, name: 'yc-2-a', next: 'a', title: '东区林地' },
  { id: 8, name: 'yc-2-b2', next: 'b2', title: '' },
];

describe('an area point’s 下级地图 shows the next map’s title, not its key', () => {
  it.each([
    ['a map with a title', 'a', '东区林地'],
    ['a map with no title yet: its map name', 'b2', '未命名（yc-2-b2）'],
    ['a key naming no map', 'zz', null],
  ])('%s', (_name, next, expected) => {
    expect(titleOfNext(below, next, labels)).toBe(expected);
  });

  it.each([
    ['one of the maps below', 'a', ['东区林地', '未命名（yc-2-b2）']],
    ['none chosen yet', '', ['东区林地', '未命名（yc-2-b2）']],
    ['a key naming no map yet', 'zz', ['东区林地', '未命名（yc-2-b2）', '尚未建立的下级地图']],
  ])('the select’s options, %s', (_name, current, expected) => {
    const options = nextMapOptions(below, current, labels);
    expect(options.map((option) => option.label)).toEqual(expected);
    // The key is the value saved, never what staff read.
    for (const option of options) expect(option.label).not.toBe(option.value);
  });
});
