import { mapFirstView } from '@alma/shared/naming-map/first-view';
import type { TMapDefinition } from '@alma/shared/naming-map/map-definition';
import { clampView, type Stage, type View } from '../../../lib/pan-zoom/view-math.ts';

/**
 * Where a map opens on this phone (doc 4 §4): its own first view, or, for a map made in the console
 * that has none, one made from its points for the measured viewport — the arithmetic the console's
 * phone preview runs (packages/shared/naming-map/first-view.ts), clamped by the stage as every view is.
 */
export function firstViewOf(map: TMapDefinition, stage: Stage): View {
  return clampView(stage, mapFirstView(map, stage.viewport));
}
