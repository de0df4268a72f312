import type { TNamingPointsAdded } from '@alma/shared/admin-api/naming-maps';
import { type TMapArea, type TMapDefinition, ZMapDefinition } from '@alma/shared/naming-map/map-definition';

/**
 * The editor's draft of a map definition and the edits the screen makes on it, pure so they are
 * tested as tables. Nothing here talks to the server; a save sends the whole draft.
 */
export type TPointListName = 'treeList' | 'buildingList' | 'areaList';
export type TSelection = { list: TPointListName; index: number } | null;

/** Map pixels keep one decimal: finer than any picture, and the saved JSON stays small. */
const round = (value: number) => Math.round(value * 10) / 10;
const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), max);

/** The point at `selection` moved to x, y, kept on the picture. */
export function movePoint(draft: TMapDefinition, selection: NonNullable<TSelection>, x: number, y: number) {
  const at = { x: round(clamp(x, draft.width)), y: round(clamp(y, draft.height)) };
  const { list, index } = selection;
  if (list === 'areaList') {
    return { ...draft, areaList: draft.areaList.map((area, i) => (i === index ? { ...area, ...at } : area)) };
  }
  if (list === 'buildingList') {
    return {
      ...draft,
      buildingList: draft.buildingList.map((point, i) => (i === index ? { ...point, ...at } : point)),
    };
  }
  return {
    ...draft,
    treeList: draft.treeList.map((point, i) => (i === index ? { ...point, ...at } : point)),
  };
}

/** Changes fields of one point (its number, caption, an area point's next or outline). */
export function patchPoint(
  draft: TMapDefinition,
  selection: NonNullable<TSelection>,
  patch: Partial<TMapArea> & { id?: number; title?: string; titleEn?: string; isHide?: boolean },
): TMapDefinition {
  const { list, index } = selection;
  const apply = <T>(items: T[]) => items.map((item, i) => (i === index ? { ...item, ...patch } : item));
  if (list === 'areaList') return { ...draft, areaList: apply(draft.areaList) };
  if (list === 'buildingList') return { ...draft, buildingList: apply(draft.buildingList) };
  return { ...draft, treeList: apply(draft.treeList) };
}

/** Takes a point off the map (its seat stays in the project's inventory). */
export function removePoint(draft: TMapDefinition, selection: NonNullable<TSelection>): TMapDefinition {
  const { list, index } = selection;
  const keep = <T>(items: T[]) => items.filter((_, i) => i !== index);
  if (list === 'areaList') return { ...draft, areaList: keep(draft.areaList) };
  if (list === 'buildingList') return { ...draft, buildingList: keep(draft.buildingList) };
  return { ...draft, treeList: keep(draft.treeList) };
}

/** The next free number of a list (one past the largest). */
export function nextNumber(draft: TMapDefinition, list: TPointListName): number {
  const ids = draft[list].map((point) => point.id);
  return ids.length === 0 ? 1 : Math.max(...ids) + 1;
}

/** A new area point at x, y; its `next` is chosen afterwards (the save lists it until then). */
export function addAreaPoint(draft: TMapDefinition, x: number, y: number, next = ''): TMapDefinition {
  const area: TMapArea = {
    id: nextNumber(draft, 'areaList'),
    x: round(clamp(x, draft.width)),
    y: round(clamp(y, draft.height)),
    hot: [],
    next,
    title: '',
    titleEn: '',
  };
  return { ...draft, areaList: [...draft.areaList, area] };
}

/** One more corner of an area point's outline (clicked in order). */
export function addHotVertex(draft: TMapDefinition, index: number, x: number, y: number): TMapDefinition {
  const vertex: [number, number] = [round(clamp(x, draft.width)), round(clamp(y, draft.height))];
  return {
    ...draft,
    areaList: draft.areaList.map((area, i) => (i === index ? { ...area, hot: [...area.hot, vertex] } : area)),
  };
}

/**
 * What the server added (a placed point, an import) joined to a draft that may hold unsaved moves:
 * the new points appended, their area among the map's status areas.
 */
export function withAdded(draft: TMapDefinition, added: Omit<TNamingPointsAdded, 'detail'>): TMapDefinition {
  const areaIdList = draft.areaIdList.includes(added.areaId)
    ? draft.areaIdList
    : [...draft.areaIdList, added.areaId];
  if (added.list === 'buildingList') {
    const buildings = added.added.map((point) => ({ isHide: false, title: '', titleEn: '', ...point }));
    return { ...draft, areaIdList, buildingList: [...draft.buildingList, ...buildings] };
  }
  return { ...draft, areaIdList, treeList: [...draft.treeList, ...added.added] };
}

/** A problem the shared schema finds in the draft: the field's path and the schema's word for it. */
export type TDraftProblem = { field: string; reason: string };

/** Every problem a save would be refused for by the schema (the server checks seats besides). */
export function draftProblems(draft: TMapDefinition, max = 20): TDraftProblem[] {
  const result = ZMapDefinition.safeParse(draft);
  if (result.success) return [];
  return result.error.issues.slice(0, max).map((issue) => ({
    field: issue.path.map(String).join('.'),
    reason: ['outside', 'seatId', 'minScale', 'map', 'vr'].includes(issue.message)
      ? issue.message
      : 'invalid',
  }));
}

/** Client pixels over the drawn picture to map pixels. */
export function toMapPoint(
  client: { x: number; y: number },
  box: { left: number; top: number; width: number; height: number },
  map: { width: number; height: number },
): { x: number; y: number } {
  return {
    x: ((client.x - box.left) / box.width) * map.width,
    y: ((client.y - box.top) / box.height) * map.height,
  };
}
