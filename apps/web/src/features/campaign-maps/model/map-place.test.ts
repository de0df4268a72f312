import { describe, expect, it } from 'vitest';
import { currentPlace, goBack, goDown, placeOfName, stackTo, startStack } from './map-place.ts';

describe('levels and back (doc 4 §2.2, §4)', () => {
  it('goes down one level per area tap, at most to level 3', () => {
    const one = startStack('yc');
    const two = goDown(one, '2');
    const three = goDown(two, '7');
    expect(currentPlace(two)).toEqual({ area: 'yc', level: 2, next: '2' });
    expect(currentPlace(three)).toEqual({ area: 'yc', level: 3, next: '7' });
    expect(goDown(three, '1')).toBe(three);
    expect(goDown(one, '../x')).toBe(one);
  });

  it.each([
    ['level 3 → level 2', ['2', '7'], { kind: 'up', level: 2 }],
    ['level 2 → level 1', ['2'], { kind: 'up', level: 1 }],
    ['level 1 → the home', [], { kind: 'leave', to: '/tree-naming' }],
  ] as const)('back from %s', (_name, nexts, expected) => {
    let stack = startStack('yc');
    for (const next of nexts) stack = goDown(stack, next);
    const step = goBack(stack, '/tree-naming');
    if (expected.kind === 'leave') expect(step).toEqual(expected);
    else {
      expect(step.kind).toBe('up');
      if (step.kind === 'up') expect(currentPlace(step.stack).level).toBe(expected.level);
    }
  });

  it('back keeps the same level above (the cached map)', () => {
    const two = goDown(startStack('cpuyc'), 'east');
    const three = goDown(two, 'n1');
    const step = goBack(three, '/tree-naming-cpu');
    expect(step).toEqual({ kind: 'up', stack: two });
  });

  it.each([
    ['yc', 'yc-1', { area: 'yc', level: 1, next: null }],
    ['yc', 'yc-3-7', { area: 'yc', level: 3, next: '7' }],
    ['xzit', 'xzit-2-east', { area: 'xzit', level: 2, next: 'east' }],
    ['yc', 'ys-1', null],
    ['yc', 'yc-2', null],
    ['yc', 'yc-1-3', null],
    ['yc', 'nonsense', null],
  ])('map %s: %s is %o', (area, name, place) => {
    expect(placeOfName(area, name)).toEqual(place);
  });

  it('a found map below level 1 is reached from level 1', () => {
    expect(stackTo('yc', { area: 'yc', level: 3, next: '7' })).toEqual([
      { area: 'yc', level: 1, next: null },
      { area: 'yc', level: 3, next: '7' },
    ]);
    expect(stackTo('yc', { area: 'yc', level: 1, next: null })).toEqual(startStack('yc'));
  });
});
