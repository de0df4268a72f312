import { ZMapDefinition } from '@alma/shared/naming-map/map-definition';
import type { FileStorage } from '../../integrations/storage/file-storage.ts';
import type { Tx } from '../client.ts';
import { namingMaps } from '../schema/naming.ts';
import { titleEnOf } from './campaign-map-titles.ts';
import { buildCampaignPlan } from './campaign-maps-data.ts';
import { insertCampaignNamings } from './campaign-namings.ts';
import { placeCampaignPictures, renderCampaignPictures, storeCampaignPictures } from './campaign-pictures.ts';
import { insertCampaignSeats, type Placed, seatIndexOf } from './campaign-seat-rows.ts';
import type { MapPlan } from './campaign-types.ts';
import type { DemoClock } from './demo-clock.ts';

/** The phone the first view is centred for (the bench's 390×844). */
const PHONE = { width: 390, height: 844 };

/** A map's definition as the web loads it, checked by the schema every save goes through. */
export function definitionOf(
  map: MapPlan,
  placed: readonly Placed[],
  areaIds: Map<string, number>,
  picture: string,
) {
  const mine = placed.filter((seat) => seat.plan.map === map.name);
  // The first view shows what there is to tap: the middle of the area labels and buildings, or
  // of the map when it has only trees (they are everywhere), kept within the map's edges.
  const landmarks = [
    ...map.areaList,
    ...mine.filter((seat) => seat.plan.building !== null).map((seat) => seat.plan),
  ];
  const focus = (axis: 'x' | 'y', size: number) =>
    landmarks.length ? landmarks.reduce((sum, mark) => sum + mark[axis], 0) / landmarks.length : size / 2;
  const centre = (axis: 'x' | 'y', size: number, viewport: number) =>
    Math.round(
      Math.min(
        Math.max(focus(axis, size) * map.scale - viewport / 2, 0),
        Math.max(0, size * map.scale - viewport),
      ),
    );
  return ZMapDefinition.parse({
    width: map.width,
    height: map.height,
    scale: map.scale,
    minScale: map.minScale,
    maxScale: map.maxScale,
    top: centre('y', map.height, PHONE.height),
    left: centre('x', map.width, PHONE.width),
    map: picture,
    areaList: map.areaList,
    treeList: mine
      .filter((seat) => seat.plan.building === null)
      .map(({ plan, stored }) => ({ id: plan.displayNo, x: plan.x, y: plan.y, seatId: stored.id })),
    buildingList: mine
      .filter((seat) => seat.plan.building !== null)
      .map(({ plan, stored }) => ({
        id: plan.displayNo,
        x: plan.x,
        y: plan.y,
        seatId: stored.id,
        isHide: false,
        title: plan.building ?? '',
        titleEn: titleEnOf(plan.building ?? ''),
      })),
    areaIdList: map.areaKeys.map((key) => {
      const id = areaIds.get(key);
      if (id === undefined) throw new Error(`map ${map.name} names unknown area ${key}`);
      return id;
    }),
    pointKind: map.pointKind,
    labelScale: map.labelScale,
    title: map.title,
    titleEn: titleEnOf(map.title),
    vr: map.vr,
  });
}

/**
 * The campaign maps of doc 4 (items 4, 8, 10, 11, 12, 13, 15): the campus pictures, the seat
 * areas and their trees, seats, bricks and buildings, the map definitions, and the demo orders'
 * namings. Runs inside the demo seed's transaction.
 */
export async function insertCampaignMaps(tx: Tx, storage: FileStorage, clock: DemoClock): Promise<void> {
  const plan = buildCampaignPlan();
  const places = placeCampaignPictures(plan.pictures, storage, clock.now);
  // sharp draws off the main thread while the rows go in; a failed insert still waits for it below.
  const rendering = renderCampaignPictures(plan.pictures);
  rendering.catch(() => undefined);
  const { areaIds, placed } = await insertCampaignSeats(tx, plan, places);
  await tx.insert(namingMaps).values(
    plan.maps.map((map) => {
      const picture = places[map.picture]?.url;
      if (!picture) throw new Error(`map ${map.name} has no picture ${map.picture}`);
      return {
        itemsId: map.itemsId,
        name: map.name,
        definition: definitionOf(map, placed, areaIds, picture),
      };
    }),
  );
  await insertCampaignNamings(tx, seatIndexOf(placed), places.install?.url ?? '', clock);
  await storeCampaignPictures(tx, storage, await rendering, places);
}
