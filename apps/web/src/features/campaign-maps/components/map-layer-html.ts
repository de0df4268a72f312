import type { TSeatStatusMap } from '@alma/shared/api/naming-activity';
import type { Language } from '@alma/shared/i18n/language';
import type { TMapDefinition } from '@alma/shared/naming-map/map-definition';
import { buildingTitle, mapTitle } from '../model/map-texts.ts';
import { isLongNumber, lookOf } from '../model/point-status.ts';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
/** Titles come from staff input. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

const at = (x: number, y: number) => `left:${x}px;top:${y}px`;

/**
 * Everything drawn over the map picture, as one string the browser parses in one go (as the seat
 * grid does, naming-seats/components/seat-grid-html.ts): 2,000 trees cost a cheap phone a few ms
 * this way, several times less than a React element each. Taps are read from data attributes by
 * the viewport (data-a area, data-p point, data-b building: their index in the definition).
 * A point's number is not text in the markup: CSS draws it from data-no only once the map is
 * zoomed to its labelScale, so the first layout has no text to shape at all.
 */
export function areaLayerHtml(
  map: Pick<TMapDefinition, 'width' | 'height' | 'areaList'>,
  language: Language,
): string {
  if (map.areaList.length === 0) return '';
  const polygons: string[] = [];
  const marks: string[] = [];
  for (const [index, area] of map.areaList.entries()) {
    if (area.hot.length >= 3) {
      const points = area.hot.map(([x, y]) => `${x},${y}`).join(' ');
      polygons.push(`<polygon class="cm-hot" data-a="${index}" points="${points}"></polygon>`);
    }
    marks.push(
      `<span class="cm-area" data-a="${index}" style="${at(area.x, area.y)}">${escapeHtml(mapTitle(area, language))}</span>`,
    );
  }
  const svg = polygons.length
    ? `<svg class="cm-hot-layer" width="${map.width}" height="${map.height}" viewBox="0 0 ${map.width} ${map.height}">${polygons.join('')}</svg>`
    : '';
  return svg + marks.join('');
}

/** The trees, seats or bricks the statuses let through (doc 4 §4), and how many. */
export function pointLayerHtml(
  map: Pick<TMapDefinition, 'treeList' | 'pointKind'>,
  statuses: TSeatStatusMap | undefined,
  revealed: boolean,
): { html: string; count: number } {
  const parts: string[] = [];
  for (const [index, point] of map.treeList.entries()) {
    const look = lookOf(point.seatId, statuses, revealed);
    if (look === null) continue;
    const long = isLongNumber(point.id) ? ' is-long' : '';
    parts.push(
      `<span class="cm-pt is-${look}${long}" data-p="${index}" data-no="${point.id}" style="${at(point.x, point.y)}"></span>`,
    );
  }
  return { html: `<div class="cm-points is-${map.pointKind}">${parts.join('')}</div>`, count: parts.length };
}

/**
 * Buildings: hidden ones never; the others always (they are landmarks and open a dialog), with
 * their naming status when the list names them.
 */
export function buildingLayerHtml(
  map: Pick<TMapDefinition, 'buildingList'>,
  statuses: TSeatStatusMap | undefined,
  language: Language,
): string {
  const parts: string[] = [];
  for (const [index, building] of map.buildingList.entries()) {
    if (building.isHide) continue;
    const look = lookOf(building.seatId, statuses, true) ?? 'shown';
    parts.push(
      `<span class="cm-bd is-${look}" data-b="${index}" style="${at(building.x, building.y)}">${escapeHtml(buildingTitle(building, language))}</span>`,
    );
  }
  return parts.join('');
}
