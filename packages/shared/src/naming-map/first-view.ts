import type { TMapDefinition } from './map-definition.ts';

/**
 * How a campaign map opens (doc 4 §4): its first view, the scale and the offset of the viewport's
 * top-left corner in scaled map px, as lib/pan-zoom draws it. A map that sets its own first view
 * (the demo maps: the seat map's 0.3) opens there, within the spec's clamps. A map that does not
 * (one made in the console) opens on its points: zoomed out just enough that every point, building
 * and area shows with a margin, and centred on them. One function for the donor's phone (its real
 * viewport) and the console's phone preview (390×844), so the preview is what the phone shows.
 */

export type TViewportSize = { width: number; height: number };
export type TMapView = { scale: number; x: number; y: number };

/** The phone the console previews on and the first views are made for (the e2e phone, the bench's). */
export const PHONE_SCREEN: TViewportSize = { width: 390, height: 844 };
/** Screen px kept clear round the outermost points (the map's bar, tools and legend sit over its edges). */
export const FIRST_VIEW_MARGIN = 48;
/** Map px a marker reaches beyond its point (a tree is 28 px across, an area's label wider). */
export const FIRST_VIEW_MARKER = 24;

type TMapViewInput = Pick<
  TMapDefinition,
  'width' | 'height' | 'maxScale' | 'scale' | 'top' | 'left' | 'areaList' | 'treeList' | 'buildingList'
>;

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);

/**
 * The spec's clamps (doc 4 §4): the scale within [the larger of the viewport/map ratios, the map's
 * maximum (never below that minimum)], the offset within [0, scaled size − viewport].
 */
export function mapScaleRange(
  map: Pick<TMapDefinition, 'width' | 'height' | 'maxScale'>,
  viewport: TViewportSize,
): { min: number; max: number } {
  const cover = Math.max(viewport.width / map.width, viewport.height / map.height);
  const min = Number.isFinite(cover) && cover > 0 ? cover : 1;
  return { min, max: Math.max(map.maxScale, min) };
}

function clampedView(
  map: Pick<TMapDefinition, 'width' | 'height' | 'maxScale'>,
  viewport: TViewportSize,
  view: TMapView,
): TMapView {
  const range = mapScaleRange(map, viewport);
  const scale = clamp(view.scale, range.min, range.max);
  const axis = (offset: number, size: number, seen: number) =>
    size * scale <= seen ? 0 : clamp(offset, 0, size * scale - seen);
  return {
    scale,
    x: axis(view.x, map.width, viewport.width),
    y: axis(view.y, map.height, viewport.height),
  };
}

/** Whether the definition sets its own first view (its scale; an offset left out centres its points). */
export function hasOwnFirstView(map: Pick<TMapDefinition, 'scale'>): boolean {
  return map.scale !== undefined;
}

/** What a donor opens the map to see: the drawn points, visible buildings and area points with their outlines. */
function pointsOf(map: TMapViewInput): Array<{ x: number; y: number }> {
  return [
    ...map.treeList,
    ...map.buildingList.filter((building) => !building.isHide),
    ...map.areaList.flatMap((area) => [{ x: area.x, y: area.y }, ...area.hot.map(([x, y]) => ({ x, y }))]),
  ];
}

/** The box of the points in map px, each widened by its marker (or the whole picture when there are none). */
function boxOf(map: TMapViewInput) {
  const points = pointsOf(map);
  if (points.length === 0) return { left: 0, top: 0, right: map.width, bottom: map.height, pad: 0 };
  const xs = points.map((point) => point.x);
  const ys = points.map((point) => point.y);
  return {
    left: Math.min(...xs) - FIRST_VIEW_MARKER,
    top: Math.min(...ys) - FIRST_VIEW_MARKER,
    right: Math.max(...xs) + FIRST_VIEW_MARKER,
    bottom: Math.max(...ys) + FIRST_VIEW_MARKER,
    pad: FIRST_VIEW_MARGIN,
  };
}

/**
 * The scale at which the points fit: the largest that shows the whole box with the margin round
 * it, no closer than the picture's own size (a lone point is not blown up to the map's maximum),
 * within the spec's clamps. Points spread wider than even the smallest scale shows stay centred.
 */
function fittedScale(map: TMapViewInput, viewport: TViewportSize, box: ReturnType<typeof boxOf>): number {
  const range = mapScaleRange(map, viewport);
  const across = Math.max(viewport.width - 2 * box.pad, 1) / Math.max(box.right - box.left, 1);
  const down = Math.max(viewport.height - 2 * box.pad, 1) / Math.max(box.bottom - box.top, 1);
  // Rounded down, so the box still fits at the scale a console shows to three decimals.
  const fit = Math.floor(Math.min(across, down, 1) * 1000) / 1000;
  return clamp(fit, range.min, range.max);
}

/**
 * The map's first view on a viewport (the phone's map area; PHONE_SCREEN in the console's preview).
 * Set by the definition: its scale and offset, clamped. Not set: the scale that fits the points and
 * the offset that centres them, clamped. A scale set with no offset centres the points at that scale.
 */
export function mapFirstView(map: TMapViewInput, viewport: TViewportSize = PHONE_SCREEN): TMapView {
  const box = boxOf(map);
  const own = hasOwnFirstView(map);
  const scale = map.scale ?? fittedScale(map, viewport, box);
  const centre = (low: number, high: number, seen: number) =>
    Math.round(((low + high) / 2) * scale - seen / 2);
  return clampedView(map, viewport, {
    scale,
    x: own && map.left !== undefined ? map.left : centre(box.left, box.right, viewport.width),
    y: own && map.top !== undefined ? map.top : centre(box.top, box.bottom, viewport.height),
  });
}
