import { BOOK_COPIES_TOTAL } from './book-inventory-data.ts';
import { CAMPAIGN, PROJECT, TYPE } from './demo-ids.ts';
import { JNU_SEATS_OPEN } from './jnu-seats-data.ts';
import type { ProjectSeed } from './project-row.ts';
import { HALL_SEAT_TOTAL, HALL_SEATS_OPEN } from './seat-inventory-data.ts';

const yuan = (amount: number) => amount * 100;
const NAMING_PRICE = yuan(2000);

/** Defaults every naming project shares: itemsType 2, money, seat-style naming objects. */
const naming = { typeId: TYPE.naming, itemsType: 2, crowdType: 1, namingType: 1 } as const;

const acknowledgement = [
  '捐赠鸣谢',
  '冠名捐赠人可获得电子捐赠证书及公益事业捐赠票据，票据在 7 个工作日内开具。',
  '冠名信息经基金会审核后制作铭牌，冠名期限以项目说明为准。',
] as const;

/**
 * Naming projects: a seat and a book project among the ordinary ids, and the campaign projects of
 * spec doc 4 at the ids its pages address. Trees, bricks and buildings are seat-style naming
 * objects (namingType 1), as the campaign calls treat them (seatId, getSeatStatusList).
 */
export const NAMING_PROJECTS: ProjectSeed[] = [
  {
    ...naming,
    id: PROJECT.hallSeats,
    name: '图书馆报告厅座椅冠名',
    nameEn: 'Name a Library Lecture Hall Seat',
    intro: `图书馆报告厅 ${HALL_SEATS_OPEN} 个座椅开放冠名，冠名 10 年 1000 元/座，永久冠名 5000 元/座。`,
    introEn: `${HALL_SEATS_OPEN} seats of the library lecture hall are open for naming: 1,000 yuan a seat for 10 years, 5,000 yuan for good.`,
    cover: 7,
    createdDaysAgo: 240,
    namingCountAll: HALL_SEATS_OPEN,
    isTarget: true,
    targetMoneyFen: yuan(1000) * HALL_SEATS_OPEN,
    sort: 11,
    sections: [
      [
        '项目介绍',
        `图书馆报告厅是学术讲座与学生活动的重要场所，A、B、C 三区与报告厅主场共 ${HALL_SEAT_TOTAL} 个座椅，其中 ${HALL_SEATS_OPEN} 个开放冠名。`,
      ],
      [
        '冠名方式',
        '选择座位与冠名期限并填写铭牌信息：冠名 10 年 1000 元/座，永久冠名 5000 元/座（主场第 1 排另计）。',
      ],
      [...acknowledgement],
    ],
  },
  {
    ...naming,
    namingType: 2,
    id: PROJECT.bookNaming,
    name: '图书馆“书香冠名”藏书计划',
    nameEn: 'Name a Library Book',
    intro: '认捐一本经典图书并为其冠名，书中将贴上您的专属铭牌，每本 100–200 元。',
    introEn: 'Give a classic book and name it: your own bookplate goes inside, 100–200 yuan a book.',
    cover: 8,
    createdDaysAgo: 220,
    namingCountAll: BOOK_COPIES_TOTAL,
    sort: 12,
    sections: [
      [
        '计划介绍',
        `图书馆精选 ${BOOK_COPIES_TOTAL} 册经典图书开放冠名认捐，涵盖文学、历史、科学、艺术、哲学与经济。`,
      ],
      ['冠名方式', '选择书目与数量，填写铭牌上的捐赠人、身份与寄语，每本书的冠名价格见书目。'],
      [...acknowledgement],
    ],
  },
  {
    ...naming,
    id: CAMPAIGN.treeMap,
    name: '校园树木认养冠名',
    nameEn: 'Adopt and Name a Campus Tree',
    intro: '在校园地图上选择一棵树认养冠名，冠名金额 2000 元起，为母校留下一片绿荫。',
    introEn:
      'Choose a tree on the campus map and name it, from 2,000 yuan a tree: leave some shade for your university.',
    cover: 3,
    createdDaysAgo: 330,
    namingCountAll: 2400,
    sort: 13,
    sections: [
      ['活动说明', '校园内 2400 棵景观树开放认养冠名，可按树种和价格在地图上筛选。'],
      ['冠名金额', '每棵树冠名金额 2000 元起，认养期内由学校负责养护并挂设铭牌。'],
      [...acknowledgement],
    ],
  },
  {
    ...naming,
    id: CAMPAIGN.riversideTrees,
    name: '河畔林木认捐',
    nameEn: 'Riverside Trees',
    intro: '认捐河畔校区林木，冠名金额 2000 元/棵，捐赠时在线签署捐赠协议书。',
    introEn: 'Give a tree on the riverside campus, 2,000 yuan a tree, and sign the gift agreement online.',
    cover: 9,
    createdDaysAgo: 300,
    namingCountAll: 120,
    isListed: false,
    sections: [
      ['认捐说明', '河畔校区沿河林带 120 棵树木开放认捐，每棵 2000 元。'],
      ['协议签署', '确认捐赠前，请在线阅读并手写签署捐赠协议书。'],
    ],
  },
  {
    ...naming,
    id: CAMPAIGN.riversideTreeMap,
    name: '河畔林木认捐地图',
    nameEn: 'Riverside Tree Map',
    intro: '在河畔校区地图上查看每棵树的名称、位置与科属，选择心仪的树木认捐。',
    introEn:
      'See every tree of the riverside campus on the map, its name, place and family, and choose yours.',
    cover: 3,
    createdDaysAgo: 300,
    namingCountAll: 120,
    isListed: false,
    sections: [['地图说明', '点击地图上的树木查看详情，空闲树木可直接认捐，冠名金额 2000 元/棵。']],
  },
  {
    ...naming,
    id: CAMPAIGN.auditoriumSeats,
    name: '礼堂座椅冠名',
    nameEn: 'Name an Auditorium Seat',
    intro: '大礼堂规划座椅 1917 个，2023 年首批开放 200 个，冠名金额 2000 元/座。',
    introEn: 'The auditorium will have 1,917 seats; the first 200 opened in 2023, 2,000 yuan a seat.',
    cover: 7,
    createdDaysAgo: 320,
    namingCountAll: 1917,
    isTarget: true,
    targetMoneyFen: NAMING_PRICE * 1917,
    sort: 14,
    sections: [
      ['活动缘起', '为迎接建校 120 周年，学校启动大礼堂座椅冠名活动，诚邀校友为母校献礼。'],
      ['冠名说明', '大礼堂共规划座椅 1917 个，2023 年首批开放 200 个，冠名金额 2000 元/座。'],
      [...acknowledgement],
    ],
  },
  {
    ...naming,
    id: CAMPAIGN.buildings,
    name: '楼宇冠名',
    nameEn: 'Name a Building',
    intro: '教学楼、实验楼与学生活动中心开放冠名，冠名金额与期限请联系基金会商定。',
    introEn:
      'Teaching buildings, laboratories and the student centre are open for naming; ask the foundation for the amount and term.',
    cover: 2,
    createdDaysAgo: 320,
    namingCountAll: 6,
    isListed: false,
    sections: [['冠名公告', '6 栋楼宇开放冠名，冠名方案一事一议，请在地图中点击楼宇查看联系方式。']],
  },
  {
    ...naming,
    id: CAMPAIGN.gmuTrees,
    name: '校园树木认养（gmu 活动）',
    nameEn: 'Adopt a Campus Tree (gmu campaign)',
    intro: '校庆林木认养活动，阅读活动说明后在地图上选择树木，冠名金额 2000 元/棵。',
    introEn:
      'Adopt a tree for the anniversary: read the campaign notes, then choose a tree on the map, 2,000 yuan a tree.',
    cover: 9,
    createdDaysAgo: 280,
    namingCountAll: 200,
    isListed: false,
    sections: [['活动说明', '校庆林 200 棵树木开放认养，冠名金额 2000 元/棵，认养后挂设铭牌。']],
  },
  {
    ...naming,
    id: CAMPAIGN.xzitTrees,
    name: '树木冠名（xzit 校区）',
    nameEn: 'Name a Tree (xzit campus)',
    intro: '为 xzit 校区的树木冠名，冠名金额 2000 元起，已冠名的树木可在冠名榜查看。',
    introEn:
      'Name a tree of the xzit campus, from 2,000 yuan a tree; the named trees are on the honour list.',
    cover: 3,
    createdDaysAgo: 270,
    namingCountAll: 150,
    isListed: false,
    sections: [['活动说明', '校区 150 棵树木开放冠名，冠名金额 2000 元/棵。']],
  },
  {
    ...naming,
    id: CAMPAIGN.alumniWall,
    name: '校友墙砖冠名',
    nameEn: 'Name a Brick on the Alumni Wall',
    intro: '校友墙共 850 块墙砖，冠名金额 2000 元/块，把名字留在母校。',
    introEn: 'The alumni wall has 850 bricks, 2,000 yuan a brick: leave your name at your university.',
    cover: 10,
    createdDaysAgo: 310,
    namingCountAll: 850,
    isTarget: true,
    targetMoneyFen: NAMING_PRICE * 850,
    sort: 15,
    sections: [
      ['校友墙', '校友墙位于校史馆南侧广场，共 850 块墙砖，每一块都将镌刻一位校友的名字与寄语。'],
      ['冠名说明', '冠名金额 2000 元/块，冠名长期有效。'],
      [...acknowledgement],
    ],
  },
  {
    ...naming,
    id: PROJECT.jnuSeats,
    name: '校庆礼堂座椅冠名（校友专享）',
    nameEn: 'Anniversary Auditorium Seats (alumni only)',
    intro: `为迎接建校 120 周年，礼堂一楼 ${JNU_SEATS_OPEN} 个座椅向认证校友开放冠名，2000 元/座，永久冠名。`,
    introEn: `For the 120th anniversary, ${JNU_SEATS_OPEN} ground-floor auditorium seats are open to verified alumni: 2,000 yuan a seat, for good.`,
    cover: 7,
    createdDaysAgo: 200,
    namingCountAll: JNU_SEATS_OPEN,
    isListed: false,
    isAlumni: true,
    sections: [
      ['活动说明', '本次座椅冠名活动仅面向已认证的校友开放，冠名金额 2000 元/座，冠名长期有效。'],
      ['冠名方式', '选择座位并填写铭牌上的捐赠人、身份与寄语，支付后座椅即显示为已冠名。'],
      [...acknowledgement],
    ],
  },
];
