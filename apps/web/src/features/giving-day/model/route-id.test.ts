import { describe, expect, it } from 'vitest';
import { routeId } from './route-id.ts';

describe('routeId', () => {
  it.each([
    ['3', 3],
    ['0', null],
    ['-1', null],
    ['1.5', null],
    ['abc', null],
    ['', null],
    [null, null],
    ['99999999999999999999', null],
  ])('%j → %j', (text, id) => {
    expect(routeId(text)).toBe(id);
  });
});
