import { z } from 'zod';
import { ZAdminPage } from './paging.ts';
import {
  zCount,
  zImageUrl,
  zLine,
  zLinkUrl,
  zQueryFlag,
  zQueryId,
  zQueryText,
  zText,
  zYuan,
} from './project-fields.ts';

/**
 * The console's projects (spec doc 1 §3 and doc 2 §3): every setting the donor app shows.
 * Booleans are booleans here (the spec API's 0/1 flags are its own wire format); money is yuan.
 */

export const PROJECT_NAME_MAX_LENGTH = 60;
export const PROJECT_INTRO_MAX_LENGTH = 300;
/** Rich content as the editor writes it, before sanitising; pictures are links, not inline data. */
export const PROJECT_CONTENT_MAX_LENGTH = 100_000;
export const PROJECT_COVERS_MAX = 10;
export const FIX_MONEY_OPTIONS_MAX = 12;
export const SUB_ITEMS_MAX = 100;
export const SUCCESS_WORD_MAX_LENGTH = 1000;

export const ZCrowdType = z.union([z.literal(1), z.literal(2)]);

export const ZFixMoneyOption = z.object({ title: zLine(20, 1), money: zYuan });
export type TFixMoneyOption = z.infer<typeof ZFixMoneyOption>;

/** Rich HTML: the server sanitises it; NUL never reaches the database. */
const zHtml = z
  .string()
  .max(PROJECT_CONTENT_MAX_LENGTH)
  .refine((value) => !value.includes('\u0000'));

export const ZProjectContent = z.object({ content: zHtml });

/** Every setting staff can change. Totals (raised, donors, named) only change with payments. */
export const ZProjectFields = z.object({
  name: zLine(PROJECT_NAME_MAX_LENGTH, 1),
  /**
   * The English texts an English-mode donor sees instead of the Chinese ones: optional ('' shows
   * the Chinese one), as long as each Chinese one may be.
   */
  nameEn: zLine(PROJECT_NAME_MAX_LENGTH),
  /** The category (item type); null leaves the project out of every category tab but "all". */
  typeId: z.number().int().positive().nullable(),
  intro: zText(PROJECT_INTRO_MAX_LENGTH),
  introEn: zText(PROJECT_INTRO_MAX_LENGTH),
  /** A list row with a link opens it instead of the detail page. */
  linkUrl: zLinkUrl,
  thumbnailImg: z.union([zImageUrl, z.literal('')]),
  /** The carousel, in order; the first is also the form page's cover (coverImg). */
  coverList: z.array(zImageUrl).max(PROJECT_COVERS_MAX),
  content: zHtml,
  /** 1 money, 2 goods (units of a material at a unit price). */
  crowdType: ZCrowdType,
  materialName: zLine(20),
  materialNameEn: zLine(20),
  materialUnit: zLine(10),
  materialUnitEn: zLine(10),
  materialPrice: zYuan,
  isFixMoney: z.boolean(),
  fixMoney: z.array(ZFixMoneyOption).max(FIX_MONEY_OPTIONS_MAX),
  /** Free entry of an amount on the form. */
  isHandMoney: z.boolean(),
  isTarget: z.boolean(),
  targetMoney: zYuan,
  targetMaterialNumber: zCount,
  isLimit: z.boolean(),
  limitMoney: zYuan,
  limitMaterialNumber: zCount,
  /** Donating open; when closed the button is grey and shows noReason. */
  isDonate: z.boolean(),
  noReason: zLine(100),
  isComplete: z.boolean(),
  /** Tabs: donation directory, together, progress, messages (with review), use publicity. */
  isRecord: z.boolean(),
  isDonateTogether: z.boolean(),
  isProgress: z.boolean(),
  isLeaveMessage: z.boolean(),
  isAuditMessage: z.boolean(),
  isInstruction: z.boolean(),
  isAlumni: z.boolean(),
  isSub: z.boolean(),
  isSubRank: z.boolean(),
  /** Smaller first in the donor app's list. */
  sort: z.number().int().min(-1_000_000).max(1_000_000),
  /** The success page's thank-you words, one paragraph per line. */
  successWord: zText(SUCCESS_WORD_MAX_LENGTH),
});
export type TProjectFields = z.infer<typeof ZProjectFields>;

/**
 * What a project is, chosen when it is made and never changed after (its orders depend on it): a
 * donation project (money or goods, by crowdType), or a naming project whose donors name seats
 * (itemsType 2, namingType 1: also the campaign maps' points) or books (namingType 2).
 */
export const PROJECT_KINDS = ['donation', 'seat', 'book'] as const;
export const ZProjectKind = z.enum(PROJECT_KINDS);
export type TProjectKind = z.infer<typeof ZProjectKind>;

/** The spec's itemsType and namingType of a kind. */
export function kindColumns(kind: TProjectKind): { itemsType: 1 | 2; namingType: 1 | 2 | null } {
  if (kind === 'seat') return { itemsType: 2, namingType: 1 };
  if (kind === 'book') return { itemsType: 2, namingType: 2 };
  return { itemsType: 1, namingType: null };
}

export function kindOf(project: { itemsType: number; namingType: number | null }): TProjectKind {
  if (project.itemsType !== 2) return 'donation';
  return project.namingType === 2 ? 'book' : 'seat';
}

/** A new project: a name at least; the rest starts as NEW_PROJECT below. Created unpublished. */
export const ZProjectCreate = ZProjectFields.partial().extend({
  name: ZProjectFields.shape.name,
  kind: ZProjectKind.default('donation'),
});
export type TProjectCreate = z.input<typeof ZProjectCreate>;

/** A change: only the fields sent change; the result must still pass checkProjectFields. */
export const ZProjectPatch = ZProjectFields.partial().refine(
  (value) => Object.keys(value).length > 0,
  'body',
);
export type TProjectPatch = z.input<typeof ZProjectPatch>;

/** What a new project starts as (the console's empty form shows the same). */
export const NEW_PROJECT: TProjectFields = {
  name: '',
  nameEn: '',
  typeId: null,
  intro: '',
  introEn: '',
  linkUrl: '',
  thumbnailImg: '',
  coverList: [],
  content: '',
  crowdType: 1,
  materialName: '',
  materialNameEn: '',
  materialUnit: '',
  materialUnitEn: '',
  materialPrice: 0,
  isFixMoney: false,
  fixMoney: [],
  isHandMoney: true,
  isTarget: false,
  targetMoney: 0,
  targetMaterialNumber: 0,
  isLimit: false,
  limitMoney: 0,
  limitMaterialNumber: 0,
  isDonate: true,
  noReason: '',
  isComplete: false,
  isRecord: true,
  isDonateTogether: false,
  isProgress: false,
  isLeaveMessage: false,
  isAuditMessage: false,
  isInstruction: false,
  isAlumni: false,
  isSub: false,
  isSubRank: false,
  sort: 0,
  successWord: '',
};

/** A sub-project (e.g. a college of a discipline fund), in the donor app's order. */
export type TSubItemRow = {
  id: number;
  name: string;
  /** '' when staff gave none. */
  nameEn: string;
  sort: number;
  completeMoney: number;
  /** Orders that chose it: a sub-project with any cannot be removed. */
  donationCount: number;
};

/**
 * The whole ordered list of sub-projects: rows with an id are renamed and moved, rows without
 * one are added, and the project's rows missing from the list are removed (only if unused).
 * A row's English name is optional; left out, a saved row keeps its own.
 */
export const SUB_ITEM_NAME_MAX_LENGTH = 40;
export const ZSubItemsWrite = z.object({
  rows: z
    .array(
      z.object({
        id: z.number().int().positive().optional(),
        name: zLine(SUB_ITEM_NAME_MAX_LENGTH, 1),
        nameEn: zLine(SUB_ITEM_NAME_MAX_LENGTH).optional(),
      }),
    )
    .max(SUB_ITEMS_MAX),
});
export type TSubItemsWrite = z.input<typeof ZSubItemsWrite>;

export type TProjectDetail = TProjectFields & {
  id: number;
  /** 1 donation, 2 naming (naming inventory is set up separately). */
  itemsType: number;
  namingType: number | null;
  kind: TProjectKind;
  /** Published: shown in the donor app's list (an unpublished project is still reachable by id). */
  isListed: boolean;
  coverImg: string;
  completeMoney: number;
  completeMaterialNumber: number;
  payCounts: number;
  namingCountAll: number;
  namingCountDonate: number;
  createdAt: string;
  subItems: TSubItemRow[];
};

export const ZProjectQuery = ZAdminPage.extend({
  /** Words of the name. */
  s: zQueryText(50),
  typeId: zQueryId,
  /** Donating open or closed. */
  status: z.preprocess((value) => (value === '' ? undefined : value), z.enum(['open', 'closed']).optional()),
  crowdType: z.preprocess((value) => (value === '' ? undefined : value), z.enum(['1', '2']).optional()),
  kind: z.preprocess((value) => (value === '' ? undefined : value), ZProjectKind.optional()),
  alumni: zQueryFlag,
  /** Published (listed) or not. */
  listed: zQueryFlag,
});
export type TProjectQuery = z.input<typeof ZProjectQuery>;

export type TProjectRow = {
  id: number;
  name: string;
  typeId: number | null;
  typeName: string;
  thumbnailImg: string;
  itemsType: number;
  kind: TProjectKind;
  crowdType: number;
  materialUnit: string;
  isDonate: boolean;
  isListed: boolean;
  isAlumni: boolean;
  isComplete: boolean;
  isTarget: boolean;
  targetMoney: number;
  targetMaterialNumber: number;
  completeMoney: number;
  completeMaterialNumber: number;
  payCounts: number;
  sort: number;
  createdAt: string;
};
