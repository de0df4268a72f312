import type { TBook } from '@alma/shared/api/naming-books';
import { describe, expect, it } from 'vitest';
import type { DraftBook } from '../../../lib/naming-draft.ts';
import {
  type BookPicks,
  clampCopies,
  picksFromDraft,
  refreshPicks,
  setCopies,
  toggleBook,
} from './book-picks.ts';

const book = (id: number, stock: number, unitPrice = 100): TBook => ({
  id,
  title: `书${id}`,
  author: '作者',
  press: '出版社',
  categoryTitle: '文学',
  bookNo: '9787020024131',
  unitPrice,
  stock,
  remarks: '',
  imgUrl: '',
  namingCount: 0,
});

const pick = (id: number, stock: number, namingCount = 1, unitPrice = 100): DraftBook => ({
  bookId: id,
  title: `书${id}`,
  unitPrice,
  namingCount,
  stock,
});

const picksOf = (...list: DraftBook[]): BookPicks => new Map(list.map((entry) => [entry.bookId, entry]));
const counts = (picks: BookPicks) => [...picks.values()].map((entry) => [entry.bookId, entry.namingCount]);

describe('clampCopies', () => {
  it.each([
    [1, 5, 1],
    [3, 5, 3],
    [5, 5, 5],
    [6, 5, 5],
    [0, 5, 1],
    [-2, 5, 1],
    [2.7, 5, 2],
    [Number.NaN, 5, 1],
    [Number.POSITIVE_INFINITY, 5, 1],
  ])('%s copies of a book with stock %s → %s', (count, stock, expected) => {
    expect(clampCopies(count, stock)).toBe(expected);
  });
});

describe('toggleBook', () => {
  it.each([
    ['checks a book with 1 copy', picksOf(), book(1, 5), null, [[1, 1]]],
    [
      'adds after the books already checked',
      picksOf(pick(2, 3, 2)),
      book(1, 5),
      null,
      [
        [2, 2],
        [1, 1],
      ],
    ],
    [
      'unchecks a checked book, dropping its copies',
      picksOf(pick(1, 5, 4), pick(2, 3)),
      book(1, 5),
      null,
      [[2, 1]],
    ],
    ['refuses a book with no stock', picksOf(pick(2, 3)), book(1, 0), 'noStock', [[2, 1]]],
    ['refuses a book with a negative stock', picksOf(), book(1, -1), 'noStock', []],
    ['unchecks a checked book whose stock ran out', picksOf(pick(1, 2)), book(1, 0), null, []],
  ] as const)('%s', (_name, before, tapped, refused, expected) => {
    const result = toggleBook(before, tapped);
    expect(result.refused).toBe(refused);
    expect(counts(result.picks)).toEqual(expected);
  });

  it('keeps what the popup and the draft need', () => {
    const { picks } = toggleBook(picksOf(), book(7, 4, 19.9));
    expect(picks.get(7)).toEqual({ bookId: 7, title: '书7', unitPrice: 19.9, namingCount: 1, stock: 4 });
  });

  it('never changes the map it was given', () => {
    const before = picksOf(pick(1, 5));
    toggleBook(before, book(1, 5));
    toggleBook(before, book(2, 5));
    expect(counts(before)).toEqual([[1, 1]]);
  });

  it('checks again with 1 copy after unchecking', () => {
    let picks = setCopies(toggleBook(picksOf(), book(1, 5)).picks, 1, 4);
    picks = toggleBook(picks, book(1, 5)).picks;
    picks = toggleBook(picks, book(1, 5)).picks;
    expect(counts(picks)).toEqual([[1, 1]]);
  });
});

describe('setCopies', () => {
  it.each([
    ['plus', 2, [[1, 2]]],
    ['up to the stock', 3, [[1, 3]]],
    ['never past the stock', 4, [[1, 3]]],
    ['minus never below 1', 0, [[1, 1]]],
    ['a typed fraction is cut', 2.5, [[1, 2]]],
  ])('%s', (_name, count, expected) => {
    expect(counts(setCopies(picksOf(pick(1, 3)), 1, count))).toEqual(expected);
  });

  it('leaves an unchecked book unchecked', () => {
    const picks = picksOf(pick(1, 3));
    expect(setCopies(picks, 2, 2)).toBe(picks);
  });

  it('answers the same map when nothing changes', () => {
    const picks = picksOf(pick(1, 3, 3));
    expect(setCopies(picks, 1, 5)).toBe(picks);
  });
});

describe('picksFromDraft', () => {
  it.each([
    ['nothing stored', [], []],
    [
      'copies as stored',
      [pick(1, 5, 2), pick(2, 3, 3)],
      [
        [1, 2],
        [2, 3],
      ],
    ],
    ['copies cut to the stock', [pick(1, 2, 5)], [[1, 2]]],
    ['at least 1 copy', [pick(1, 2, 0)], [[1, 1]]],
    ['no book without stock', [pick(1, 0, 1), pick(2, 3, 1)], [[2, 1]]],
    ['each book once', [pick(1, 5, 2), pick(1, 5, 4)], [[1, 2]]],
  ])('%s', (_name, books, expected) => {
    expect(counts(picksFromDraft(books))).toEqual(expected);
  });
});

describe('refreshPicks', () => {
  it('answers the same map when the rows agree or are not checked', () => {
    const picks = picksOf(pick(1, 5, 2));
    expect(refreshPicks(picks, [book(1, 5), book(2, 0)])).toBe(picks);
    expect(refreshPicks(picks, [])).toBe(picks);
  });

  it.each([
    ['stock moved up', [book(1, 9)], [[1, 2, 9]]],
    ['stock below the copies', [book(1, 1)], [[1, 1, 1]]],
    ['stock ran out', [book(1, 0)], []],
  ])('%s', (_name, rows, expected) => {
    const refreshed = refreshPicks(picksOf(pick(1, 5, 2)), rows);
    expect([...refreshed.values()].map((entry) => [entry.bookId, entry.namingCount, entry.stock])).toEqual(
      expected,
    );
  });

  it('takes the price the server answers now', () => {
    const refreshed = refreshPicks(picksOf(pick(1, 5, 2, 100)), [book(1, 5, 120)]);
    expect(refreshed.get(1)?.unitPrice).toBe(120);
  });
});
