import { describe, expect, it } from 'vitest';
import { AVATAR_RENDER_DELAY_MS, drawPlan, normaliseDegrees, rotatedBox } from './crop-geometry.ts';

describe('normaliseDegrees', () => {
  it.each([
    [0, 0],
    [90, 90],
    [180, 180],
    [270, -90],
    [360, 0],
    [-90, -90],
    [-270, 90],
    [450, 90],
    [-450, -90],
    [12.5, 12.5],
  ])('%s° → %s°', (input, output) => {
    expect(normaliseDegrees(input)).toBeCloseTo(output, 9);
  });
});

describe('rotatedBox', () => {
  it.each([
    [200, 100, 0, 200, 100],
    [200, 100, 90, 100, 200],
    [200, 100, 180, 200, 100],
    [200, 100, -90, 100, 200],
    // A square turned 45° needs √2 times its edge.
    [100, 100, 45, 141.421356, 141.421356],
  ])('%s×%s at %s° → %s×%s', (width, height, degrees, boxWidth, boxHeight) => {
    const box = rotatedBox(width, height, degrees);
    expect(box.width).toBeCloseTo(boxWidth, 5);
    expect(box.height).toBeCloseTo(boxHeight, 5);
  });
});

describe('drawPlan', () => {
  it('turns the picture about its centre inside the turned box', () => {
    const plan = drawPlan({ width: 300, height: 200 }, 90);
    expect(plan.box.width).toBeCloseTo(200, 9);
    expect(plan.box.height).toBeCloseTo(300, 9);
    expect(plan.radians).toBeCloseTo(Math.PI / 2, 9);
  });

  it('waits the spec’s 250 ms before drawing', () => {
    expect(AVATAR_RENDER_DELAY_MS).toBe(250);
  });
});
