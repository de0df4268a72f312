/**
 * The demo's largest campaign map, found as a donor reaches it: from `{area}-1` through the area
 * points of each level to the level-3 map with the most points (bench/campaign-map.ts taps that
 * way; bench/map-status.ts asks for its statuses).
 */
import { ZMapDefinition } from '@alma/shared/naming-map/map-definition';

export const AREA = 'yc';
export const MIN_POINTS = 2000;

export type Step = { index: number; next: string };
export type Route = { steps: Step[]; name: string; points: number; areaIdList: number[] };
async function mapOf(base: string, name: string) {
  const response = await fetch(`${base}/config/demo/maps/${name}.json`);
  return response.ok ? ZMapDefinition.parse(await response.json()) : null;
}

/** The area taps from level 1 to the map with the most points. */
export async function largestRoute(base: string): Promise<Route> {
  const first = await mapOf(base, `${AREA}-1`);
  if (!first) throw new Error(`no map ${AREA}-1 in the demo data`);
  let best: Route | null = null;
  for (const [index1, area1] of first.areaList.entries()) {
    const second = await mapOf(base, `${AREA}-2-${area1.next}`);
    for (const [index2, area2] of (second?.areaList ?? []).entries()) {
      const name = `${AREA}-3-${area2.next}`;
      const third = await mapOf(base, name);
      if (third && (!best || third.treeList.length > best.points)) {
        best = {
          steps: [
            { index: index1, next: area1.next },
            { index: index2, next: area2.next },
          ],
          name,
          points: third.treeList.length,
          areaIdList: third.areaIdList,
        };
      }
    }
  }
  if (!best || best.points < MIN_POINTS)
    throw new Error(`the largest ${AREA} map has ${best?.points ?? 0} points`);
  return best;
}
