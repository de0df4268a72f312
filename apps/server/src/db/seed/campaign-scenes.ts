/**
 * The campus the campaign maps show, as geometry: lawns (where trees may stand), ponds, paths and
 * buildings. The same geometry draws the picture (campaign-art.ts) and places the points
 * (campaign-trees.ts), so every tree stands on grass and none in the lake.
 */
export type Rect = { x: number; y: number; w: number; h: number };
export type Pond = { cx: number; cy: number; rx: number; ry: number };
export type Path = { points: Array<[number, number]>; width: number; water?: boolean };
export type Building = Rect & { title: string };
export type Scene = {
  width: number;
  height: number;
  lawns: Rect[];
  ponds: Pond[];
  paths: Path[];
  buildings: Building[];
  plazas: Rect[];
};

/** A road through the points given as x, y, x, y …; a river with `water`. */
const road = (width: number, xy: number[], water = false): Path => {
  const points: Array<[number, number]> = [];
  for (let i = 0; i + 1 < xy.length; i += 2) points.push([xy[i]!, xy[i + 1]!]);
  return water ? { points, width, water } : { points, width };
};
const box = (x: number, y: number, w: number, h: number): Rect => ({ x, y, w, h });
const house = (title: string, x: number, y: number, w: number, h: number): Building => ({
  title,
  x,
  y,
  w,
  h,
});

export const centreOf = (r: Rect): [number, number] => [Math.round(r.x + r.w / 2), Math.round(r.y + r.h / 2)];

/** The whole campus (level 1 of every map set, and the building map). */
export const CAMPUS: Scene = {
  width: 1600,
  height: 1200,
  paths: [
    road(44, [0, 600, 1600, 600]),
    road(44, [800, 0, 800, 1200]),
    road(24, [800, 380, 1000, 420, 1250, 380, 1600, 420]),
    road(24, [0, 1040, 800, 1040]),
  ],
  ponds: [{ cx: 1200, cy: 880, rx: 230, ry: 150 }],
  buildings: [
    house('图书馆', 300, 170, 260, 170),
    house('第一教学楼', 80, 380, 200, 130),
    house('理科实验楼', 470, 400, 220, 120),
    house('学生活动中心', 960, 150, 240, 140),
    house('体育馆', 1300, 130, 220, 200),
    house('行政楼', 120, 700, 220, 140),
    house('大礼堂', 430, 700, 300, 230),
    // The alumni wall, on the plaza south of the lake.
    house('校友墙', 900, 1124, 520, 22),
  ],
  plazas: [box(880, 1110, 560, 60), box(330, 60, 200, 80)],
  lawns: [
    box(40, 40, 240, 300),
    box(600, 60, 160, 300),
    box(850, 450, 700, 110),
    box(850, 650, 100, 420),
    box(60, 880, 330, 130),
  ],
};

/** The building map's six buildings (item 11), by their titles on the campus. */
export const NAMED_BUILDINGS = ['图书馆', '第一教学楼', '理科实验楼', '学生活动中心', '体育馆', '行政楼'];

/** The western half at level 2: the ginkgo avenue and the library's lawns. */
export const DISTRICT_WEST: Scene = {
  width: 1600,
  height: 1200,
  paths: [road(90, [0, 620, 1600, 620]), road(40, [900, 0, 900, 1200])],
  ponds: [],
  buildings: [
    house('图书馆', 980, 120, 420, 300),
    house('第一教学楼', 120, 120, 320, 200),
    house('理科实验楼', 1040, 800, 380, 220),
  ],
  plazas: [box(980, 440, 420, 110)],
  lawns: [box(60, 480, 780, 90), box(60, 670, 780, 90), box(1420, 100, 150, 440), box(100, 820, 700, 320)],
};

/** The eastern half at level 2: the old grove and the lake. */
export const DISTRICT_EAST: Scene = {
  width: 1600,
  height: 1200,
  paths: [road(50, [0, 560, 1600, 560]), road(30, [760, 0, 760, 560])],
  ponds: [{ cx: 1050, cy: 880, rx: 380, ry: 220 }],
  buildings: [house('体育馆', 1150, 120, 360, 300)],
  plazas: [],
  lawns: [box(60, 60, 660, 450), box(800, 60, 300, 450), box(60, 620, 500, 520)],
};

/** A park cut into blocks by a grid of paths, a pond in the middle block when asked. */
export function gridPark(width: number, height: number, cols: number, rows: number, pond: boolean): Scene {
  const wide = 36;
  const margin = 30;
  const paths: Path[] = [];
  const lawns: Rect[] = [];
  for (let c = 1; c < cols; c += 1) {
    const x = Math.round((width * c) / cols);
    paths.push(road(wide, [x, 0, x, height]));
  }
  for (let r = 1; r < rows; r += 1) {
    const y = Math.round((height * r) / rows);
    paths.push(road(wide, [0, y, width, y]));
  }
  const w = Math.round(width / cols) - wide - 2 * margin;
  const h = Math.round(height / rows) - wide - 2 * margin;
  for (let c = 0; c < cols; c += 1) {
    for (let r = 0; r < rows; r += 1) {
      const x = Math.round((width * c) / cols) + wide / 2 + margin;
      const y = Math.round((height * r) / rows) + wide / 2 + margin;
      lawns.push(box(x, y, w, h));
    }
  }
  const ponds = pond ? [{ cx: width / 2, cy: height / 2, rx: width / cols / 4, ry: height / rows / 4 }] : [];
  return { width, height, paths, ponds, buildings: [], plazas: [], lawns };
}

/** A lake ringed with lawns. */
export function lakeside(width: number, height: number): Scene {
  return {
    width,
    height,
    paths: [road(40, [0, 70, width, 70])],
    ponds: [{ cx: width / 2, cy: height / 2 + 30, rx: width * 0.3, ry: height * 0.26 }],
    buildings: [],
    plazas: [box(width / 2 - 90, 100, 180, 60)],
    lawns: [box(40, 120, width - 80, height - 160)],
  };
}

/** An avenue with two rows of trees on each side. */
export function avenue(width: number, height: number): Scene {
  const mid = height / 2;
  const strip = (y: number) => box(60, y, width - 120, 46);
  return {
    width,
    height,
    paths: [road(80, [0, mid, width, mid])],
    ponds: [],
    buildings: [
      house('', 120, 60, 360, 160),
      house('', 900, 80, 380, 140),
      house('', 260, height - 220, 420, 150),
    ],
    plazas: [],
    lawns: [strip(mid - 150), strip(mid - 96), strip(mid + 50), strip(mid + 104)],
  };
}

/** A building with gardens beside it. */
export function buildingGarden(width: number, height: number, title: string): Scene {
  return {
    width,
    height,
    paths: [road(40, [560, 0, 560, height])],
    ponds: [{ cx: 1000, cy: height - 180, rx: 140, ry: 80 }],
    buildings: [house(title, 80, 200, 400, height - 400)],
    plazas: [box(80, 80, 400, 90)],
    lawns: [box(620, 60, width - 680, height - 120)],
  };
}

/** A river across the map with tree-lined banks. */
export function riverside(width: number, height: number): Scene {
  const mid = height / 2;
  return {
    width,
    height,
    paths: [
      road(130, [0, mid, width / 2, mid + 40, width, mid], true),
      road(26, [0, mid - 130, width, mid - 110]),
    ],
    ponds: [],
    buildings: [house('', 120, 60, 300, 130)],
    plazas: [],
    lawns: [box(40, 220, width - 80, mid - 380), box(40, mid + 130, width - 80, mid - 180)],
  };
}
