import type { TSeatArea } from '@alma/shared/api/naming';
import { describe, expect, it } from 'vitest';
import { flowNamed } from '../../../lib/naming-flow.ts';
import { namingFormPath, pickArea, queryId } from './route-query.ts';

describe('queryId', () => {
  it.each([
    ['16', 16],
    ['2147483647', 2_147_483_647],
    ['2147483648', null],
    ['0', null],
    ['016', null],
    ['-3', null],
    ['1.5', null],
    ['', null],
    [null, null],
  ])('%s → %s', (text, expected) => {
    expect(queryId(text)).toBe(expected);
  });
});

describe('pickArea', () => {
  const areas: TSeatArea[] = [
    { id: 4, title: 'A区', type: 1, imgUrl: '' },
    { id: 5, title: 'B区', type: 2, imgUrl: '' },
  ];
  it.each([
    [areas, 5, 'B区'],
    [areas, null, 'A区'],
    [areas, 99, 'A区'],
    [[], 4, undefined],
    [undefined, 4, undefined],
  ])('%#: areaId %s → %s', (list, areaId, expected) => {
    expect(pickArea(list, areaId)?.title).toBe(expected);
  });
});

describe('namingFormPath', () => {
  it('goes to the seat naming form of the project', () => {
    expect(namingFormPath(16)).toBe('/form-gm?id=16&namingType=1');
  });

  it('stays inside a campaign’s flow (doc 4 §2.1: seat-naming-jnu/form)', () => {
    expect(namingFormPath(16, flowNamed('jnu'))).toBe('/seat-naming-jnu/form?id=16&namingType=1');
  });
});
