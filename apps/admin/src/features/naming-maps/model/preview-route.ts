/**
 * The donor page a map is seen on (doc 4 §2.1 route table), as the donor app's campaign table
 * (apps/web features/campaign-maps/model/campaigns.ts) reads map areas: fixed areas for the single
 * campaigns, `cpu{area}` for the cpu tree map, any other area on the generic tree map. The page
 * opens the area's first level; the donor taps down to the others.
 */
const FIXED: Record<string, string> = {
  seat: 'seat-naming-map',
  build: 'build-naming-map',
  wall: 'wall-naming-map',
  gmu: 'tree-naming-map-gmu',
  xzit: 'tree-naming-map-xzit',
  hhu: 'tree-naming-hhu',
};

export function previewRouteOf(mapName: string): string {
  const area = mapName.split('-')[0] ?? '';
  const fixed = FIXED[area];
  if (fixed) return fixed;
  if (area.startsWith('cpu') && area.length > 3) return `tree-naming-map-cpu?area=${area.slice(3)}`;
  return `tree-naming-map?area=${area}`;
}

/** The donor app's address of that page (hash routes, served at the site's root). */
export function previewHrefOf(mapName: string, origin = ''): string {
  return `${origin}/#/${previewRouteOf(mapName)}`;
}
