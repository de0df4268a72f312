import { z } from 'zod';
import type { HomeLayoutName } from '../constants/home-layouts.ts';
import type { Language } from '../i18n/language.ts';
import type { TAdminRows } from './paging.ts';
import { zImageUrl, zLine, zText } from './project-fields.ts';
import type { SettingsProblem } from './project-rules.ts';

/**
 * The console's home entries (首页配置): banners and entry tiles the home and index layouts show
 * (doc 1 §3 "List item", doc 4 §2.1). One installation serves one institution, so its entries are
 * that institution's. Every write answers the whole list.
 */
export const HOME_ENTRY_KINDS = ['banner', 'tile'] as const;
export type THomeEntryKind = (typeof HOME_ENTRY_KINDS)[number];

export const HOME_TITLE_MAX_LENGTH = 30;
export const HOME_TITLE_EN_MAX_LENGTH = 60;
export const HOME_INTRO_MAX_LENGTH = 120;
export const HOME_INTRO_EN_MAX_LENGTH = 240;
export const HOME_LINK_MAX_LENGTH = 500;

const WEB_ADDRESS = /^https?:\/\/[^\s/?#\\]+[^\s\\]*$/i;
/** An in-app route ('/subject', '/jzml?order=1'): one leading slash, never '//host' or a scheme. */
const IN_APP_ROUTE = /^\/(?!\/)[^\s\\]*$/;

/** A link staff may give an entry: a web address (full navigation) or an in-app route. */
export function isHomeLinkUrl(value: string): boolean {
  return WEB_ADDRESS.test(value) || IN_APP_ROUTE.test(value);
}

export const ZHomeEntryWrite = z.object({
  kind: z.enum(HOME_ENTRY_KINDS),
  title: zLine(HOME_TITLE_MAX_LENGTH, 1),
  titleEn: zLine(HOME_TITLE_EN_MAX_LENGTH),
  intro: zText(HOME_INTRO_MAX_LENGTH),
  introEn: zText(HOME_INTRO_EN_MAX_LENGTH),
  /** A picture this server stored (POST /files), '' for none. */
  src: z.union([zImageUrl, z.literal('')]),
  /** Its form is judged by checkHomeEntry, which says what a link may be. */
  linkUrl: zLine(HOME_LINK_MAX_LENGTH),
  /** The project the entry opens when it has no link (and whose progress a campaign home shows). */
  itemsId: z.number().int().positive().max(2_147_483_647).nullable(),
  /** Smaller first. */
  sort: z.number().int().min(-1_000_000).max(1_000_000),
  isShow: z.boolean(),
});
export type THomeEntryWrite = z.infer<typeof ZHomeEntryWrite>;

/** The new order of one kind: each of its entries' ids exactly once, first first. */
export const ZHomeEntryOrder = z.object({
  kind: z.enum(HOME_ENTRY_KINDS),
  ids: z.array(z.number().int().positive()).min(1).max(500),
});
export type THomeEntryOrder = z.infer<typeof ZHomeEntryOrder>;

export type THomeEntryRow = THomeEntryWrite & {
  id: number;
  /** The project's name, null when the entry names none. */
  itemsName: string | null;
  updatedAt: string;
};

/**
 * The home layout the donor app shows now: the one staff chose (机构设置 → 外观与功能), else the one
 * the served config file's theme names. 首页配置 says which, and whether it shows banners and tiles.
 */
export type THomeLayoutInUse = { name: HomeLayoutName; source: 'setting' | 'file' };

/** GET /home-entries and every write's answer: the entries, and the layout that shows them. */
export type THomeEntryList = TAdminRows<THomeEntryRow> & { layout: THomeLayoutInUse };

/** How staff call each home layout (never by its code), and what it shows donors. */
export const HOME_LAYOUT_WORDS: Record<HomeLayoutName, Record<Language, { name: string; about: string }>> = {
  default: {
    zh_CN: { name: '项目列表', about: '首页和全部项目页都是项目列表，不显示轮播图和入口。' },
    English: {
      name: 'Project list',
      about: 'The home and the all-projects page are the project list; no banners or tiles.',
    },
  },
  banner: {
    zh_CN: {
      name: '横幅+宫格',
      about: '首页依次是轮播图、入口宫格和项目列表；全部项目页是轮播图和项目列表。',
    },
    English: {
      name: 'Banners and tiles',
      about:
        'The home shows the banners, the tiles, then the project list; the all-projects page the banners and the list.',
    },
  },
  campaign: {
    zh_CN: {
      name: '活动主视觉',
      about:
        '首页以第一张轮播图为主视觉，显示其项目的筹款进度和“我要捐赠”按钮，下面是入口宫格；全部项目页是轮播图和项目列表。',
    },
    English: {
      name: 'Campaign hero',
      about:
        'The home shows the first banner as its hero, with its project’s progress and a Donate button, then the tiles; the all-projects page the banners and the list.',
    },
  },
};

/** What a new entry starts as (the console's empty form shows the same). */
export const NEW_HOME_ENTRY: THomeEntryWrite = {
  kind: 'tile',
  title: '',
  titleEn: '',
  intro: '',
  introEn: '',
  src: '',
  linkUrl: '',
  itemsId: null,
  sort: 0,
  isShow: true,
};

const problem = (key: SettingsProblem['key'], field: string): SettingsProblem => ({ key, field });

/**
 * The rules an entry keeps beyond each field's shape; the console runs them in the form, the server
 * before it saves. An entry must lead somewhere (a link or a project), a link is a web address or an
 * in-app route (never javascript: or another scheme), and a banner is a picture.
 */
export function checkHomeEntry(entry: THomeEntryWrite): SettingsProblem | null {
  if (entry.linkUrl !== '' && !isHomeLinkUrl(entry.linkUrl))
    return problem('admin.home.linkInvalid', 'linkUrl');
  if (entry.linkUrl === '' && entry.itemsId === null) return problem('admin.home.linkOrProject', 'linkUrl');
  if (entry.kind === 'banner' && entry.src === '') return problem('admin.home.bannerNeedsPicture', 'src');
  return null;
}
