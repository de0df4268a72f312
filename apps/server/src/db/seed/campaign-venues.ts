import type { Rect } from './campaign-scenes.ts';
import type { AreaPlan, SeatPlan } from './campaign-types.ts';

/**
 * The auditorium's first floor and the alumni wall (doc 4 §9): 1,917 seats of which the 200 of
 * the 2023 batch are open, and 850 bricks. Grids, so their areas are grid areas with rows and
 * columns (the seat chart and 'N seats together' read those).
 */

/**
 * Twice the size of the other pictures: the seat map opens at zoom 0.3 (doc 4 §2.3), and a map
 * may never be drawn smaller than the screen (doc 4 §4), so its picture must be taller than a
 * phone's map at 0.3 (844 / 0.3 ≈ 2,800 px).
 */
export const HALL_WIDTH = 4000;
export const HALL_HEIGHT = 3000;
const BLOCKS = [
  { name: 'A', seats: 20 },
  { name: 'B', seats: 31 },
  { name: 'C', seats: 20 },
] as const;
export const HALL_ROWS = 27;
const SEAT_PITCH = 48;
const ROW_PITCH = 76;
const AISLE = 120;

/** Seat numbers count from the aisle in the side blocks, left to right in the middle one. */
function seatNumber(block: 'A' | 'B' | 'C', col: number, width: number): number {
  return block === 'A' ? width - col : col + 1;
}

/** The first batch (2023): the middle block's centre of rows 1–10 and the aisle seats in front. */
function isOpen(block: 'A' | 'B' | 'C', row: number, no: number): boolean {
  if (block === 'B') return row <= 10 && no >= 10 && no <= 22;
  if (block === 'A') return row <= 5 && no <= 6;
  return row <= 5 && no <= 8;
}

export function auditoriumAreas(itemsId: number, map: string, priceFen: number): AreaPlan[] {
  const total = BLOCKS.reduce((sum, b) => sum + b.seats, 0);
  const spanX = total * SEAT_PITCH + (BLOCKS.length - 1) * AISLE;
  const centre = HALL_WIDTH / 2;
  let left = (HALL_WIDTH - spanX) / 2 + SEAT_PITCH / 2;
  let before = 0;
  return BLOCKS.map((block) => {
    const seats: SeatPlan[] = [];
    for (let row = 1; row <= HALL_ROWS; row += 1) {
      for (let col = 0; col < block.seats; col += 1) {
        const x = Math.round(left + col * SEAT_PITCH);
        // The rows bow towards the stage at the sides.
        const bow = 100 * ((x - centre) / (spanX / 2)) ** 2;
        const no = seatNumber(block.name, col, block.seats);
        seats.push({
          label: `一楼 ${block.name}区 ${row}排${no}座`,
          displayNo: (row - 1) * total + before + col + 1,
          seatName: `${block.name}区`,
          seatIntro: '',
          photo: null,
          status: isOpen(block.name, row, no) ? 1 : 3,
          priceFen: null,
          rowNo: row,
          colNo: col + 1,
          map,
          x,
          y: Math.round(720 + (row - 1) * ROW_PITCH - bow),
          building: null,
        });
      }
    }
    left += block.seats * SEAT_PITCH + AISLE;
    before += block.seats;
    return { key: `${map}-${block.name}`, itemsId, title: `一楼 ${block.name}区`, type: 1, priceFen, seats };
  });
}

export const WALL_WIDTH = 2000;
export const WALL_HEIGHT = 1000;
export const WALL_ROWS = 17;
export const WALL_COLS = 50;
const BRICK = { w: 34, h: 24, gap: 3 };
export const WALL_TOP = 300;
export const WALL_BOTTOM = WALL_TOP + WALL_ROWS * (BRICK.h + BRICK.gap);

/** Each brick's rectangle, row by row from the top, for the picture. */
export function wallBricks(): Rect[] {
  const left = (WALL_WIDTH - WALL_COLS * (BRICK.w + BRICK.gap)) / 2;
  const out: Rect[] = [];
  for (let row = 0; row < WALL_ROWS; row += 1) {
    for (let col = 0; col < WALL_COLS; col += 1) {
      out.push({
        x: Math.round(left + col * (BRICK.w + BRICK.gap)),
        y: WALL_TOP + row * (BRICK.h + BRICK.gap),
        w: BRICK.w,
        h: BRICK.h,
      });
    }
  }
  return out;
}

export function wallArea(itemsId: number, map: string, priceFen: number): AreaPlan {
  const seats = wallBricks().map((brick, index): SeatPlan => {
    const row = Math.floor(index / WALL_COLS) + 1;
    const col = (index % WALL_COLS) + 1;
    return {
      label: `第${row}排 第${col}块`,
      displayNo: index + 1,
      seatName: '校友墙砖',
      seatIntro: `位置：校友墙第${row}排第${col}块`,
      photo: null,
      status: 1,
      priceFen: null,
      rowNo: row,
      colNo: col,
      map,
      x: brick.x + brick.w / 2,
      y: brick.y + brick.h / 2,
      building: null,
    };
  });
  return { key: map, itemsId, title: '校友墙', type: 1, priceFen, seats };
}

/** Buildings as naming objects: drawn in a map's buildingList, named by title. */
export function buildingSeats(
  map: string,
  list: ReadonlyArray<{ title: string; x: number; y: number; intro: string }>,
  firstNo = 1,
): SeatPlan[] {
  return list.map((b, index) => ({
    label: b.title,
    displayNo: firstNo + index,
    seatName: b.title,
    seatIntro: b.intro,
    photo: null,
    status: 1,
    priceFen: null,
    rowNo: null,
    colNo: null,
    map,
    x: b.x,
    y: b.y,
    building: b.title,
  }));
}
