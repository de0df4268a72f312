import { describe, expect, it } from 'vitest';
import { firstPlace, isMapName, mapNameOf, parseArea, placeBelow } from './map-levels.ts';

describe('map names and levels (doc 4 §4: area-level[-next], one level down per area tap)', () => {
  it.each([
    [firstPlace('yc'), 'yc-1'],
    [{ area: 'yc', level: 2, next: '3' }, 'yc-2-3'],
    [{ area: 'cpuyc', level: 3, next: 'east' }, 'cpuyc-3-east'],
  ])('%o is %s', (place, name) => {
    expect(mapNameOf(place)).toBe(name);
    expect(isMapName(name)).toBe(true);
  });

  it.each([
    ['level 1 → 2', firstPlace('yc'), '2', { area: 'yc', level: 2, next: '2' }],
    ['level 2 → 3', { area: 'yc', level: 2, next: '2' }, '7', { area: 'yc', level: 3, next: '7' }],
    ['nothing below level 3', { area: 'yc', level: 3, next: '7' }, '1', null],
    ['a next no map name can have', firstPlace('yc'), '../x', null],
    ['an empty next', firstPlace('yc'), '', null],
  ])('%s', (_name, place, next, expected) => {
    expect(placeBelow(place, next)).toEqual(expected);
  });

  it.each([
    ['yc', 'yc'],
    ['ys', 'ys'],
    ['seat', 'seat'],
    [null, null],
    ['', null],
    ['YC', null],
    ['yc-1', null],
    ['../config', null],
    ['a'.repeat(17), null],
  ])('?area=%s → %s', (text, expected) => {
    expect(parseArea(text)).toBe(expected);
  });

  it.each(['yc', 'yc-4', 'yc-1-', '-1', 'yc-1-A', 'yc-2-3-4', 'yc-1.json'])('%s is no map name', (text) => {
    expect(isMapName(text)).toBe(false);
  });
});
