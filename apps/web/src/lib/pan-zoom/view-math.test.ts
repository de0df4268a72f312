import { describe, expect, it } from 'vitest';
import { centredOn, clampView, coverStage, fitStage, panView, pinchView, type View } from './view-math.ts';

const round = (view: View) => ({
  scale: Math.round(view.scale * 1000) / 1000,
  x: Math.round(view.x * 100) / 100,
  y: Math.round(view.y * 100) / 100,
});

// A campaign map (doc 4 §3 map definition) on a 390 × 700 phone viewport.
const viewport = { width: 390, height: 700 };
const campus = coverStage({ width: 2000, height: 1500 }, viewport, 2);

describe('coverStage: the minimum is the larger viewport/map ratio (doc 4 §4)', () => {
  it.each([
    ['taller viewport than the map: height decides', { width: 2000, height: 1500 }, 2, 700 / 1500, 2],
    ['wide strip of a wall: height decides', { width: 6000, height: 600 }, 1, 700 / 600, 700 / 600],
    ['narrow tall map: width decides', { width: 300, height: 3000 }, 3, 390 / 300, 3],
    ['a maximum below the cover is raised to it', { width: 780, height: 1400 }, 0.2, 0.5, 0.5],
    ['unmeasured map: never scale 0 or NaN', { width: 0, height: 0 }, 2, 1, 2],
  ])('%s', (_name, content, max, expectedMin, expectedMax) => {
    const stage = coverStage(content, viewport, max);
    expect(stage.min).toBeCloseTo(expectedMin, 6);
    expect(stage.max).toBeCloseTo(expectedMax, 6);
  });
});

describe('clampView on a map: offset within [0, scaled − viewport], scale within [min, max]', () => {
  it.each([
    ['zoomed out past the cover', { scale: 0.1, x: 0, y: 0 }, { scale: 0.467, x: 0, y: 0 }],
    ['zoomed in past the maximum', { scale: 5, x: 0, y: 0 }, { scale: 2, x: 0, y: 0 }],
    ['offset past the far edges', { scale: 1, x: 9000, y: 9000 }, { scale: 1, x: 1610, y: 800 }],
    ['negative offset', { scale: 1, x: -10, y: -300 }, { scale: 1, x: 0, y: 0 }],
    // at the cover scale the map is exactly as high as the viewport: no vertical room at all
    ['at the cover scale', { scale: 700 / 1500, x: 300, y: 50 }, { scale: 0.467, x: 300, y: 0 }],
  ])('%s', (_name, view, expected) => {
    expect(round(clampView(campus, view))).toEqual(expected);
  });
});

describe('a map never shows a blank edge, however it is dragged or pinched', () => {
  it.each([
    ['drag far right', panView(campus, { scale: 1, x: 100, y: 100 }, 5000, 0)],
    ['drag far up', panView(campus, { scale: 1, x: 100, y: 100 }, 0, -5000)],
    [
      'pinch in hard',
      pinchView(campus, { scale: 1, x: 100, y: 100 }, { x: 10, y: 10 }, 300, { x: 10, y: 10 }, 10),
    ],
  ])('%s', (_name, view) => {
    expect(view.x).toBeGreaterThanOrEqual(0);
    expect(view.y).toBeGreaterThanOrEqual(0);
    expect(2000 * view.scale - view.x).toBeGreaterThanOrEqual(390 - 1e-9);
    expect(1500 * view.scale - view.y).toBeGreaterThanOrEqual(700 - 1e-9);
  });
});

describe('centredOn (find my name flies here)', () => {
  it.each([
    ['a point in the middle', { x: 1000, y: 750 }, 1, { scale: 1, x: 805, y: 400 }],
    ['a point near the top-left corner stops at the edge', { x: 20, y: 20 }, 1.5, { scale: 1.5, x: 0, y: 0 }],
    ['a point near the far corner stops at the edge', { x: 1990, y: 1490 }, 1, { scale: 1, x: 1610, y: 800 }],
    ['a scale beyond the maximum is the maximum', { x: 1000, y: 750 }, 9, { scale: 2, x: 1805, y: 1150 }],
  ])('%s', (_name, point, scale, expected) => {
    expect(round(centredOn(campus, point, scale))).toEqual(expected);
  });
});

describe('fitStage centres narrow content across', () => {
  it('a 200 px wide grid sits in the middle of 390 px', () => {
    const stage = fitStage({ width: 200, height: 100 }, viewport, 1);
    expect(round(clampView(stage, { scale: 1, x: 0, y: 0 }))).toEqual({ scale: 1, x: -95, y: 0 });
  });
});
