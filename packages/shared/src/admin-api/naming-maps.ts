import { z } from 'zod';
import { zId } from '../api/common.ts';
import { yuanToFen } from '../money/money.ts';
import {
  MAP_NAME,
  MAP_POINT_KINDS,
  MAP_SIZE_MAX,
  type TMapBuilding,
  type TMapDefinition,
  type TMapPoint,
} from '../naming-map/map-definition.ts';
import { zImageUrl, zLine, zQueryId, zText } from './project-fields.ts';

/**
 * The console's map editor (活动地图, issue 14): maps of a naming project, each a definition the
 * server checks with ZMapDefinition (packages/shared/naming-map) and against the project's seats.
 * Points are seats: placing one or importing a CSV creates the seats and adds them to the map in
 * one transaction. Money is yuan here, fen on the server.
 */

export const NAMING_POINT_NAME_MAX = 20;
export const NAMING_POINT_LABEL_MAX = 40;
export const NAMING_POINT_INTRO_MAX = 500;
/** A CSV import's text (a 5,000-point map's rows with intros fit well within it). */
export const NAMING_CSV_MAX_LENGTH = 1_000_000;
/** The columns a point CSV has (its first row names them, in any order; the first three are needed). */
export const NAMING_CSV_COLUMNS = ['displayNo', 'x', 'y', 'seatName', 'price', 'intro', 'label'] as const;
export const NAMING_CSV_REQUIRED = ['displayNo', 'x', 'y', 'seatName'] as const;

export const ZNamingMapQuery = z.object({ itemsId: zQueryId });
export type TNamingMapQuery = z.infer<typeof ZNamingMapQuery>;

const size = z.number().int().min(1).max(MAP_SIZE_MAX);
const coordinate = z.number().finite().min(0).max(MAP_SIZE_MAX);
/** A price in yuan (more than 0, two decimals at most), or null: the area's terms. */
const zPointPrice = z
  .number()
  .positive()
  .max(10_000_000)
  .refine((value) => yuanToFen(value) !== null)
  .nullable();

/** A new map: its project, its name (`{area}-{level}[-{next}]`), and its picture with its size. */
export const ZNamingMapCreate = z.object({
  itemsId: zId,
  name: z.string().trim().regex(MAP_NAME),
  map: zImageUrl,
  width: size,
  height: size,
  title: zLine(40).default(''),
  /** The caption in English; empty: the title. */
  titleEn: zLine(40).default(''),
  pointKind: z.enum(MAP_POINT_KINDS).default('tree'),
});
export type TNamingMapCreate = z.input<typeof ZNamingMapCreate>;

/**
 * A save sends the whole definition; the server parses it with ZMapDefinition (its own messages).
 * `version` is the detail's the draft started from: a map changed since (another editor's save or
 * placed point) is refused rather than overwritten.
 */
export const ZNamingMapSave = z.object({
  definition: z.record(z.string(), z.unknown()),
  version: z.string().max(40).optional(),
});
export type TNamingMapSave = { definition: TMapDefinition; version?: string };

/** Which of the map's lists a placed point joins: trees/seats/bricks, or buildings. */
export const NAMING_POINT_LISTS = ['treeList', 'buildingList'] as const;
export type TNamingPointList = (typeof NAMING_POINT_LISTS)[number];

/** A point placed on the picture: a new seat in one of the project's areas, at x, y. */
export const ZNamingPointPlace = z.object({
  list: z.enum(NAMING_POINT_LISTS).default('treeList'),
  areaId: zId,
  x: coordinate,
  y: coordinate,
  displayNo: z.number().int().min(0).max(999_999),
  seatName: zLine(NAMING_POINT_NAME_MAX, 1),
  /** As shown and printed; empty: "{area} {displayNo}号". */
  label: zLine(NAMING_POINT_LABEL_MAX).default(''),
  price: zPointPrice.default(null),
  intro: zText(NAMING_POINT_INTRO_MAX).default(''),
  /** A building's caption on the map. */
  title: zLine(40).default(''),
  /** The building's caption in English; empty: the title. */
  titleEn: zLine(40).default(''),
});
export type TNamingPointPlace = z.input<typeof ZNamingPointPlace>;

/** Points from CSV text (first row: column names), all into one area of the project. */
export const ZNamingPointImport = z.object({
  areaId: zId,
  csv: z.string().min(1).max(NAMING_CSV_MAX_LENGTH),
});
export type TNamingPointImport = z.infer<typeof ZNamingPointImport>;

/** One of the project's seat areas, as the editor offers them. */
export type TNamingMapArea = {
  id: number;
  title: string;
  type: number;
  /** Its lowest term's price in yuan; null when it has no terms. */
  price: number | null;
};

/** A seat a point of the map stands for. */
export type TNamingMapSeat = {
  id: number;
  areaId: number;
  label: string;
  seatName: string;
  displayNo: number | null;
  /** Lowest term in yuan, its own or its area's; null: none. */
  price: number | null;
  ownPrice: boolean;
  /** The staff's setting: 1 open, 3 not selectable. */
  status: number;
};

/** Something a save let through but staff should know (an area point leading to no map yet). */
export type TNamingMapWarning = { field: string; message: string };

export type TNamingMapRow = {
  id: number;
  itemsId: number;
  itemsName: string;
  name: string;
  level: number;
  title: string;
  pointKind: string;
  points: number;
  updatedAt: string;
};

export type TNamingMapDetail = TNamingMapRow & {
  definition: TMapDefinition;
  /** Changes with every stored change of the map (a save's `version`). */
  version: string;
  /** The project's seat areas (the map's areaIdList is chosen from them). */
  areas: TNamingMapArea[];
  /** The seats of the map's points. */
  seats: TNamingMapSeat[];
  /** Maps of the same area one level down: what an area point's `next` may name. */
  mapsBelow: Array<{ id: number; name: string; next: string; title: string }>;
  warnings: TNamingMapWarning[];
};

/** What placing or importing added (the editor adds them to a draft it may not have saved yet). */
export type TNamingPointsAdded = {
  detail: TNamingMapDetail;
  list: TNamingPointList;
  added: Array<TMapPoint | TMapBuilding>;
  areaId: number;
};
