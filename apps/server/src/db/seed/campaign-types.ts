import type { TMapArea } from '@alma/shared/naming-map/map-definition';
import { titleEnOf } from './campaign-map-titles.ts';

/**
 * The campaign demo as a plan, before any row has an id: seat areas with their seats (each seat
 * knowing the map and spot it is drawn at), the maps, and the pictures they show.
 */

/** A naming object: a tree, an auditorium seat, a brick, a building. Money is fen. */
export type SeatPlan = {
  label: string;
  displayNo: number;
  seatName: string;
  seatIntro: string;
  /** Index into the tree photos, for the riverside map's detail page. */
  photo: number | null;
  status: 1 | 3;
  /** Its own price when it differs from its area's. */
  priceFen: number | null;
  rowNo: number | null;
  colNo: number | null;
  /** The map it is drawn on and where. */
  map: string;
  x: number;
  y: number;
  /** Set for a building: drawn in buildingList with this title. */
  building: string | null;
};

export type AreaPlan = {
  /** Unique in the plan; the maps name their areas by it. */
  key: string;
  itemsId: number;
  title: string;
  type: 1 | 2 | 3;
  priceFen: number;
  seats: SeatPlan[];
};

/** A picture to render: its SVG and the format it is stored in. */
export type PicturePlan = { svg: string; format: 'jpg' | 'png' };

export type MapPlan = {
  name: string;
  itemsId: number;
  /** Key into the plan's pictures. */
  picture: string;
  width: number;
  height: number;
  scale: number;
  minScale: number;
  maxScale: number;
  areaList: TMapArea[];
  /** Keys of the areas whose statuses the map loads. */
  areaKeys: string[];
  pointKind: 'tree' | 'seat' | 'brick';
  labelScale: number;
  title: string;
  vr: string;
};

export type CampaignPlan = {
  areas: AreaPlan[];
  maps: MapPlan[];
  pictures: Record<string, PicturePlan>;
};

export const yuan = (amount: number) => amount * 100;

/** The permanent term every campaign object is named for (doc 4 §9: a price, no period). */
export const permanent = (fen: number) => [{ termName: '永久', termMoneyFen: fen, termYear: 0 }];

type MapFields = Pick<MapPlan, 'name' | 'itemsId' | 'picture' | 'width' | 'height' | 'scale'> &
  Partial<Omit<MapPlan, 'name' | 'itemsId' | 'picture' | 'width' | 'height' | 'scale'>>;

/** A map with the usual zoom range and nothing optional set. */
export function mapView(fields: MapFields): MapPlan {
  return {
    minScale: Math.min(0.3, fields.scale),
    maxScale: 2.5,
    areaList: [],
    areaKeys: [],
    pointKind: 'tree',
    labelScale: 0,
    title: '',
    vr: '',
    ...fields,
  };
}

/** An area point: tapping inside `hot` leads to `{area}-{level + 1}-{next}`. */
export function areaPoint(
  id: number,
  next: string,
  title: string,
  [x0, y0, x1, y1]: readonly [number, number, number, number],
  /** Where the label stands, if not in the middle of the outline (kept inside it). */
  label?: { x: number },
) {
  const hot: Array<[number, number]> = [
    [x0, y0],
    [x1, y0],
    [x1, y1],
    [x0, y1],
  ];
  const middle = (x0 + x1) / 2;
  const x = label ? Math.min(Math.max(label.x, x0 + 40), x1 - 40) : middle;
  return { id, next, title, titleEn: titleEnOf(title), x: Math.round(x), y: Math.round((y0 + y1) / 2), hot };
}
