import { describe, expect, it } from 'vitest';
import {
  clampOffset,
  clampView,
  panView,
  pinchView,
  type View,
  viewTransform,
  zoomAt,
} from '../../../lib/pan-zoom/view-math.ts';
import { initialView, makeStage } from './seat-stage.ts';

const round = (view: View) => ({
  scale: Math.round(view.scale * 1000) / 1000,
  x: Math.round(view.x * 100) / 100,
  y: Math.round(view.y * 100) / 100,
});

// A phone's map viewport, A区 (12 × 10 at 30 px + pads) and the main hall (71 × 27).
const viewport = { width: 370, height: 500 };
const areaA = makeStage({ width: 376, height: 316 }, viewport);
const hall = makeStage({ width: 2146, height: 826 }, viewport);
const tiny = makeStage({ width: 76, height: 76 }, viewport);

describe('makeStage: scale between the minimum fit and min(30, width / 10) px cells', () => {
  it.each([
    ['A区', areaA, 370 / 376, 1],
    ['main hall', hall, 370 / 2146, 1],
    ['2 × 2 area: never above 30 px cells', tiny, 1, 1],
    [
      'a 250 px viewport: cells up to 25 px',
      makeStage({ width: 376, height: 316 }, { width: 250, height: 500 }),
      250 / 376,
      25 / 30,
    ],
    [
      'unmeasured viewport: never scale 0',
      makeStage({ width: 376, height: 316 }, { width: 0, height: 0 }),
      1 / 30,
      1 / 30,
    ],
  ])('%s', (_name, stage, min, max) => {
    expect(stage.min).toBeCloseTo(min, 6);
    expect(stage.max).toBe(max);
  });
});

describe('clampOffset (doc 4 §4: between 0 and scaled size − viewport)', () => {
  it.each([
    [-50, 1000, 400, false, 0],
    [0, 1000, 400, false, 0],
    [300, 1000, 400, true, 300],
    [600, 1000, 400, false, 600],
    [900, 1000, 400, true, 600],
    // smaller than the viewport: at the start, or centred, whatever was asked
    [120, 300, 400, false, 0],
    [120, 300, 400, true, -50],
    [0, 400, 400, true, 0],
  ])('offset %s, scaled %s, viewport %s, centre %s → %s', (offset, scaled, size, centre, expected) => {
    expect(clampOffset(offset, scaled, size, centre)).toBe(expected);
  });
});

describe('clampView', () => {
  it.each([
    ['scale below the fit', { scale: 0.05, x: 0, y: 0 }, { scale: 0.172, x: 0, y: 0 }],
    ['scale above 30 px cells', { scale: 3, x: 0, y: 0 }, { scale: 1, x: 0, y: 0 }],
    ['offset past the right and bottom edges', { scale: 1, x: 5000, y: 5000 }, { scale: 1, x: 1776, y: 326 }],
    ['negative offset', { scale: 1, x: -40, y: -40 }, { scale: 1, x: 0, y: 0 }],
  ])('%s', (_name, view, expected) => {
    expect(round(clampView(hall, view))).toEqual(expected);
  });
});

describe('initialView', () => {
  it.each([
    // fits whole at 28 px cells: shown whole, front rows at the top
    ['A区', areaA, { scale: 0.984, x: 0, y: 0 }],
    // too big: 20 px cells, centred across, front rows at the top
    ['main hall', hall, { scale: 0.667, x: 530.33, y: 0 }],
    ['2 × 2 area: centred across', tiny, { scale: 1, x: -147, y: 0 }],
  ])('%s', (_name, stage, expected) => {
    expect(round(initialView(stage))).toEqual(expected);
  });
});

describe('zoomAt keeps the point under the focus', () => {
  it.each([
    [{ scale: 0.5, x: 100, y: 50 }, 1, { x: 200, y: 100 }, { scale: 1, x: 400, y: 200 }],
    // at half size the hall is lower than the viewport: its top at the top
    [{ scale: 1, x: 400, y: 200 }, 0.5, { x: 200, y: 100 }, { scale: 0.5, x: 100, y: 0 }],
    // limited by the maximum: 30 px cells
    [{ scale: 1, x: 400, y: 200 }, 4, { x: 0, y: 0 }, { scale: 1, x: 400, y: 200 }],
  ])('%o × → %s at %o', (view, scale, focal, expected) => {
    expect(round(zoomAt(hall, view, scale, focal))).toEqual(expected);
  });
});

describe('panView', () => {
  const start = { scale: 1, x: 400, y: 200 };
  it.each([
    [30, 20, { scale: 1, x: 370, y: 180 }],
    [-100, -100, { scale: 1, x: 500, y: 300 }],
    [1000, 1000, { scale: 1, x: 0, y: 0 }],
    [-5000, -5000, { scale: 1, x: 1776, y: 326 }],
  ])('drag by %s, %s', (dx, dy, expected) => {
    expect(round(panView(hall, start, dx, dy))).toEqual(expected);
  });
});

describe('pinchView', () => {
  const half = { scale: 0.5, x: 100, y: 50 };
  const full = { scale: 1, x: 400, y: 200 };
  const mid = { x: 200, y: 100 };
  it.each([
    [
      'fingers twice as far apart: scale doubles about the midpoint',
      half,
      mid,
      100,
      mid,
      200,
      { scale: 1, x: 400, y: 200 },
    ],
    [
      'fingers closer: scale halves (the hall then fits in height)',
      half,
      mid,
      200,
      mid,
      100,
      { scale: 0.25, x: 0, y: 0 },
    ],
    [
      'same distance, midpoint moved: a pan',
      full,
      mid,
      100,
      { x: 150, y: 80 },
      100,
      { scale: 1, x: 450, y: 220 },
    ],
    [
      'zero start distance does not divide by zero',
      half,
      { x: 0, y: 0 },
      0,
      { x: 0, y: 0 },
      0.5,
      { scale: 0.25, x: 50, y: 0 },
    ],
  ])('%s', (_name, start, startMid, startDistance, now, distance, expected) => {
    expect(round(pinchView(hall, start, startMid, startDistance, now, distance))).toEqual(expected);
  });
});

describe('viewTransform', () => {
  it('translates by minus the offset and scales from the corner', () => {
    expect(viewTransform({ scale: 0.5, x: 10, y: -20 })).toBe('translate3d(-10px, 20px, 0) scale(0.5)');
  });
});
