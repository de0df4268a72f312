import { CAMPAIGN as C, USER } from './demo-ids.ts';

export type InstallStep = 'ordered' | 'made' | 'installed';

/** What a named plaque says, and how far its making has come. */
export type Plate = { donorName?: string; identity: string; message: string; install?: InstallStep };

/**
 * The campaign orders donations-data.ts already has (PAID, with their directory labels): what
 * their plaques say. Their seats are named by label, as a paid order names what it held.
 */
export const EXISTING_PLATES: Record<string, Plate> = {
  '一楼 A区 3排5座': { identity: '2012级药学院校友', message: '礼堂灯火，照亮前路', install: 'installed' },
  '一楼 A区 3排6座': { identity: '1998级中药学院校友', message: '饮水思源，感恩母校', install: 'made' },
  '一楼 B区 7排12座': { identity: '校友企业家', message: '与母校同行' },
  '一楼 B区 7排13座': { identity: '校友企业家', message: '与母校同行' },
  '一楼 C区 1排8座': { identity: '2016级校友', message: '愿每一场讲座都座无虚席' },
  '第2排 第16块': { identity: '2005级校友', message: '青春不散场', install: 'installed' },
  '第5排 第3块': { identity: '1995级校友', message: '常回家看看', install: 'made' },
  '第8排 第21块': { identity: '校友', message: '一砖一瓦，皆是情怀' },
  '银杏大道 12号': { identity: '2001级校友', message: '十年树木，百年树人', install: 'installed' },
  '图书馆东侧 香樟 3号': { identity: '在校教师', message: '绿荫常在' },
  '校庆林 第15号': { identity: '2010级校友', message: '为母校添一抹绿' },
  '桂花 8号': { identity: '2018级校友', message: '桂香满园' },
};

/** A demo naming order of ours: what it names, on which map, and its plaques. */
export type CampaignGift = {
  user: number;
  itemsId: number;
  map: string;
  /** Display numbers on the map, or labels (auditorium seats). */
  seats: Array<number | string>;
  days: number;
  hour: number;
  plate: Plate;
};

const gift = (
  user: number,
  itemsId: number,
  map: string,
  seats: Array<number | string>,
  days: number,
  hour: number,
  plate: Plate,
): CampaignGift => ({ user, itemsId, map, seats, days, hour, plate });

/** At least one named object on every map with points; some plaques made, some installed. */
export const CAMPAIGN_GIFTS: CampaignGift[] = [
  gift(3, C.treeMap, 'yc-3-grove', [101, 102], 160, 10, {
    identity: '1990级校友',
    message: '双树同荫，同窗情深',
  }),
  gift(5, C.treeMap, 'yc-3-grove', [356], 140, 15, {
    identity: '2003级校友',
    message: '根深叶茂',
    install: 'installed',
  }),
  gift(7, C.treeMap, 'yc-3-grove', [1024], 96, 20, {
    identity: '校友企业家',
    message: '绿满校园',
    install: 'made',
  }),
  gift(USER.alumni, C.treeMap, 'yc-3-grove', [1888], 40, 21, {
    identity: '2008级校友',
    message: '愿此树与母校一同成长',
  }),
  gift(9, C.treeMap, 'yc-3-grove', [2040], 9, 12, { identity: '家长', message: '为孩子种下一棵树' }),
  gift(6, C.treeMap, 'yc-3-lake', [15], 120, 9, { identity: '2011级校友', message: '湖光依旧' }),
  gift(10, C.treeMap, 'yc-3-lake', [88], 66, 18, {
    identity: '2014级校友',
    message: '柳色青青',
    install: 'installed',
  }),
  gift(12, C.treeMap, 'yc-3-ginkgo', [40], 50, 11, { identity: '2009级校友', message: '满地金黄是青春' }),
  gift(13, C.treeMap, 'yc-3-library', [57], 30, 16, { identity: '2015级校友', message: '书香与树影' }),
  gift(3, C.auditoriumSeats, 'cpuyc-3-garden', [9], 110, 10, {
    identity: '1990级校友',
    message: '百草园里忆华年',
  }),
  gift(11, C.auditoriumSeats, 'cpuyc-3-hill', [66], 80, 19, {
    identity: '1999级校友',
    message: '山高水长',
    install: 'made',
  }),
  gift(14, C.auditoriumSeats, 'cpuyc-3-shore', [30, 31], 20, 20, {
    identity: '2019级校友',
    message: '一起种下的约定',
  }),
  gift(15, C.auditoriumSeats, 'seat-1', ['一楼 B区 2排16座', '一楼 B区 2排17座'], 70, 14, {
    identity: '2007级校友',
    message: '并肩而坐，不负韶华',
  }),
  gift(17, C.auditoriumSeats, 'seat-1', ['一楼 C区 3排2座'], 25, 9, {
    identity: '2020级校友',
    message: '在这里毕业，从这里出发',
    install: 'installed',
  }),
  gift(7, C.buildings, 'build-1', ['理科实验楼'], 200, 10, {
    donorName: '建国科技有限公司',
    identity: '校友企业',
    message: '科学报国，薪火相传',
    install: 'made',
  }),
  gift(4, C.gmuTrees, 'gmu-1', [120], 60, 10, {
    identity: '家长',
    message: '校庆快乐',
    install: 'installed',
  }),
  gift(18, C.gmuTrees, 'gmu-1', [188], 11, 21, { identity: '2021级校友', message: '与树一起长大' }),
  gift(5, C.xzitTrees, 'xzit-3-lake', [99], 45, 13, { identity: '2006级校友', message: '镜湖映初心' }),
  gift(17, C.xzitTrees, 'xzit-3-avenue', [12], 19, 17, {
    identity: '2017级校友',
    message: '林荫大道上的青春',
    install: 'made',
  }),
  // The find-my-name test looks for this plaque's donor.
  gift(USER.alumni, C.alumniWall, 'wall-1', ['第10排 第25块'], 100, 20, {
    donorName: '林校友',
    identity: '2008级计算机学院校友',
    message: '母校，我回来了',
    install: 'installed',
  }),
  gift(8, C.alumniWall, 'wall-1', [420], 35, 15, { identity: '2013级校友', message: '留名于此，心系母校' }),
  gift(13, C.alumniWall, 'wall-1', [777], 12, 10, {
    identity: '2002级校友',
    message: '砖砖瓦瓦皆深情',
    install: 'made',
  }),
  gift(3, C.riversideTreeMap, 'hhu-1', [6], 150, 9, {
    identity: '1990级校友',
    message: '河畔春深',
    install: 'installed',
  }),
  gift(14, C.riversideTreeMap, 'hhu-1', [77], 48, 16, { identity: '2019级校友', message: '水木清华' }),
  gift(9, C.riversideTreeMap, 'hhu-1', [110], 7, 19, { identity: '家长', message: '守护一方绿色' }),
];
