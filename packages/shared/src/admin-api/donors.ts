import { z } from 'zod';
import { ZAdminPage } from './paging.ts';

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
  giftsTotal: number;
  fundraisers: TDonorFundraiser[];
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
