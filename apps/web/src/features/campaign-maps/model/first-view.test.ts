import { type TMapDefinitionInput, ZMapDefinition } from '@alma/shared/naming-map/map-definition';
import { describe, expect, it } from 'vitest';
import { coverStage } from '../../../lib/pan-zoom/view-math.ts';
import { firstViewOf } from './first-view.ts';

const map = (change: Partial<TMapDefinitionInput>) =>
  ZMapDefinition.parse({ width: 3000, height: 2000, minScale: 0.1, maxScale: 2, map: '/m.png', ...change });
const stageOf = (definition: ReturnType<typeof map>, viewport: { width: number; height: number }) =>
  coverStage({ width: definition.width, height: definition.height }, viewport, definition.maxScale);

// Trees of a map made in the console, far from the picture's top-left corner.
const far = [
  { id: 1, x: 2300, y: 1500, seatId: 11 },
  { id: 2, x: 2700, y: 1850, seatId: 12 },
  { id: 3, x: 2450, y: 1300, seatId: 13 },
];

describe('firstViewOf: where a campaign map opens on the phone', () => {
  it.each([
    ['the e2e phone under the map’s bar', { width: 390, height: 796 }],
    ['a shorter phone', { width: 360, height: 640 }],
    ['a wider one', { width: 430, height: 880 }],
  ])('a map with no first view shows every tree inside %s', (_name, viewport) => {
    const definition = map({ treeList: far });
    const view = firstViewOf(definition, stageOf(definition, viewport));
    for (const tree of far) {
      const x = tree.x * view.scale - view.x;
      const y = tree.y * view.scale - view.y;
      expect(x, `tree ${tree.id}`).toBeGreaterThan(14);
      expect(x, `tree ${tree.id}`).toBeLessThan(viewport.width - 14);
      expect(y, `tree ${tree.id}`).toBeGreaterThan(14);
      expect(y, `tree ${tree.id}`).toBeLessThan(viewport.height - 14);
    }
  });

  it('a map that sets its first view opens there, clamped as before (doc 4 §4)', () => {
    const definition = map({ scale: 0.5, top: 120, left: 300, treeList: far });
    const viewport = { width: 390, height: 796 };
    expect(firstViewOf(definition, stageOf(definition, viewport))).toEqual({ scale: 0.5, x: 300, y: 120 });
    // The seat map's 0.3 below the phone's cover is raised to the cover, from the top-left corner.
    const seats = map({ scale: 0.3, top: 0, left: 0 });
    expect(firstViewOf(seats, stageOf(seats, viewport))).toEqual({ scale: 796 / 2000, x: 0, y: 0 });
  });
});
