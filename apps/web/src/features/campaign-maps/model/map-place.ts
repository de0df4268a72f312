import {
  firstPlace,
  isMapName,
  type MapPlace,
  mapNameOf,
  placeBelow,
} from '@alma/shared/naming-map/map-levels';

/**
 * The way down a campaign's maps (doc 4 §4): a stack of places, level 1 first. An area tap pushes
 * the level below; back pops (the level above is still in the query cache and draws at once);
 * back at level 1 leaves the map for the campaign's home.
 */
export type PlaceStack = readonly MapPlace[];

export const startStack = (area: string): PlaceStack => [firstPlace(area)];

export const currentPlace = (stack: PlaceStack): MapPlace => stack[stack.length - 1] ?? firstPlace('');

export function goDown(stack: PlaceStack, next: string): PlaceStack {
  const below = placeBelow(currentPlace(stack), next);
  return below ? [...stack, below] : stack;
}

export type BackStep = { kind: 'up'; stack: PlaceStack } | { kind: 'leave'; to: string };

export function goBack(stack: PlaceStack, home: string): BackStep {
  return stack.length > 1 ? { kind: 'up', stack: stack.slice(0, -1) } : { kind: 'leave', to: home };
}

/** A place from a map name (a search's match), or null for a name of another area or none at all. */
export function placeOfName(area: string, name: string): MapPlace | null {
  if (!isMapName(name)) return null;
  const [first, level, next] = name.split('-');
  if (first !== area) return null;
  const place = { area, level: Number(level), next: next ?? null };
  return mapNameOf(place) === name && (place.level === 1) === (place.next === null) ? place : null;
}

/** The stack that shows a found item's map: level 1, then that map (its own parent is unknown). */
export function stackTo(area: string, place: MapPlace): PlaceStack {
  return place.level === 1 ? startStack(area) : [firstPlace(area), place];
}
