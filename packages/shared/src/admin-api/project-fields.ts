import { z } from 'zod';
import { yuanToFen } from '../money/money.ts';

/**
 * Field schemas of the console's project screens. Text never carries control characters (a NUL
 * would fail in the database; the rest break layouts and share cards); money is yuan on the wire
 * with at most two decimals, exactly what yuanToFen accepts, and becomes fen only on the server.
 */

const CONTROL_IN_LINE = /\p{Cc}/u;
/** Multi-line text keeps line breaks and tabs. */
const CONTROL_IN_TEXT = /(?![\n\r\t])\p{Cc}/u;

/** One line of text, trimmed; empty allowed unless `min` says otherwise. */
export const zLine = (max: number, min = 0) =>
  z
    .string()
    .trim()
    .min(min)
    .max(max)
    .refine((value) => !CONTROL_IN_LINE.test(value));

/** Text with line breaks (intro, progress, thank-you words). */
export const zText = (max: number, min = 0) =>
  z
    .string()
    .trim()
    .min(min)
    .max(max)
    .refine((value) => !CONTROL_IN_TEXT.test(value));

/** The largest amount a project setting may hold: ten billion yuan, far past any real target. */
export const PROJECT_MAX_MONEY_FEN = 10_000_000_000 * 100;

/**
 * A non-negative yuan amount with at most two decimals. Refused, never rounded or clamped: the
 * 'amount' issue carries the largest amount allowed, in yuan, for the message.
 */
export const zYuan = z
  .number()
  .min(0)
  .refine(
    (value) => {
      const fen = yuanToFen(value);
      return fen !== null && fen <= PROJECT_MAX_MONEY_FEN;
    },
    { message: 'amount', params: { maxYuan: PROJECT_MAX_MONEY_FEN / 100 } },
  );

/** A whole number of goods units. */
export const zCount = z.number().int().min(0).max(2_000_000_000);

/** A calendar day, `YYYY-MM-DD`, that exists. */
export const zDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  });

/**
 * The address of a picture stored by this server (`/files/<key>`, as POST /files answers it).
 * Pictures from elsewhere are refused: they could change after review, track donors, or vanish.
 */
export const STORED_IMAGE_URL = /^\/files\/[a-z0-9-]+\/[0-9]{6}\/[A-Za-z0-9_-]{16,64}\.(png|jpg|gif|webp)$/;
export const zImageUrl = z.string().regex(STORED_IMAGE_URL);

/**
 * Where a list row leads instead of the detail page (spec doc 1 §2): a web address (full
 * navigation) or an in-app route such as `#/seat?id=4`. No other scheme (javascript:, data:).
 */
export const zLinkUrl = z
  .string()
  .trim()
  .max(500)
  .refine(
    (value) =>
      value === '' || /^https?:\/\/[^\s]+$/i.test(value) || /^(#\/|#|\/)?[A-Za-z][\w-]*(\?\S*)?$/.test(value),
  );

/** Query flags of the console's filters: '1' yes, '0' no, absent both. */
const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
export const zQueryFlag = z.preprocess(emptyToUndefined, z.enum(['0', '1']).optional());
export const zQueryText = (max: number) => z.preprocess(emptyToUndefined, zLine(max).optional());
export const zQueryId = z.preprocess(emptyToUndefined, z.coerce.number().int().positive().optional());
