import { z } from 'zod';

/**
 * A campaign map (doc 4 §3 "Map definition", §4): the picture, its size and first view, the area
 * points that lead a level down, and the points of the naming objects (trees, seats, bricks) and
 * buildings, each tied to a seat row by `seatId`. One schema for the server (the console's saves
 * and the served JSON), the web's map engine and the console's editor.
 */

/** Map names: `{area}-{level}` for level 1, `{area}-{level}-{next}` below it (doc 4 §4). */
export const MAP_NAME = /^[a-z][a-z0-9]{0,15}-[1-3](-[a-z0-9]{1,16})?$/;
/** A map's area: the first part of its name (`?area=` of the map pages). */
export const MAP_AREA = /^[a-z][a-z0-9]{0,15}$/;
/** Where an area point leads: the `next` part of the name of the level below. */
export const MAP_NEXT = /^[a-z0-9]{1,16}$/;
export const MAP_POINTS_MAX = 5000;
export const MAP_AREAS_MAX = 200;
export const MAP_POLYGON_MAX = 64;
export const MAP_SIZE_MAX = 20_000;
export const MAP_SCALE_MIN = 0.05;
export const MAP_SCALE_MAX = 8;
/** The point kinds a map draws (ours: the spec's pages draw trees, seats, bricks alike as points). */
export const MAP_POINT_KINDS = ['tree', 'seat', 'brick'] as const;

const coordinate = z.number().finite().min(0).max(MAP_SIZE_MAX);
const scale = z.number().finite().min(MAP_SCALE_MIN).max(MAP_SCALE_MAX);
const seatId = z.number().int().positive().max(2_147_483_647);
const offset = z
  .number()
  .finite()
  .min(0)
  .max(MAP_SIZE_MAX * MAP_SCALE_MAX);

/** An address the map may show or open: our own paths, or http(s) elsewhere; nothing else. */
const picture = z
  .string()
  .max(500)
  .regex(/^(\/(?!\/)|https?:\/\/|config\/)[^\s"'<>\\]*$/, 'map');
const link = z
  .string()
  .max(500)
  .regex(/^https?:\/\/[^\s"'<>\\]+$/, 'vr');

/** A point on the picture that leads a level down (doc 4 §4: the level rises by one per area tap). */
export const ZMapArea = z.object({
  id: z.number().int().nonnegative(),
  x: coordinate,
  y: coordinate,
  /** The tappable outline, [x, y] pairs in map px; empty: only the point is tappable. */
  hot: z
    .array(z.tuple([coordinate, coordinate]))
    .max(MAP_POLYGON_MAX)
    .default([]),
  next: z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string().regex(MAP_NEXT)),
  title: z.string().trim().max(40).default(''),
  /** The title shown in English; empty: the title. */
  titleEn: z.string().trim().max(40).default(''),
});
export type TMapArea = z.infer<typeof ZMapArea>;

/** A tree, seat or brick: shown only while the status list names its seatId (doc 4 §4). */
export const ZMapPoint = z.object({
  /** The number drawn on the point. */
  id: z.number().int().nonnegative().max(999_999),
  x: coordinate,
  y: coordinate,
  seatId,
});
export type TMapPoint = z.infer<typeof ZMapPoint>;

export const ZMapBuilding = z.object({
  id: z.number().int().nonnegative().max(999_999),
  x: coordinate,
  y: coordinate,
  seatId,
  isHide: z.boolean().default(false),
  title: z.string().trim().max(40).default(''),
  /** The title shown in English; empty: the title. */
  titleEn: z.string().trim().max(40).default(''),
});
export type TMapBuilding = z.infer<typeof ZMapBuilding>;

export const ZMapDefinition = z
  .object({
    width: z.number().int().min(1).max(MAP_SIZE_MAX),
    height: z.number().int().min(1).max(MAP_SIZE_MAX),
    /**
     * The first view's scale (the seat map opens at 0.3). Left out (a map made in the console
     * until staff set one): the map opens on its points (first-view.ts).
     */
    scale: scale.optional(),
    minScale: scale,
    maxScale: scale,
    /** The first view's offset, in scaled px (doc 4 §4 clamps it); left out: centred on the points. */
    top: offset.optional(),
    left: offset.optional(),
    map: picture,
    areaList: z.array(ZMapArea).max(MAP_AREAS_MAX).default([]),
    treeList: z.array(ZMapPoint).max(MAP_POINTS_MAX).default([]),
    buildingList: z.array(ZMapBuilding).max(MAP_AREAS_MAX).default([]),
    /** The seat areas whose statuses the map loads (getSeatStatusList's areaIdList). */
    areaIdList: z.array(seatId).max(MAP_AREAS_MAX).default([]),
    /** Ours: what the points are drawn as. */
    pointKind: z.enum(MAP_POINT_KINDS).default('tree'),
    /** Ours: the scale from which the points' numbers show (doc 4 §2.3: the seat map's 0.6). */
    labelScale: z.number().finite().min(0).max(MAP_SCALE_MAX).default(0),
    /** Ours: the map's caption (the seat map's 一楼). */
    title: z.string().trim().max(40).default(''),
    /** Ours: the caption shown in English (Ground floor); empty: the title. */
    titleEn: z.string().trim().max(40).default(''),
    /** The panorama this map opens with its VR button (doc 4 §2.2), when it has one. */
    vr: z.union([link, z.literal('')]).default(''),
  })
  .superRefine((map, ctx) => {
    if (map.minScale > map.maxScale)
      ctx.addIssue({ code: 'custom', path: ['minScale'], message: 'minScale' });
    const seen = new Set<number>();
    const check = (
      list: 'treeList' | 'buildingList',
      points: ReadonlyArray<{ x: number; y: number; seatId: number }>,
    ) => {
      for (const [index, point] of points.entries()) {
        if (seen.has(point.seatId))
          ctx.addIssue({ code: 'custom', path: [list, index, 'seatId'], message: 'seatId' });
        seen.add(point.seatId);
        if (point.x > map.width || point.y > map.height)
          ctx.addIssue({ code: 'custom', path: [list, index, 'x'], message: 'outside' });
      }
    };
    check('treeList', map.treeList);
    check('buildingList', map.buildingList);
    for (const [index, area] of map.areaList.entries()) {
      if (area.x > map.width || area.y > map.height)
        ctx.addIssue({ code: 'custom', path: ['areaList', index, 'x'], message: 'outside' });
    }
  });
export type TMapDefinition = z.infer<typeof ZMapDefinition>;
export type TMapDefinitionInput = z.input<typeof ZMapDefinition>;
