import {
  clamp,
  clampView,
  fitStage,
  type Size,
  type Stage,
  type View,
} from '../../../lib/pan-zoom/view-math.ts';
import { CELL_ZOOMED_OUT, cellSize, LAYOUT_CELL } from './seat-grid.ts';

/**
 * The seat chart's stage (doc 4 §4, the shared viewport in lib/pan-zoom): a grid is better seen
 * whole, so its minimum scale is the one at which the whole area fits, and its maximum the one
 * of 30 px cells (doc 4 §9, fewer on a narrow screen). A grid narrower than the viewport is
 * centred across; one lower than the viewport keeps its front rows at the top, under the legend.
 */
export function makeStage(content: Size, viewport: Size): Stage {
  return fitStage(content, viewport, cellSize(viewport.width) / LAYOUT_CELL);
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
