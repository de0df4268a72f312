/**
 * The viewport's arithmetic for anything that pans and pinches (doc 4 §4): the seat charts and
 * the campaign maps. A view is the scale and the offset of the viewport's top-left corner in
 * scaled content px: the content is drawn with translate(-x, -y) scale(scale) from its top-left
 * corner. The offset is clamped between 0 and the scaled size minus the viewport, the scale
 * between the stage's minimum and maximum.
 */
export type Size = { width: number; height: number };
export type Point = { x: number; y: number };
export type View = { scale: number; x: number; y: number };
export type Stage = {
  content: Size;
  viewport: Size;
  min: number;
  max: number;
  /** Content narrower than the viewport sits in its middle (else at its left). */
  centreAcross?: boolean;
};

export const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);

const usable = (ratio: number, fallback: number) => (Number.isFinite(ratio) && ratio > 0 ? ratio : fallback);

/**
 * A picture that covers the viewport (the campaign maps, doc 4 §4): the minimum scale is the
 * larger of the viewport/map ratios, so no edge of the map ever shows a blank; the maximum is the
 * map's own (never below the minimum).
 */
export function coverStage(content: Size, viewport: Size, maxScale: number): Stage {
  const cover = usable(Math.max(viewport.width / content.width, viewport.height / content.height), 1);
  return { content, viewport, min: cover, max: Math.max(maxScale, cover) };
}

/**
 * Content better seen whole (a seat grid): the minimum is the scale at which all of it fits,
 * never above `max`; narrower content is centred across.
 */
export function fitStage(content: Size, viewport: Size, max: number): Stage {
  const fit = usable(Math.min(viewport.width / content.width, viewport.height / content.height), max);
  return { content, viewport, min: Math.min(fit, max), max, centreAcross: true };
}

/**
 * One axis: within [0, scaled − viewport]; content smaller than the viewport sits at its start
 * (offset 0), or in its middle with `centre`.
 */
export function clampOffset(
  offset: number,
  scaledSize: number,
  viewportSize: number,
  centre = false,
): number {
  if (scaledSize <= viewportSize) return centre ? (scaledSize - viewportSize) / 2 : 0;
  return clamp(offset, 0, scaledSize - viewportSize);
}

export function clampView(stage: Stage, view: View): View {
  const scale = clamp(view.scale, stage.min, stage.max);
  return {
    scale,
    x: clampOffset(view.x, stage.content.width * scale, stage.viewport.width, stage.centreAcross),
    y: clampOffset(view.y, stage.content.height * scale, stage.viewport.height),
  };
}

/** A zoom (wheel) that keeps the content point under `focal` (viewport px) where it is. */
export function zoomAt(stage: Stage, view: View, nextScale: number, focal: Point): View {
  const scale = clamp(nextScale, stage.min, stage.max);
  const ratio = scale / view.scale;
  return clampView(stage, {
    scale,
    x: (view.x + focal.x) * ratio - focal.x,
    y: (view.y + focal.y) * ratio - focal.y,
  });
}

/** A one-finger (or mouse) drag by dx, dy screen px from the view the drag started on. */
export function panView(stage: Stage, start: View, dx: number, dy: number): View {
  return clampView(stage, { scale: start.scale, x: start.x - dx, y: start.y - dy });
}

/**
 * A two-finger pinch: the scale follows the fingers' distance, and the content point that was
 * under their first midpoint follows the midpoint (so a pinch can also pan).
 */
export function pinchView(
  stage: Stage,
  start: View,
  startMid: Point,
  startDistance: number,
  mid: Point,
  distance: number,
): View {
  const scale = clamp((start.scale * distance) / Math.max(startDistance, 1), stage.min, stage.max);
  const contentX = (start.x + startMid.x) / start.scale;
  const contentY = (start.y + startMid.y) / start.scale;
  return clampView(stage, { scale, x: contentX * scale - mid.x, y: contentY * scale - mid.y });
}

/** The view that shows content point `point` in the viewport's middle at `scale` (as far as the edges allow). */
export function centredOn(stage: Stage, point: Point, scale: number): View {
  const next = clamp(scale, stage.min, stage.max);
  return clampView(stage, {
    scale: next,
    x: point.x * next - stage.viewport.width / 2,
    y: point.y * next - stage.viewport.height / 2,
  });
}

/** The CSS transform of the content layer for a view. */
export function viewTransform(view: View): string {
  return `translate3d(${-view.x}px, ${-view.y}px, 0) scale(${view.scale})`;
}
