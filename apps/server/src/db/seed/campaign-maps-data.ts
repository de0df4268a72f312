import { auditoriumSvg, installPhotoSvg, sceneSvg, treePhotoSvg, wallSvg } from './campaign-art.ts';
import {
  CAMPUS,
  centreOf,
  DISTRICT_EAST,
  DISTRICT_WEST,
  NAMED_BUILDINGS,
  type Scene,
} from './campaign-scenes.ts';
import { PHOTO_SHAPES } from './campaign-species-notes.ts';
import {
  addCpuTreeMaps,
  addFirstTreeMaps,
  addGmuTreeMap,
  addRiversideTreeMap,
  addXzitTreeMaps,
} from './campaign-tree-maps.ts';
import { type AreaPlan, areaPoint, type CampaignPlan, mapView, yuan } from './campaign-types.ts';
import {
  auditoriumAreas,
  buildingSeats,
  HALL_HEIGHT,
  HALL_WIDTH,
  WALL_BOTTOM,
  WALL_HEIGHT,
  WALL_TOP,
  WALL_WIDTH,
  wallArea,
  wallBricks,
} from './campaign-venues.ts';
import { CAMPAIGN } from './demo-ids.ts';

/** doc 4 §9: 2000 yuan a seat, tree and brick; buildings by arrangement, priced so an order works. */
const PRICE = yuan(2000);
const BUILDING_PRICE = yuan(1_000_000);

const WEST_HALF = [30, 30, 800, 1170] as const;
const EAST_HALF = [800, 30, 1570, 1170] as const;
/**
 * Labels of area points stand within this band of the 1600 px wide maps: a phone's first view at
 * 0.75 shows about 520 px of it (from 540), so every area of a level can be seen and tapped.
 */
const LABEL_BAND = [600, 1000] as const;
const inBand = (x0: number, x1: number) => ({
  x: Math.min(Math.max((x0 + x1) / 2, LABEL_BAND[0]), LABEL_BAND[1]),
});

function buildingsOn(scene: Scene, titles: readonly string[], intro: (title: string) => string) {
  return titles.map((title) => {
    const building = scene.buildings.find((b) => b.title === title);
    if (!building) throw new Error(`no building ${title}`);
    const [x, y] = centreOf(building);
    return { title, x, y, intro: intro(title) };
  });
}

/** Level 1 and 2 of a tree campaign: the campus, then a half of it, then the zones. */
function addLevels(
  plan: CampaignPlan,
  itemsId: number,
  area: string,
  halves: Array<[string, string, string[][]]>,
) {
  const campus = mapView({
    name: `${area}-1`,
    itemsId,
    picture: 'campus',
    width: 1600,
    height: 1200,
    scale: 0.75,
  });
  halves.forEach(([next, title, zones], index) => {
    const half = index === 0 ? WEST_HALF : EAST_HALF;
    campus.areaList.push(areaPoint(index + 1, next, title, half, inBand(half[0], half[2])));
    const picture = index === 0 ? 'west' : 'east';
    const district = mapView({
      name: `${area}-2-${next}`,
      itemsId,
      picture,
      width: 1600,
      height: 1200,
      scale: 0.75,
    });
    zones.forEach(([zoneNext, zoneTitle], zoneIndex) => {
      const box = ZONE_BOXES[picture][zoneIndex]!;
      district.areaList.push(areaPoint(zoneIndex + 1, zoneNext!, zoneTitle!, box, inBand(box[0], box[2])));
    });
    plan.maps.push(district);
  });
  plan.maps.push(campus);
}

/** Where the zones sit on the two level-2 pictures (DISTRICT_WEST, DISTRICT_EAST). */
const ZONE_BOXES: Record<'west' | 'east', Array<readonly [number, number, number, number]>> = {
  west: [
    [60, 470, 840, 770],
    [960, 100, 1580, 560],
  ],
  east: [
    [50, 50, 1110, 520],
    [600, 620, 1500, 1140],
  ],
};

/** Everything the campaign maps of doc 4 show, as a plan (deterministic: same every time). */
export function buildCampaignPlan(): CampaignPlan {
  const plan: CampaignPlan = { areas: [], maps: [], pictures: {} };
  plan.pictures.campus = { svg: sceneSvg(CAMPUS), format: 'jpg' };
  plan.pictures.west = { svg: sceneSvg(DISTRICT_WEST), format: 'jpg' };
  plan.pictures.east = { svg: sceneSvg(DISTRICT_EAST), format: 'jpg' };
  PHOTO_SHAPES.forEach((shape, index) => {
    plan.pictures[`photo-${index}`] = { svg: treePhotoSvg(shape), format: 'jpg' };
  });
  plan.pictures.install = { svg: installPhotoSvg(), format: 'jpg' };

  // Item 4: yc-1 → yc-2-west|east → yc-3-ginkgo|library|grove|lake.
  addLevels(plan, CAMPAIGN.treeMap, 'yc', [
    [
      'west',
      '西区',
      [
        ['ginkgo', '银杏大道'],
        ['library', '图书馆东侧'],
      ],
    ],
    [
      'east',
      '东区',
      [
        ['grove', '百年林苑'],
        ['lake', '湖畔'],
      ],
    ],
  ]);
  addFirstTreeMaps(plan);

  // Item 10: the cpu trees, and the auditorium's first floor.
  addLevels(plan, CAMPAIGN.auditoriumSeats, 'cpuyc', [
    ['north', '北区', [['garden', '实验楼花园']]],
    [
      'south',
      '南区',
      [
        ['hill', '东山林地'],
        ['shore', '滨湖林带'],
      ],
    ],
  ]);
  addCpuTreeMaps(plan);
  const hall = auditoriumAreas(CAMPAIGN.auditoriumSeats, 'seat-1', PRICE);
  plan.areas.push(...hall);
  plan.pictures['seat-1'] = {
    svg: auditoriumSvg(
      HALL_WIDTH,
      HALL_HEIGHT,
      hall.flatMap((a) => a.seats),
    ),
    format: 'jpg',
  };
  plan.maps.push(
    mapView({
      name: 'seat-1',
      itemsId: CAMPAIGN.auditoriumSeats,
      picture: 'seat-1',
      width: HALL_WIDTH,
      height: HALL_HEIGHT,
      scale: 0.3,
      minScale: 0.2,
      maxScale: 1.2,
      areaKeys: hall.map((area) => area.key),
      pointKind: 'seat',
      labelScale: 0.6,
      title: '一楼',
    }),
  );

  // Item 11: six buildings on the campus.
  const buildings = buildingsOn(
    CAMPUS,
    NAMED_BUILDINGS,
    (title) => `位置：主校区${title}\n冠名方式：一事一议，请联系基金会`,
  );
  addArea(plan, {
    key: 'build-1',
    itemsId: CAMPAIGN.buildings,
    title: '楼宇',
    type: 3,
    priceFen: BUILDING_PRICE,
    seats: buildingSeats('build-1', buildings),
  });
  plan.maps.push(
    mapView({
      name: 'build-1',
      itemsId: CAMPAIGN.buildings,
      picture: 'campus',
      width: 1600,
      height: 1200,
      scale: 0.75,
      areaKeys: ['build-1'],
      labelScale: 0.75,
    }),
  );

  addGmuTreeMap(plan);

  // Item 13: trees at level 3, buildings at levels 1 and 2 (they open a contact dialog).
  addLevels(plan, CAMPAIGN.xzitTrees, 'xzit', [
    ['west', '西区', [['avenue', '林荫大道']]],
    ['east', '东区', [['lake', '镜湖']]],
  ]);
  addXzitTreeMaps(plan);
  const contact = (title: string) => `位置：${title}\n冠名请联系基金会`;
  const xzitBuildings = [
    ...buildingSeats('xzit-1', buildingsOn(CAMPUS, ['学生活动中心', '行政楼'], contact), 1),
    ...buildingSeats('xzit-2-west', buildingsOn(DISTRICT_WEST, ['图书馆'], contact), 3),
    ...buildingSeats('xzit-2-east', buildingsOn(DISTRICT_EAST, ['体育馆'], contact), 4),
  ];
  addArea(plan, {
    key: 'xzit-buildings',
    itemsId: CAMPAIGN.xzitTrees,
    title: '楼宇',
    type: 3,
    priceFen: BUILDING_PRICE,
    seats: xzitBuildings,
  });
  for (const map of plan.maps)
    if (['xzit-1', 'xzit-2-west', 'xzit-2-east'].includes(map.name)) map.areaKeys.push('xzit-buildings');

  // Item 15: the alumni wall.
  addArea(plan, wallArea(CAMPAIGN.alumniWall, 'wall-1', PRICE));
  plan.pictures['wall-1'] = {
    svg: wallSvg(WALL_WIDTH, WALL_HEIGHT, wallBricks(), WALL_TOP, WALL_BOTTOM),
    format: 'jpg',
  };
  plan.maps.push(
    mapView({
      name: 'wall-1',
      itemsId: CAMPAIGN.alumniWall,
      picture: 'wall-1',
      width: WALL_WIDTH,
      height: WALL_HEIGHT,
      scale: 0.5,
      areaKeys: ['wall-1'],
      pointKind: 'brick',
      labelScale: 0.9,
    }),
  );

  addRiversideTreeMap(plan);
  return plan;
}

function addArea(plan: CampaignPlan, area: AreaPlan): void {
  plan.areas.push(area);
}
