import { CELL_ZOOMED_OUT, cellSize, LAYOUT_CELL } from './seat-grid.ts';

/**
 * Pan and pinch of the seat map (doc 4 §4): the offset is clamped between 0 and the scaled size
 * minus the viewport, and the scale between the minimum fit and a maximum. The campaign maps of
 * doc 4 cover the screen with a picture (their minimum is the larger viewport/map ratio); a seat
 * grid is better seen whole, so its minimum is the smaller ratio: the scale at which the whole
 * area fits. A grid narrower than the viewport is centred across; one lower than the viewport
 * keeps its front rows at the top (offset 0), under the legend.
 *
 * A view is the scale and the offset of the viewport's top-left corner in scaled content px: the
 * content is drawn with translate(-x, -y) scale(scale) from its top-left corner.
 */
export type Size = { width: number; height: number };
export type Point = { x: number; y: number };
export type View = { scale: number; x: number; y: number };
export type Stage = {
  content: Size;
  viewport: Size;
  min: number;
  max: number;
};

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);

/** The scale range of a grid (content, laid out at LAYOUT_CELL px a cell) in a viewport. */
export function makeStage(content: Size, viewport: Size): Stage {
  const max = cellSize(viewport.width) / LAYOUT_CELL;
  const fit = Math.min(viewport.width / content.width, viewport.height / content.height);
  // A viewport not measured yet (0 × 0) must not make the scale 0.
  const usableFit = Number.isFinite(fit) && fit > 0 ? fit : max;
  return { content, viewport, min: Math.min(usableFit, max), max };
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
    x: clampOffset(view.x, stage.content.width * scale, stage.viewport.width, true),
    y: clampOffset(view.y, stage.content.height * scale, stage.viewport.height),
  };
}

/**
 * The first view of an area: the whole area when it fits with cells of 20 px or more, else
 * 20 px cells ("zoomed 20"), never above 30 px; centred across, front rows at the top.
 */
export function initialView(stage: Stage): View {
  const scale = clamp(Math.max(stage.min, CELL_ZOOMED_OUT / LAYOUT_CELL), stage.min, stage.max);
  const x = (stage.content.width * scale - stage.viewport.width) / 2;
  return clampView(stage, { scale, x, y: 0 });
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

/** The CSS transform of the content layer for a view. */
export function viewTransform(view: View): string {
  return `translate3d(${-view.x}px, ${-view.y}px, 0) scale(${view.scale})`;
}
