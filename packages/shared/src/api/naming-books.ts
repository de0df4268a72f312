import { z } from 'zod';
import { BOOK_TITLE_MAX_CHARS, MAX_PAGE_LIMIT, PAGE_SIZE } from '../constants/limits.ts';
import { zId, zOptionalId } from './common.ts';

/** Book naming (spec doc 4 §2.3, §3 Book, §7). Money on the wire is yuan. */

/** doc 4 §9: the category bar asks for 10; titles are cut at 24 characters with an ellipsis. */
export const BOOK_CATEGORY_PAGE_SIZE = PAGE_SIZE;
export { BOOK_TITLE_MAX_CHARS };
/** doc 2 §5: a nameplate's message has at most 20 characters. */
export const BOOK_NAMEPLATE_MESSAGE_MAX = 20;
/** Copies of one book in one order; stock bounds it first, this only bounds the body. */
export const BOOK_NAMING_MAX_COPIES = 999;

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

// ---- requests ----

/** GET items/bookCategoryList: the app asks for limit 10, offset 0. */
export const ZBookCategoryQuery = z.object({
  itemsId: zId,
  limit: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).default(BOOK_CATEGORY_PAGE_SIZE),
  ),
  offset: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(1_000_000).default(0)),
});
export type TBookCategoryQuery = z.infer<typeof ZBookCategoryQuery>;

/** GET items/bookList: `s` searches title and author; a blank one is no search. */
export const ZBookListQuery = z.object({
  itemsId: zId,
  categoryId: zOptionalId,
  s: z.preprocess(emptyToUndefined, z.string().trim().max(50).optional()),
});
export type TBookListQuery = z.infer<typeof ZBookListQuery>;

/** GET items/getBookShowData: id is a named book claim's id. */
export const ZBookShowQuery = z.object({ id: zId });

/** One nameplate as the editor sends it. The naming rules check the texts themselves. */
export const ZNameplate = z.object({
  donorName: z.string().max(200).default(''),
  donorIdentity: z.string().max(200).default(''),
  donationMessage: z.string().max(200).default(''),
});
export type TNameplate = z.infer<typeof ZNameplate>;

/**
 * One entry of a naming order's bookList (doc 2 §3, doc 4 §3 "book naming entry"). unitPrice and
 * title are echoed by the app for display only: the server prices from its own rows.
 * nameplateList has one nameplate per copy, or a single one that goes on every copy (edit mode 1).
 */
export const ZBookNamingEntry = z.object({
  bookId: zId,
  itemsId: zOptionalId,
  namingCount: z.coerce.number().int().min(1).max(BOOK_NAMING_MAX_COPIES),
  unitPrice: z.unknown().optional(),
  title: z.unknown().optional(),
  nameplateList: z.array(ZNameplate).min(1).max(BOOK_NAMING_MAX_COPIES),
});
export type TBookNamingEntry = z.infer<typeof ZBookNamingEntry>;

// ---- responses ----

export type TBookCategory = { id: number; title: string };

export type TBook = {
  id: number;
  title: string;
  author: string;
  press: string;
  categoryTitle: string;
  /** ISBN. */
  bookNo: string;
  /** Yuan. */
  unitPrice: number;
  /** Copies that can still be named, read fresh on every call. */
  stock: number;
  remarks: string;
  imgUrl: string;
  /** Copies named (paid) so far. */
  namingCount: number;
};

/** A row of a named book's display data (its nameplates). */
export type TShowDataRow = { fieldTitle: string; fieldValue: string };
