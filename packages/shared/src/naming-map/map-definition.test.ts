import { describe, expect, it } from 'vitest';
import { ZMapDefinition } from './map-definition.ts';

const base = {
  width: 2000,
  height: 1500,
  scale: 0.5,
  minScale: 0.3,
  maxScale: 2,
  top: 0,
  left: 0,
  map: '/files/campus.jpg',
  areaList: [
    {
      id: 1,
      x: 100,
      y: 100,
      hot: [
        [50, 50],
        [150, 50],
        [150, 150],
      ],
      next: 2,
      title: '东区',
    },
  ],
  treeList: [{ id: 101, x: 300, y: 400, seatId: 7 }],
  buildingList: [{ id: 1, x: 900, y: 500, seatId: 8 }],
  areaIdList: [3],
};

describe('ZMapDefinition (doc 4 §3 map definition)', () => {
  it('takes a whole definition and fills what ours adds', () => {
    const map = ZMapDefinition.parse(base);
    expect(map.areaList[0]!.next).toBe('2');
    expect(map).toMatchObject({ pointKind: 'tree', labelScale: 0, title: '', titleEn: '', vr: '' });
    expect(map.areaList[0]).toMatchObject({ title: '东区', titleEn: '' });
    expect(map.buildingList[0]).toMatchObject({ isHide: false, title: '', titleEn: '' });
  });

  it('takes a definition with only the picture and its size', () => {
    const { areaList: _a, treeList: _t, buildingList: _b, areaIdList: _i, ...bare } = base;
    expect(ZMapDefinition.parse(bare).treeList).toEqual([]);
  });

  it.each([
    ['a picture address with a script scheme', { map: 'javascript:alert(1)' }, 'map'],
    ['a protocol-relative picture', { map: '//evil.example/x.png' }, 'map'],
    ['a panorama that is no web address', { vr: 'file:///etc/passwd' }, 'vr'],
    ['a zero width', { width: 0 }, 'width'],
    ['a scale of 0', { scale: 0 }, 'scale'],
    ['a minimum above the maximum', { minScale: 3, maxScale: 2 }, 'minScale'],
    ['a next no map name can have', { areaList: [{ ...base.areaList[0], next: '../x' }] }, 'areaList'],
    ['a point outside the picture', { treeList: [{ id: 1, x: 2500, y: 10, seatId: 9 }] }, 'treeList'],
    ['one seat drawn twice', { buildingList: [{ id: 1, x: 9, y: 9, seatId: 7 }] }, 'buildingList'],
    ['a fractional seat id', { treeList: [{ id: 1, x: 1, y: 1, seatId: 1.5 }] }, 'treeList'],
    ['an unknown point kind', { pointKind: 'lamp' }, 'pointKind'],
    [
      'a polygon of 65 corners',
      { areaList: [{ ...base.areaList[0], hot: Array(65).fill([1, 1]) }] },
      'areaList',
    ],
  ])('refuses %s', (_name, change, path) => {
    const result = ZMapDefinition.safeParse({ ...base, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => String(issue.path[0]))).toContain(path);
  });

  it('refuses more than 5,000 points', () => {
    const treeList = Array.from({ length: 5001 }, (_, i) => ({ id: i, x: 1, y: 1, seatId: i + 1 }));
    expect(ZMapDefinition.safeParse({ ...base, buildingList: [], treeList }).success).toBe(false);
  });
});
