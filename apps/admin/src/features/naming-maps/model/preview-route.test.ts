import { describe, expect, it } from 'vitest';
import { previewHrefOf, previewRouteOf } from './preview-route.ts';

describe('the donor page of a map', () => {
  it.each([
    ['yc-1', 'tree-naming-map?area=yc'],
    ['yc-3-a2', 'tree-naming-map?area=yc'],
    ['cpuyc-2-b', 'tree-naming-map-cpu?area=yc'],
    ['cpu-1', 'tree-naming-map?area=cpu'],
    ['seat-1', 'seat-naming-map'],
    ['build-1', 'build-naming-map'],
    ['wall-1', 'wall-naming-map'],
    ['gmu-2-x', 'tree-naming-map-gmu'],
    ['xzit-1', 'tree-naming-map-xzit'],
    ['hhu-1', 'tree-naming-hhu'],
  ])('%s opens %s', (name, route) => {
    expect(previewRouteOf(name)).toBe(route);
  });

  it('is a hash route of the donor app', () => {
    expect(previewHrefOf('seat-1', 'http://x.test')).toBe('http://x.test/#/seat-naming-map');
  });
});
