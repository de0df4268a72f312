import type { togethers } from '../schema/donations.ts';
import type { DemoClock } from './demo-clock.ts';
import { CAMPAIGN as C, PROJECT as P, SUB_PROJECT as S, USER } from './demo-ids.ts';

/**
 * One demo order. `amount` is yuan, or units for a goods project. Orders are PAID unless a
 * status is given; the totals of projects, sub-projects and togethers are summed from the PAID ones.
 */
export type Gift = {
  user: number;
  item: number;
  amount: number;
  days: number;
  hour: number;
  sub?: number;
  together?: number;
  anonymous?: boolean;
  /** Directory label of what a naming order names. */
  seats?: string;
  /** How many objects a naming order names (seats, books); 1 when not given. */
  named?: number;
  status?: 'CANCELLED' | 'EXPIRED';
};

export const TOGETHER = { scholarshipAlumni: 1, scholarshipDemo: 2, innovation: 3, lunch: 4 } as const;

export function togetherRows(clock: DemoClock): Array<typeof togethers.$inferInsert> {
  return [
    {
      id: TOGETHER.scholarshipAlumni,
      itemsId: P.scholarship,
      userId: 3,
      sponsor: '张明远',
      slogan: '寒门学子，一路有我',
      targetMoneyFen: 500_000,
      createdAt: clock.at(120, 19, 50),
    },
    {
      id: TOGETHER.scholarshipDemo,
      itemsId: P.scholarship,
      userId: USER.demo,
      sponsor: '演示用户',
      slogan: '点滴爱心，汇聚成河',
      targetMoneyFen: 200_000,
      createdAt: clock.at(45, 12, 10),
    },
    {
      id: TOGETHER.innovation,
      itemsId: P.innovation,
      userId: USER.alumni,
      sponsor: '林知远',
      slogan: '支持学弟学妹追逐创业梦想',
      isNoTarget: true,
      createdAt: clock.at(95, 21, 5),
    },
    {
      id: TOGETHER.lunch,
      itemsId: P.lunch,
      userId: 6,
      sponsor: '陈晓婷',
      slogan: '一份午餐，一份温暖',
      targetMoneyFen: 150_000,
      createdAt: clock.at(28, 11, 30),
    },
  ];
}

const T = TOGETHER;
const g = (
  user: number,
  item: number,
  amount: number,
  days: number,
  hour: number,
  extra: Partial<Gift> = {},
) => ({
  user,
  item,
  amount,
  days,
  hour,
  ...extra,
});

/** The donors of each together are distinct, so its participants count is also its donor count. */
export const GIFTS: Gift[] = [
  // 励志奖学金: two togethers and direct gifts
  g(3, P.scholarship, 1000, 120, 20, { together: T.scholarshipAlumni }),
  g(4, P.scholarship, 200, 119, 9, { together: T.scholarshipAlumni }),
  g(8, P.scholarship, 500, 118, 21, { together: T.scholarshipAlumni }),
  g(10, P.scholarship, 100, 115, 13, { together: T.scholarshipAlumni }),
  g(12, P.scholarship, 50, 110, 22, { together: T.scholarshipAlumni }),
  g(USER.demo, P.scholarship, 100, 45, 12, { together: T.scholarshipDemo }),
  g(9, P.scholarship, 200, 44, 18, { together: T.scholarshipDemo }),
  g(14, P.scholarship, 10, 43, 20, { together: T.scholarshipDemo }),
  g(15, P.scholarship, 50, 40, 8, { together: T.scholarshipDemo }),
  g(7, P.scholarship, 5000, 300, 10),
  g(11, P.scholarship, 1000, 250, 15, { anonymous: true }),
  g(5, P.scholarship, 2000, 200, 19),
  g(17, P.scholarship, 10, 20, 7),
  g(16, P.scholarship, 50, 12, 23),
  g(18, P.scholarship, 1000, 8, 16),
  g(9, P.scholarship, 500, 7, 14, { status: 'CANCELLED' }),
  // 书香校园: goods, in 本
  g(10, P.books, 50, 400, 11, { anonymous: true }),
  g(13, P.books, 10, 160, 20),
  g(6, P.books, 20, 90, 10),
  g(USER.demo, P.books, 4, 60, 21),
  g(17, P.books, 6, 30, 9),
  g(16, P.books, 2, 4, 22, { status: 'EXPIRED' }),
  // 学科建设: every gift chooses a college
  g(7, P.discipline, 10000, 320, 10, { sub: S.math }),
  g(5, P.discipline, 20000, 280, 15, { sub: S.computing }),
  g(3, P.discipline, 5000, 210, 9, { sub: S.computing }),
  g(11, P.discipline, 3000, 190, 20, { sub: S.chemistry }),
  g(13, P.discipline, 1000, 150, 12, { sub: S.literature }),
  g(USER.alumni, P.discipline, 2000, 100, 21, { sub: S.computing }),
  g(9, P.discipline, 500, 70, 8, { sub: S.math }),
  g(18, P.discipline, 800, 25, 17, { sub: S.literature }),
  // 绿化工程: completed, exactly its 50,000 target
  g(7, P.greening, 20000, 520, 10),
  g(5, P.greening, 10000, 500, 14),
  g(3, P.greening, 8000, 480, 20),
  g(11, P.greening, 5000, 470, 9, { anonymous: true }),
  g(4, P.greening, 3000, 450, 19),
  g(12, P.greening, 2000, 430, 12),
  g(6, P.greening, 1000, 410, 22),
  g(15, P.greening, 1000, 390, 18),
  // 饮水思源: alumni only, fixed amounts
  g(USER.alumni, P.alumniFund, 1000, 60, 20),
  g(3, P.alumniFund, 500, 55, 21),
  g(5, P.alumniFund, 5000, 40, 10),
  g(7, P.alumniFund, 100, 35, 8),
  g(11, P.alumniFund, 500, 15, 19),
  g(USER.alumni, P.alumniFund, 100, 5, 9),
  // 暖冬行动: closed a year ago
  g(4, P.winter, 300, 540, 20),
  g(8, P.winter, 200, 535, 12),
  g(10, P.winter, 1000, 530, 21, { anonymous: true }),
  g(14, P.winter, 100, 528, 9),
  g(16, P.winter, 50, 525, 18),
  g(13, P.winter, 500, 520, 11),
  // 创新创业: a together without target
  g(12, P.innovation, 1000, 140, 15),
  g(USER.alumni, P.innovation, 2000, 95, 21, { together: T.innovation }),
  g(9, P.innovation, 300, 94, 10, { together: T.innovation }),
  g(15, P.innovation, 200, 90, 20, { together: T.innovation }),
  g(17, P.innovation, 100, 88, 13, { together: T.innovation }),
  g(6, P.innovation, 500, 75, 22),
  // 爱心午餐: goods, in 份; the together reaches its 1,500 yuan target
  g(4, P.lunch, 100, 200, 12),
  g(6, P.lunch, 40, 28, 11, { together: T.lunch }),
  g(10, P.lunch, 20, 27, 19, { together: T.lunch }),
  g(14, P.lunch, 10, 26, 21, { together: T.lunch }),
  g(13, P.lunch, 30, 22, 8, { together: T.lunch, anonymous: true }),
  // 校史馆 and 青年教师
  g(7, P.history, 2000, 260, 10),
  g(17, P.history, 500, 170, 20),
  g(9, P.history, 100, 16, 22, { anonymous: true }),
  g(16, P.history, 20, 6, 12),
  g(3, P.teachers, 3000, 240, 9),
  g(13, P.teachers, 200, 65, 20),
  g(USER.demo, P.teachers, 200, 10, 19),
  // 报告厅座椅 (1000 yuan a seat) and 书香冠名 (price per book)
  g(5, P.hallSeats, 1000, 210, 15, { seats: '报告厅 A区 3排5座' }),
  g(8, P.hallSeats, 1000, 205, 10, { seats: '报告厅 A区 3排6座' }),
  g(11, P.hallSeats, 2000, 180, 20, { seats: '报告厅 B区 1排1座、报告厅 B区 1排2座', named: 2 }),
  g(USER.demo, P.hallSeats, 1000, 33, 21, { seats: '报告厅 C区 5排9座' }),
  g(4, P.bookNaming, 300, 130, 9, { seats: '《平凡的世界》×2', named: 2 }),
  g(14, P.bookNaming, 120, 98, 20, { seats: '《红岩》×1' }),
  g(18, P.bookNaming, 400, 70, 22, { seats: '《百年孤独》×1、《围城》×2', named: 3 }),
  g(12, P.bookNaming, 540, 50, 13, { seats: '《三体》×3', named: 3 }),
  // Campaigns: 2000 yuan per seat, tree or brick
  g(USER.alumni, C.auditoriumSeats, 2000, 150, 10, { seats: '一楼 A区 3排5座' }),
  g(3, C.auditoriumSeats, 2000, 148, 20, { seats: '一楼 A区 3排6座' }),
  g(7, C.auditoriumSeats, 4000, 90, 15, { seats: '一楼 B区 7排12座、一楼 B区 7排13座', named: 2 }),
  g(18, C.auditoriumSeats, 2000, 18, 11, { seats: '一楼 C区 1排8座' }),
  g(4, C.auditoriumSeats, 2000, 2, 21, { seats: '一楼 A区 4排1座', status: 'EXPIRED' }),
  g(5, C.alumniWall, 2000, 130, 16, { seats: '第2排 第16块' }),
  g(11, C.alumniWall, 2000, 60, 20, { seats: '第5排 第3块' }),
  g(USER.demo, C.alumniWall, 2000, 3, 10, { seats: '第8排 第21块' }),
  g(15, C.treeMap, 2000, 75, 9, { seats: '银杏大道 12号' }),
  g(8, C.treeMap, 2000, 44, 17, { seats: '图书馆东侧 香樟 3号' }),
  g(12, C.gmuTrees, 2000, 14, 10, { seats: '校庆林 第15号' }),
  g(10, C.xzitTrees, 2000, 36, 20, { seats: '桂花 8号' }),
];
