import { SPECIES_FIRST, SPECIES_MORE } from '@alma/shared/naming-map/species';
import { sceneSvg } from './campaign-art.ts';
import { makeRandom } from './campaign-random.ts';
import { avenue, buildingGarden, gridPark, lakeside, riverside, type Scene } from './campaign-scenes.ts';
import { PHOTO_SHAPES, SPECIES_NOTES } from './campaign-species-notes.ts';
import { plantTrees, type TreeKind, tieredPrice } from './campaign-trees.ts';
import { type CampaignPlan, mapView, type SeatPlan, yuan } from './campaign-types.ts';
import { CAMPAIGN } from './demo-ids.ts';

type TreeMap = {
  itemsId: number;
  name: string;
  scene: Scene;
  count: number;
  kind: TreeKind;
  areaTitle: string;
  areaPriceFen: number;
  scale: number;
  labelScale: number;
  vr?: string;
};

/** One map of trees: its area, its seats, its picture (canopies under the points) and its view. */
function addTreeMap(plan: CampaignPlan, spec: TreeMap, seed: number): SeatPlan[] {
  const seats = plantTrees(spec.name, spec.scene, spec.count, makeRandom(seed), spec.kind);
  plan.areas.push({
    key: spec.name,
    itemsId: spec.itemsId,
    title: spec.areaTitle,
    type: 3,
    priceFen: spec.areaPriceFen,
    seats,
  });
  plan.pictures[spec.name] = {
    svg: sceneSvg(
      spec.scene,
      seats.map((seat) => [seat.x, seat.y] as const),
    ),
    format: 'jpg',
  };
  plan.maps.push(
    mapView({
      name: spec.name,
      itemsId: spec.itemsId,
      picture: spec.name,
      width: spec.scene.width,
      height: spec.scene.height,
      scale: spec.scale,
      areaKeys: [spec.name],
      labelScale: spec.labelScale,
      vr: spec.vr ?? '',
    }),
  );
  return seats;
}

/** Item 4's prices: every option of the first map's price filter finds trees (doc 4 §9). */
const FIRST_MAP_PRICE = tieredPrice([
  [2099, 30],
  [2999, 20],
  [3999, 12],
  [4999, 8],
  [5800, 8],
  [7200, 6],
  [8800, 5],
  [9999, 3],
  [12000, 3],
  [15800, 2],
  [18800, 1],
  [26000, 1],
  [52000, 0.5],
]);
const OTHER_MAP_PRICE = tieredPrice([
  [2000, 30],
  [3000, 15],
  [5000, 10],
  [6600, 8],
  [8000, 6],
  [10000, 4],
  [16000, 3],
  [20000, 2],
  [28000, 1],
  [50000, 0.5],
]);

const zoneLabel = (zone: string) => (species: string, no: number) =>
  zone.includes(species) ? `${zone} ${no}号` : `${zone} ${species} ${no}号`;
const vrOf = (name: string) => `https://vr.example.com/campus/${name}`;

/** Item 4 (tree map, area yc): level 3 of the east holds the old grove, the demo's largest map. */
export function addFirstTreeMaps(plan: CampaignPlan): void {
  const itemsId = CAMPAIGN.treeMap;
  const zone = (next: string, title: string, scene: Scene, count: number, species: readonly string[]) =>
    addTreeMap(
      plan,
      {
        itemsId,
        name: `yc-3-${next}`,
        scene,
        count,
        kind: { species, label: zoneLabel(title), price: FIRST_MAP_PRICE },
        areaTitle: title,
        areaPriceFen: yuan(2099),
        scale: scene.width > 1500 ? 0.6 : 0.8,
        labelScale: scene.width > 1500 ? 1.2 : 0.9,
        vr: vrOf(`yc-${next}`),
      },
      next.length * 7919 + count,
    );
  zone('grove', '百年林苑', gridPark(2000, 1500, 3, 3, true), 2100, SPECIES_FIRST);
  zone('lake', '湖畔', lakeside(1400, 1000), 120, [...SPECIES_FIRST, '垂柳', '垂柳', '垂柳', '水杉']);
  zone('ginkgo', '银杏大道', avenue(1400, 1000), 80, ['银杏']);
  const library = zone('library', '图书馆东侧', buildingGarden(1400, 1000, '图书馆'), 100, SPECIES_FIRST);
  // The demo orders named these two at the 2,000 yuan of the first batch (donations-data.ts).
  pinTree(library, 3, '香樟', '图书馆东侧 香樟 3号');
  for (const seat of plan.areas.flatMap((area) => area.seats))
    if (seat.label === '银杏大道 12号' || seat.label === '图书馆东侧 香樟 3号') seat.priceFen = yuan(2000);
}

function pinTree(seats: SeatPlan[], no: number, species: string, label: string): void {
  const seat = seats.find((s) => s.displayNo === no);
  if (!seat) throw new Error(`no tree ${no}`);
  seat.seatName = species;
  seat.label = label;
}

/** Item 10's trees (area cpuyc): the other maps' species and prices. */
export function addCpuTreeMaps(plan: CampaignPlan): void {
  const zone = (next: string, title: string, scene: Scene, count: number) =>
    addTreeMap(
      plan,
      {
        itemsId: CAMPAIGN.auditoriumSeats,
        name: `cpuyc-3-${next}`,
        scene,
        count,
        kind: { species: SPECIES_MORE, label: zoneLabel(title), price: OTHER_MAP_PRICE },
        areaTitle: title,
        areaPriceFen: yuan(2000),
        scale: 0.8,
        labelScale: 0.9,
        vr: vrOf(`cpu-${next}`),
      },
      next.length * 104729 + count,
    );
  zone('garden', '实验楼花园', buildingGarden(1400, 1000, '理科实验楼'), 110);
  zone('hill', '东山林地', gridPark(1400, 1000, 3, 2, true), 120);
  zone('shore', '滨湖林带', riverside(1400, 1000), 90);
}

/** Item 13 (xzit): 150 trees on two maps, numbered 1–150 across both. */
export function addXzitTreeMaps(plan: CampaignPlan): void {
  const kind = (start: number): TreeKind => ({
    species: SPECIES_MORE,
    label: (species, no) => `${species} ${no}号`,
    price: () => null,
    start,
    pins: { 8: '桂花' },
  });
  const common = {
    itemsId: CAMPAIGN.xzitTrees,
    count: 75,
    areaPriceFen: yuan(2000),
    scale: 0.8,
    labelScale: 0.7,
  };
  addTreeMap(
    plan,
    { ...common, name: 'xzit-3-avenue', scene: avenue(1400, 1000), kind: kind(1), areaTitle: '林荫大道' },
    31,
  );
  addTreeMap(
    plan,
    { ...common, name: 'xzit-3-lake', scene: lakeside(1400, 1000), kind: kind(76), areaTitle: '镜湖' },
    37,
  );
}

/** Item 12 (gmu): one map, the anniversary grove's 200 trees at 2,000 yuan. */
export function addGmuTreeMap(plan: CampaignPlan): void {
  addTreeMap(
    plan,
    {
      itemsId: CAMPAIGN.gmuTrees,
      name: 'gmu-1',
      scene: gridPark(1400, 1000, 2, 2, false),
      count: 200,
      kind: { species: SPECIES_FIRST, label: (_, no) => `校庆林 第${no}号`, price: () => null },
      areaTitle: '校庆林',
      areaPriceFen: yuan(2000),
      scale: 0.8,
      labelScale: 0.8,
    },
    12,
  );
}

/** Item 8 (hhu): 120 riverside trees, each with its place, family, habit and a photo. */
export function addRiversideTreeMap(plan: CampaignPlan): void {
  const scene = riverside(1400, 1000);
  addTreeMap(
    plan,
    {
      itemsId: CAMPAIGN.riversideTreeMap,
      name: 'hhu-1',
      scene,
      count: 120,
      kind: {
        species: SPECIES_FIRST,
        label: (species, no) => `河畔 ${species} ${no}号`,
        price: () => null,
        intro: (species, no, y) =>
          [
            `位置：河畔校区沿河林带${y < scene.height / 2 ? '北岸' : '南岸'}第${no}号树位`,
            `科属：${SPECIES_NOTES[species]?.family ?? ''}`,
            `生长习性：${SPECIES_NOTES[species]?.habit ?? ''}`,
          ].join('\n'),
        photo: (species) => PHOTO_SHAPES.indexOf(SPECIES_NOTES[species]?.shape ?? 'round'),
      },
      areaTitle: '沿河林带',
      areaPriceFen: yuan(2000),
      scale: 0.8,
      labelScale: 0.7,
    },
    8,
  );
}
