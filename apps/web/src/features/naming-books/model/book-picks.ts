import type { TBook } from '@alma/shared/api/naming-books';
import type { DraftBook } from '../../../lib/naming-draft.ts';

/**
 * The checked books (doc 4 §4 "Book selection"), by id in the order they were checked, each with
 * what the confirm popup and the draft need and the copies chosen (namingCount). Kept apart from
 * the list on screen, so a search or another category never loses a check.
 */
export type BookPicks = ReadonlyMap<number, DraftBook>;

export type ToggleResult = { picks: BookPicks; refused: null } | { picks: BookPicks; refused: 'noStock' };

/** The copies a book can take: at least 1, at most its stock. */
export function clampCopies(count: number, stock: number): number {
  if (!Number.isFinite(count)) return 1;
  return Math.max(1, Math.min(Math.trunc(count), stock));
}

/** A tap on a book: unchecked, it is checked with 1 copy (unless none is left); checked, it is dropped. */
export function toggleBook(picks: BookPicks, book: TBook): ToggleResult {
  const next = new Map(picks);
  if (next.delete(book.id)) return { picks: next, refused: null };
  if (book.stock <= 0) return { picks, refused: 'noStock' };
  next.set(book.id, {
    bookId: book.id,
    title: book.title,
    unitPrice: book.unitPrice,
    namingCount: 1,
    stock: book.stock,
  });
  return { picks: next, refused: null };
}

/** The stepper's change: kept between 1 and the book's stock; an unchecked book is left alone. */
export function setCopies(picks: BookPicks, bookId: number, count: number): BookPicks {
  const pick = picks.get(bookId);
  if (!pick) return picks;
  const namingCount = clampCopies(count, pick.stock);
  if (namingCount === pick.namingCount) return picks;
  return new Map(picks).set(bookId, { ...pick, namingCount });
}

/** The picks of a stored draft (coming back from the form): only books that can still be named. */
export function picksFromDraft(books: readonly DraftBook[]): BookPicks {
  const picks = new Map<number, DraftBook>();
  for (const book of books) {
    if (book.stock <= 0 || picks.has(book.bookId)) continue;
    picks.set(book.bookId, { ...book, namingCount: clampCopies(book.namingCount, book.stock) });
  }
  return picks;
}

/**
 * Fresh list rows update the checked books among them: stock and price as the server says now,
 * copies cut to the new stock, a book with none left unchecked. The same map when nothing changed.
 */
export function refreshPicks(picks: BookPicks, books: readonly TBook[]): BookPicks {
  let next: Map<number, DraftBook> | null = null;
  for (const book of books) {
    const pick = picks.get(book.id);
    if (!pick) continue;
    const namingCount = clampCopies(pick.namingCount, book.stock);
    const same =
      book.stock > 0 &&
      pick.stock === book.stock &&
      pick.unitPrice === book.unitPrice &&
      pick.title === book.title &&
      pick.namingCount === namingCount;
    if (same) continue;
    next ??= new Map(picks);
    if (book.stock <= 0) next.delete(book.id);
    else
      next.set(book.id, {
        ...pick,
        title: book.title,
        unitPrice: book.unitPrice,
        stock: book.stock,
        namingCount,
      });
  }
  return next ?? picks;
}
