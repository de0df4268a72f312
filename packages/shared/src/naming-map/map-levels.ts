import { MAP_AREA, MAP_NAME, MAP_NEXT } from './map-definition.ts';

/**
 * Map navigation (doc 4 §4): level 1 is `{area}-1`; an area point with `next` leads one level
 * down to `{area}-{level + 1}-{next}`; back goes to the level above, and from level 1 out of the
 * map to its campaign's home. At most three levels (doc 4 §2.2).
 */
export const MAP_LEVELS = 3;

export type MapPlace = { area: string; level: number; next: string | null };

export function mapNameOf(place: MapPlace): string {
  return place.next === null ? `${place.area}-${place.level}` : `${place.area}-${place.level}-${place.next}`;
}

export function firstPlace(area: string): MapPlace {
  return { area, level: 1, next: null };
}

/** The place an area point leads to, or null at the last level or for a `next` no map can have. */
export function placeBelow(place: MapPlace, next: string): MapPlace | null {
  if (place.level >= MAP_LEVELS || !MAP_NEXT.test(next)) return null;
  return { area: place.area, level: place.level + 1, next };
}

/** The area of a `?area=` query: a map name's first part, else null (the page then says so). */
export function parseArea(text: string | null): string | null {
  return text !== null && MAP_AREA.test(text) ? text : null;
}

export function isMapName(text: string): boolean {
  return MAP_NAME.test(text);
}
