import type { Random } from './campaign-random.ts';
import type { Scene } from './campaign-scenes.ts';
import type { SeatPlan } from './campaign-types.ts';

/** Trees keep clear of a pond's shore path and of buildings by this much (map px). */
const SHORE = 45;
const EDGE = 14;

function blocked(scene: Scene, x: number, y: number): boolean {
  for (const pond of scene.ponds) {
    const dx = (x - pond.cx) / (pond.rx + SHORE);
    const dy = (y - pond.cy) / (pond.ry + SHORE);
    if (dx * dx + dy * dy < 1) return true;
  }
  return scene.buildings.some(
    (b) => x > b.x - EDGE && x < b.x + b.w + EDGE && y > b.y - EDGE && y < b.y + b.h + EDGE,
  );
}

/**
 * `count` spots on the scene's lawns: a jittered grid, as dense as the count needs, thinned at
 * random and numbered in reading order (row by row, left to right) so neighbours have near numbers.
 */
export function placeTrees(scene: Scene, count: number, random: Random): Array<[number, number]> {
  const area = scene.lawns.reduce((sum, lawn) => sum + lawn.w * lawn.h, 0);
  let cell = Math.sqrt(area / (count * 1.3));
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const spots: Array<[number, number]> = [];
    for (const lawn of scene.lawns) {
      const cols = Math.max(1, Math.floor((lawn.w - 2 * EDGE) / cell));
      const rows = Math.max(1, Math.floor((lawn.h - 2 * EDGE) / cell));
      const stepX = (lawn.w - 2 * EDGE) / cols;
      const stepY = (lawn.h - 2 * EDGE) / rows;
      for (let r = 0; r < rows; r += 1) {
        for (let c = 0; c < cols; c += 1) {
          const x = Math.round(lawn.x + EDGE + (c + 0.5 + random.between(-0.22, 0.22)) * stepX);
          const y = Math.round(lawn.y + EDGE + (r + 0.5 + random.between(-0.22, 0.22)) * stepY);
          if (!blocked(scene, x, y)) spots.push([x, y]);
        }
      }
    }
    if (spots.length >= count) {
      for (let i = spots.length - 1; i > 0; i -= 1) {
        const j = Math.floor(random.next() * (i + 1));
        [spots[i], spots[j]] = [spots[j]!, spots[i]!];
      }
      const band = Math.max(cell, 20);
      return spots
        .slice(0, count)
        .sort(([ax, ay], [bx, by]) => Math.floor(ay / band) - Math.floor(by / band) || ax - bx);
    }
    cell *= 0.93;
  }
  throw new Error(`scene has no room for ${count} trees`);
}

export type TreeKind = {
  /** The species a tree may be; weighted by repeating a name. */
  species: readonly string[];
  label: (species: string, no: number) => string;
  /** Its price in fen, or null for the area's. */
  price: (random: Random) => number | null;
  intro?: (species: string, no: number, y: number) => string;
  /** The first tree's number (a project's trees on several maps share one numbering). */
  start?: number;
  photo?: (species: string) => number;
  /** Numbers whose species is fixed (an existing order names that tree). */
  pins?: Record<number, string>;
};

/** The trees of one map: placed on its scene, numbered in order, with species and prices. */
export function plantTrees(
  map: string,
  scene: Scene,
  count: number,
  random: Random,
  kind: TreeKind,
): SeatPlan[] {
  return placeTrees(scene, count, random).map(([x, y], index) => {
    const no = (kind.start ?? 1) + index;
    const species = kind.pins?.[no] ?? random.pick(kind.species);
    return {
      label: kind.label(species, no),
      displayNo: no,
      seatName: species,
      seatIntro: kind.intro ? kind.intro(species, no, y) : '',
      photo: kind.photo ? kind.photo(species) : null,
      status: 1,
      priceFen: kind.price(random),
      rowNo: null,
      colNo: null,
      map,
      x,
      y,
      building: null,
    };
  });
}

/** A price from weighted tiers, in yuan → fen. */
export const tieredPrice =
  (tiers: ReadonlyArray<readonly [yuan: number, weight: number]>) =>
  (random: Random): number => {
    const total = tiers.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = random.next() * total;
    for (const [amount, weight] of tiers) {
      roll -= weight;
      if (roll < 0) return amount * 100;
    }
    return tiers[tiers.length - 1]![0] * 100;
  };
