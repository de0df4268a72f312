import type { TMapDefinition } from '@alma/shared/naming-map/map-definition';
import { describe, expect, it } from 'vitest';
import {
  addAreaPoint,
  addHotVertex,
  draftProblems,
  movePoint,
  nextNumber,
  patchPoint,
  removePoint,
  toMapPoint,
  withAdded,
} from './map-draft.ts';

const draft: TMapDefinition = {
  width: 1000,
  height: 800,
  scale: 1,
  minScale: 0.2,
  maxScale: 2,
  top: 0,
  left: 0,
  map: '/files/console/202601/abcdefghijklmnop.png',
  areaList: [],
  treeList: [
    { id: 3, x: 10, y: 10, seatId: 31 },
    { id: 7, x: 20, y: 20, seatId: 71 },
  ],
  buildingList: [],
  areaIdList: [5],
  pointKind: 'tree',
  labelScale: 0,
  title: '',
  titleEn: '',
  vr: '',
};

describe('editing a map draft', () => {
  it.each([
    [
      { x: 120.04, y: 55.06 },
      { x: 120, y: 55.1 },
    ],
    [
      { x: -5, y: 900 },
      { x: 0, y: 800 },
    ],
    [
      { x: 1200, y: -1 },
      { x: 1000, y: 0 },
    ],
  ])('moves a point to %o, kept on the picture as %o', (to, at) => {
    const moved = movePoint(draft, { list: 'treeList', index: 1 }, to.x, to.y);
    expect(moved.treeList[1]).toEqual({ id: 7, seatId: 71, ...at });
    expect(moved.treeList[0]).toBe(draft.treeList[0]);
    expect(draft.treeList[1]).toEqual({ id: 7, x: 20, y: 20, seatId: 71 });
  });

  it('numbers new points one past the largest', () => {
    expect(nextNumber(draft, 'treeList')).toBe(8);
    expect(nextNumber(draft, 'areaList')).toBe(1);
  });

  it('adds an area point, its outline corner by corner, and its next', () => {
    let next = addAreaPoint(draft, 500, 400);
    next = addHotVertex(next, 0, 450, 350);
    next = addHotVertex(next, 0, 550, 350);
    next = addHotVertex(next, 0, 550, 2000);
    expect(next.areaList[0]).toEqual({
      id: 1,
      x: 500,
      y: 400,
      hot: [
        [450, 350],
        [550, 350],
        [550, 800],
      ],
      next: '',
      title: '',
      titleEn: '',
    });
    expect(draftProblems(next)).toEqual([{ field: 'areaList.0.next', reason: 'invalid' }]);
    const linked = patchPoint(
      next,
      { list: 'areaList', index: 0 },
      { next: 'a', title: 'A区', titleEn: 'Area A' },
    );
    expect(linked.areaList[0]).toMatchObject({ title: 'A区', titleEn: 'Area A' });
    expect(draftProblems(linked)).toEqual([]);
    expect(removePoint(linked, { list: 'areaList', index: 0 }).areaList).toEqual([]);
  });

  it('joins what the server added to unsaved moves, with its area', () => {
    const moved = movePoint(draft, { list: 'treeList', index: 0 }, 99, 99);
    const joined = withAdded(moved, {
      list: 'treeList',
      areaId: 6,
      added: [{ id: 8, x: 5, y: 5, seatId: 81 }],
    });
    expect(joined.treeList.map((point) => [point.id, point.x])).toEqual([
      [3, 99],
      [7, 20],
      [8, 5],
    ]);
    expect(joined.areaIdList).toEqual([5, 6]);
    const building = withAdded(draft, {
      list: 'buildingList',
      areaId: 5,
      added: [{ id: 1, x: 1, y: 1, seatId: 9 }],
    });
    expect(building.buildingList).toEqual([
      { id: 1, x: 1, y: 1, seatId: 9, isHide: false, title: '', titleEn: '' },
    ]);
    expect(building.areaIdList).toEqual([5]);
  });

  it('lists what the shared schema would refuse', () => {
    const bad = { ...draft, minScale: 3, treeList: [{ id: 1, x: 2000, y: 1, seatId: 31 }], vr: 'ftp://x' };
    expect(draftProblems(bad)).toEqual([
      { field: 'vr', reason: 'vr' },
      { field: 'minScale', reason: 'minScale' },
      { field: 'treeList.0.x', reason: 'outside' },
    ]);
    const shape = {
      ...draft,
      minScale: 3,
      treeList: [
        { id: 1, x: 900, y: 1, seatId: 31 },
        { id: 2, x: 950, y: 1, seatId: 31 },
      ],
    };
    expect(draftProblems(shape)).toEqual([
      { field: 'minScale', reason: 'minScale' },
      { field: 'treeList.1.seatId', reason: 'seatId' },
    ]);
  });

  it('turns a click over the drawn picture into map pixels', () => {
    expect(
      toMapPoint(
        { x: 150, y: 120 },
        { left: 50, top: 20, width: 500, height: 400 },
        { width: 1000, height: 800 },
      ),
    ).toEqual({ x: 200, y: 200 });
  });
});
