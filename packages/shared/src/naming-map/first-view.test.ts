import { describe, expect, it } from 'vitest';
import {
  FIRST_VIEW_MARGIN,
  FIRST_VIEW_MARKER,
  hasOwnFirstView,
  mapFirstView,
  mapScaleRange,
  PHONE_SCREEN,
  type TMapView,
  type TViewportSize,
} from './first-view.ts';
import { type TMapDefinition, type TMapDefinitionInput, ZMapDefinition } from './map-definition.ts';

const tree = (x: number, y: number, seatId: number) => ({ id: seatId, x, y, seatId });

/** A map as the console makes it: a picture and its limits, no first view of its own. */
const made = (change: Partial<TMapDefinitionInput>): TMapDefinition =>
  ZMapDefinition.parse({ width: 3000, height: 3000, minScale: 0.1, maxScale: 2, map: '/m.png', ...change });

/** Where a point lands on the screen in a view. */
const onScreen = (view: TMapView, point: { x: number; y: number }) => ({
  x: point.x * view.scale - view.x,
  y: point.y * view.scale - view.y,
});

/** Every point lies inside the viewport with `margin` clear round it, its marker included. */
function allShown(map: TMapDefinition, view: TMapView, viewport: TViewportSize, margin: number): boolean {
  const reach = FIRST_VIEW_MARKER * view.scale;
  return [...map.treeList, ...map.buildingList, ...map.areaList].every((point) => {
    const at = onScreen(view, point);
    return (
      at.x - reach >= margin - 0.5 &&
      at.y - reach >= margin - 0.5 &&
      at.x + reach <= viewport.width - margin + 0.5 &&
      at.y + reach <= viewport.height - margin + 0.5
    );
  });
}

describe('mapScaleRange (doc 4 §4: the larger viewport/map ratio up to the map’s maximum)', () => {
  it.each([
    ['a square campus on a phone: height decides', { width: 3000, height: 3000, maxScale: 2 }, 844 / 3000, 2],
    ['a wide wall: height decides', { width: 6000, height: 600, maxScale: 1 }, 844 / 600, 844 / 600],
    ['a narrow map: width decides', { width: 300, height: 3000, maxScale: 3 }, 390 / 300, 3],
  ])('%s', (_name, map, min, max) => {
    const range = mapScaleRange(map, PHONE_SCREEN);
    expect(range.min).toBeCloseTo(min, 6);
    expect(range.max).toBeCloseTo(max, 6);
  });
});

describe('mapFirstView of a map with no first view: every point on the phone, with a margin', () => {
  // The margin holds wherever the picture goes on beyond it; at the picture's own edge the map
  // stops (doc 4 §4), so a tree 50 px from it shows whole, short of the margin.
  it.each<[string, Partial<TMapDefinitionInput>, TViewportSize, number]>([
    [
      'trees far from the origin (the defect: scale 1 at 0,0 showed none)',
      { treeList: [tree(2200, 2400, 1), tree(2500, 2900, 2), tree(2300, 2650, 3)] },
      PHONE_SCREEN,
      FIRST_VIEW_MARGIN,
    ],
    ['one tree in a corner', { treeList: [tree(2950, 2950, 1)] }, PHONE_SCREEN, 0],
    [
      'trees, a building and an area point spread over the middle',
      {
        treeList: [tree(1200, 1300, 1), tree(1500, 1900, 2)],
        buildingList: [{ id: 1, x: 1700, y: 1500, seatId: 3, title: '图书馆' }],
        areaList: [{ id: 1, x: 1300, y: 2000, next: 'a', title: '东区' }],
      },
      PHONE_SCREEN,
      FIRST_VIEW_MARGIN,
    ],
    [
      'the phone’s own map area (under the bar), a tall cluster',
      { treeList: [tree(800, 200, 1), tree(900, 2600, 2)] },
      { width: 390, height: 796 },
      FIRST_VIEW_MARGIN,
    ],
    [
      'a small picture zoomed to cover the screen',
      { width: 600, height: 400, treeList: [tree(280, 200, 1)] },
      PHONE_SCREEN,
      FIRST_VIEW_MARGIN,
    ],
  ])('%s', (_name, change, viewport, margin) => {
    const map = made(change);
    const view = mapFirstView(map, viewport);
    const range = mapScaleRange(map, viewport);
    expect(view.scale).toBeGreaterThanOrEqual(range.min - 1e-9);
    expect(view.scale).toBeLessThanOrEqual(range.max);
    expect(view.x).toBeGreaterThanOrEqual(0);
    expect(view.y).toBeGreaterThanOrEqual(0);
    expect(view.x).toBeLessThanOrEqual(map.width * view.scale - viewport.width + 1e-9);
    expect(view.y).toBeLessThanOrEqual(map.height * view.scale - viewport.height + 1e-9);
    expect(allShown(map, view, viewport, margin), JSON.stringify(view)).toBe(true);
  });

  it.each<[string, Partial<TMapDefinitionInput>, TMapView]>([
    // 300 × 500 map px of trees, 348 × 548 with their markers, in 294 × 748 screen px: the width
    // decides, 294 / 348 = 0.8448 → 0.844; centred on (2350, 2650): 1983.4 − 195 across, and down
    // 2236.6 − 422 passes the picture's foot, so 3000 × 0.844 − 844.
    [
      'zoomed out just enough, centred on the trees',
      { treeList: [tree(2200, 2400, 1), tree(2500, 2900, 2)] },
      { scale: 0.844, x: 1788, y: 1688 },
    ],
    // A lone tree would fit at any scale: no closer than the picture’s own size.
    [
      'a lone tree opens at the picture’s own size',
      { treeList: [tree(1500, 1500, 1)] },
      { scale: 1, x: 1305, y: 1078 },
    ],
    // Trees at both edges of the picture cannot all fit: the smallest scale, centred on them.
    [
      'trees wider than the smallest scale shows',
      { treeList: [tree(10, 1500, 1), tree(2990, 1500, 2)] },
      { scale: 844 / 3000, x: (1500 * 844) / 3000 - 195, y: 0 },
    ],
    // No points: the whole picture as far as the spec lets, from its middle.
    ['no points: the smallest scale, the picture’s middle', {}, { scale: 844 / 3000, x: 227, y: 0 }],
    // The map's own maximum caps the zoom (0.5 < the fit of 1).
    [
      'the map’s maximum caps a close fit',
      { maxScale: 0.5, treeList: [tree(1500, 1500, 1)] },
      { scale: 0.5, x: 555, y: 328 },
    ],
    // Hidden buildings are not drawn, so they do not widen the view.
    [
      'a hidden building is left out',
      {
        treeList: [tree(1500, 1500, 1)],
        buildingList: [{ id: 2, x: 10, y: 10, seatId: 2, isHide: true }],
      },
      { scale: 1, x: 1305, y: 1078 },
    ],
  ])('%s', (_name, change, expected) => {
    const view = mapFirstView(made(change));
    expect(view.scale).toBeCloseTo(expected.scale, 6);
    expect(view.x).toBeCloseTo(expected.x, 0);
    expect(view.y).toBeCloseTo(expected.y, 0);
  });
});

describe('mapFirstView of a map that sets its own (the demo maps keep the spec’s behaviour)', () => {
  it.each<[string, Partial<TMapDefinitionInput>, TMapView]>([
    ['scale and offset as set', { scale: 0.5, top: 300, left: 200 }, { scale: 0.5, x: 200, y: 300 }],
    // The seat map opens at 0.3, below the cover of a phone: raised to the cover (doc 4 §4).
    [
      'a scale below the cover is raised to it',
      { scale: 0.1, top: 0, left: 0 },
      { scale: 844 / 3000, x: 0, y: 0 },
    ],
    [
      'an offset past the edge is clamped',
      { scale: 1, top: 9000, left: 9000 },
      { scale: 1, x: 2610, y: 2156 },
    ],
    // Centred on (2350, 2650) at 1: 2155 across; down 2228 passes the picture's foot, so 3000 − 844.
    [
      'a scale with no offset centres the points at that scale',
      { scale: 1, treeList: [tree(2200, 2400, 1), tree(2500, 2900, 2)] },
      { scale: 1, x: 2155, y: 2156 },
    ],
  ])('%s', (_name, change, expected) => {
    const map = made(change);
    expect(hasOwnFirstView(map)).toBe(true);
    const view = mapFirstView(map);
    expect(view.scale).toBeCloseTo(expected.scale, 6);
    expect(view.x).toBeCloseTo(expected.x, 0);
    expect(view.y).toBeCloseTo(expected.y, 0);
  });

  it('a map made in the console has none', () => {
    expect(hasOwnFirstView(made({}))).toBe(false);
  });
});
