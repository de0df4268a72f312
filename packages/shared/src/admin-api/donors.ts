import { z } from 'zod';
import type { TDonorMerge, TDonorMergedInto } from './donor-merge.ts';
import { ZAdminPage } from './paging.ts';
import { zDay } from './project-fields.ts';

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const zBoolText = z.preprocess(
  (value) =>
    value === 'true' || value === '1'
      ? true
      : value === 'false' || value === '0'
        ? false
        : emptyToUndefined(value),
  z.boolean().optional(),
);

export const ZDonorQuery = ZAdminPage.extend({
  /** A name, an account name, or a mobile (found through its lookup hash, never by scanning). */
  s: z.preprocess(emptyToUndefined, z.string().trim().max(50).optional()),
  alumni: zBoolText,
  /** Only donors with this tag: a saved filter by tag is a segment. */
  tag: z.preprocess(emptyToUndefined, z.string().trim().max(20).optional()),
});
export type TDonorQuery = z.input<typeof ZDonorQuery>;

/** The donor list as a file: the same search, every row (mobiles masked as on screen). */
export const ZDonorExportQuery = ZDonorQuery.omit({ page: true, pageSize: true }).extend({
  format: z.enum(['csv', 'xlsx']).default('xlsx'),
});

export const ZDonorRow = z.object({
  id: z.number().int(),
  nickname: z.string(),
  realName: z.string(),
  username: z.string(),
  /** 138****5678, or '' when the donor has no mobile. */
  mobile: z.string(),
  isAlumni: z.boolean(),
  disabled: z.boolean(),
  /** Paid donations and their total (yuan). */
  giftCount: z.number().int(),
  giftTotal: z.number(),
  /** When the first and the latest of those were paid; '' before any. */
  firstGiftAt: z.string(),
  lastGiftAt: z.string(),
  createdAt: z.string(),
});
export type TDonorRow = z.infer<typeof ZDonorRow>;

export const ZDonorGift = z.object({
  billNo: z.string(),
  itemsId: z.number().int(),
  itemsName: z.string(),
  money: z.number(),
  materialNumber: z.number().int(),
  payType: z.number().int(),
  status: z.string(),
  createdAt: z.string(),
  paidAt: z.string(),
});
export type TDonorGift = z.infer<typeof ZDonorGift>;

export const ZDonorFundraiser = z.object({
  id: z.number().int(),
  itemsId: z.number().int(),
  itemsName: z.string(),
  slogan: z.string(),
  targetMoney: z.number(),
  completeMoney: z.number(),
  participants: z.number().int(),
  status: z.string(),
  createdAt: z.string(),
});
export type TDonorFundraiser = z.infer<typeof ZDonorFundraiser>;

export type TDonorDetail = TDonorRow & {
  /** Masked; the whole values only through POST /donors/:id/reveal, which is audited. */
  idNo: string;
  gifts: TDonorGift[];
  /** The donor's tags, alphabetical. */
  tags: string[];
  giftsTotal: number;
  fundraisers: TDonorFundraiser[];
  /** Set when staff merged this record into another: the console opens that one instead. */
  mergedInto: TDonorMergedInto | null;
  /** The records merged into this one (donor-merge.ts), newest first. */
  merges: TDonorMerge[];
};

export const ZDonorGiftsQuery = ZAdminPage;

/** The whole personal data of a donor, for the roles that may see it; each look is audited. */
export type TDonorPersonal = { mobile: string; idNo: string };

export const ZDonorAlumni = z.object({ isAlumni: z.boolean() });

/**
 * Disables or re-enables a donor account (PUT /donors/:id/disabled). Disabling ends every session
 * of the donor at once; a disabled donor cannot log in by any path until re-enabled.
 */
export const ZDonorDisabled = z.object({ disabled: z.boolean() });
export type TDonorDisabled = z.infer<typeof ZDonorDisabled>;

/** What staff keep on a donor's record: a note, or a contact with a donor (issue 21). */
export const DONOR_NOTE_KINDS = ['note', 'contact'] as const;
export type TDonorNoteKind = (typeof DONOR_NOTE_KINDS)[number];
/** How a contact happened; the console shows each in words. */
export const DONOR_CONTACT_CHANNELS = ['phone', 'visit', 'email', 'wechat', 'event', 'other'] as const;
export type TDonorContactChannel = (typeof DONOR_CONTACT_CHANNELS)[number];

export const DONOR_NOTE_MAX = 2000;
export const DONOR_TAG_MAX = 20;
export const DONOR_TAGS_MAX = 30;

const zNoteText = z.string().trim().min(1).max(DONOR_NOTE_MAX);

/** POST /donors/:id/notes: a note, or a contact with its channel and the day (YYYY-MM-DD) it happened. */
export const ZDonorNoteInput = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('note'), text: zNoteText }),
  z.object({
    kind: z.literal('contact'),
    channel: z.enum(DONOR_CONTACT_CHANNELS),
    contactOn: zDay,
    text: zNoteText,
  }),
]);
export type TDonorNoteInput = z.input<typeof ZDonorNoteInput>;

export type TDonorNote = {
  id: number;
  kind: TDonorNoteKind;
  /** A contact's channel and day; null for a note. */
  channel: TDonorContactChannel | null;
  contactOn: string | null;
  text: string;
  staffId: number;
  /** Who wrote it, as staff know them. */
  staffName: string;
  createdAt: string;
  /** The signed-in staff member may delete it (its author, or an administrator). */
  deletable: boolean;
};

/** PUT /donors/:id/tags: the donor's whole list of tags (duplicates are kept once). */
export const ZDonorTags = z.object({
  tags: z.array(z.string().trim().min(1).max(DONOR_TAG_MAX)).max(DONOR_TAGS_MAX),
});
export type TDonorTags = z.infer<typeof ZDonorTags>;
