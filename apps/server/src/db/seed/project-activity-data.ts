import type { leavewords } from '../schema/donations.ts';
import type { progressEntries, subItems, usePublicity } from '../schema/items.ts';
import type { DemoClock } from './demo-clock.ts';
import { PROJECT, SUB_PROJECT } from './demo-ids.ts';
import type { DemoImages } from './images.ts';

export const SUB_ITEMS: Array<typeof subItems.$inferInsert> = [
  {
    id: SUB_PROJECT.math,
    itemsId: PROJECT.discipline,
    name: '数学与统计学院',
    nameEn: 'School of Mathematics and Statistics',
    sort: 1,
  },
  {
    id: SUB_PROJECT.computing,
    itemsId: PROJECT.discipline,
    name: '计算机科学与技术学院',
    nameEn: 'School of Computer Science',
    sort: 2,
  },
  {
    id: SUB_PROJECT.chemistry,
    itemsId: PROJECT.discipline,
    name: '化学化工学院',
    nameEn: 'School of Chemical Engineering',
    sort: 3,
  },
  {
    id: SUB_PROJECT.literature,
    itemsId: PROJECT.discipline,
    name: '文学院',
    nameEn: 'School of Literature',
    sort: 4,
  },
];

export function progressRows(
  images: DemoImages,
  clock: DemoClock,
): Array<typeof progressEntries.$inferInsert> {
  const photo = (index: number) => images.covers[index % images.covers.length]!;
  const rows: Array<[itemsId: number, daysAgo: number, content: string, photos: number[]]> = [
    [
      PROJECT.scholarship,
      100,
      '首批励志奖学金评审完成，2 名同学获得资助，名单已在学生资助管理中心网站公示。',
      [0, 6],
    ],
    [PROJECT.scholarship, 30, '受助同学代表写来感谢信，分享了这一年的学习与成长。', [2]],
    [PROJECT.discipline, 120, '计算机科学与技术学院人工智能实验室完成设备招标，预计下学期投入使用。', [2, 7]],
    [PROJECT.discipline, 45, '数学与统计学院举办青年学者论坛，邀请 12 位海内外学者来校交流。', [10]],
    [PROJECT.greening, 400, '新校区中心绿地规划设计方案通过专家评审。', [3]],
    [PROJECT.greening, 370, '首批 120 株乔木栽植完成，成活率达 98%。', [9, 3]],
    [PROJECT.greening, 330, '绿化工程全面竣工并通过验收，欢迎校友回校参观。', [9]],
    [PROJECT.innovation, 60, '第一期创新创业训练营开营，15 支学生团队入选。', [5, 0]],
  ];
  return rows.map(([itemsId, days, content, photos]) => ({
    itemsId,
    progressDate: clock.day(days),
    content,
    attachmentList: photos.map(photo),
  }));
}

export function publicityRows(clock: DemoClock): Array<typeof usePublicity.$inferInsert> {
  const rows: Array<[itemsId: number, daysAgo: number, title: string, yuan: number]> = [
    [PROJECT.scholarship, 90, '第一批励志奖学金发放（2 人）', 8000],
    [PROJECT.greening, 360, '购置银杏、香樟、桂花等乔木 120 株', 28000],
    [PROJECT.greening, 345, '草坪与灌木种植', 15000],
    [PROJECT.greening, 330, '景观步道与养护设施', 7000],
    [PROJECT.winter, 505, '为 6 名同学购置冬衣与被褥', 1500],
    [PROJECT.winter, 490, '寒假返乡路费补贴', 650],
  ];
  return rows.map(([itemsId, days, useTitle, yuan]) => ({
    itemsId,
    useDate: clock.day(days),
    useTitle,
    useMoneyFen: yuan * 100,
  }));
}

type Message = [itemsId: number, userId: number, daysAgo: number, content: string, reply?: string];

const APPROVED: Message[] = [
  [PROJECT.scholarship, 3, 119, '愿每一位学弟学妹都能安心求学，前程似锦！', '感谢张明远校友的支持与祝福！'],
  [
    PROJECT.scholarship,
    8,
    118,
    '当年我也受过学校资助，现在有能力了，回馈一点心意。',
    '感谢您的反哺之情，母校以您为荣。',
  ],
  [PROJECT.scholarship, 14, 43, '加油！'],
  [PROJECT.scholarship, 16, 12, '小小心意，聊表支持。'],
  [PROJECT.books, 6, 90, '把读过的好书也分享给学弟学妹们。', '谢谢您！图书到馆后会在项目进展中公布书目。'],
  [
    PROJECT.discipline,
    7,
    320,
    '支持数学学院学科建设，期待更多突破！',
    '感谢刘建国校友！学院将定期公示资金使用情况。',
  ],
  [PROJECT.greening, 4, 450, '绿树成荫的新校区，值得期待。', '项目已完工，欢迎回校参观！'],
  [PROJECT.alumniFund, 3, 55, '饮水思源，不忘师恩。', '感谢校友对母校的牵挂。'],
  [PROJECT.alumniFund, 5, 40, '毕业十五年，常念母校。'],
  [PROJECT.history, 17, 170, '校史是学校的根，支持！'],
];

/** Approved messages (some answered by the foundation) and one awaiting review. */
export function leavewordRows(clock: DemoClock): Array<typeof leavewords.$inferInsert> {
  const row = ([itemsId, userId, days, content, reply]: Message, status: string) => {
    const createdAt = clock.at(days, 20, 15);
    return {
      itemsId,
      userId,
      content,
      status,
      replyContent: reply ?? '',
      createdAt,
      modifiedAt: reply ? clock.at(days - 1, 9, 40) : createdAt,
    };
  };
  return [
    ...APPROVED.map((message) => row(message, 'approved')),
    row([PROJECT.alumniFund, 11, 2, '希望母校越来越好，明年校庆一定回去！'], 'pending'),
  ];
}
