import { describe, expect, it } from 'vitest';
import { seatLabel, ZBookStockChange, ZBookWrite, zSeatTerms } from './naming-inventory.ts';

const term = (termMoney: number, termYear = 0, termName = '永久') => ({ termName, termMoney, termYear });

describe('prices per term', () => {
  const cases: Array<[string, unknown, boolean]> = [
    ['one permanent term', [term(2000)], true],
    ['cents', [term(0.01), term(1000.5, 10, '10年')], true],
    ['the most a gift may be', [term(10_000_000)], true],
    ['nothing', [], false],
    ['zero', [term(0)], false],
    ['negative', [term(-1)], false],
    ['a thousandth', [term(1.001)], false],
    ['past the most', [term(10_000_000.01)], false],
    ['two prices for one length', [term(10, 5), term(20, 5, '五年')], false],
    ['a fractional year', [term(10, 1.5)], false],
    ['a blank name', [term(10, 0, ' ')], false],
    ['seven terms', Array.from({ length: 7 }, (_, i) => term(10, i + 1)), false],
  ];
  it.each(cases)('%s', (_name, list, ok) => {
    expect(zSeatTerms.safeParse(list).success).toBe(ok);
  });
});

describe('books', () => {
  const book = {
    categoryId: null,
    title: '围城',
    author: '钱锺书',
    press: '',
    bookNo: '978-7-02-002438-5',
    unitPrice: 88.8,
    remarks: '',
    imgUrl: '',
    sort: 0,
  };
  it.each([
    ['ISBN-10 with X', { bookNo: '7-02-002438-X' }, true],
    ['no ISBN', { bookNo: '' }, true],
    ['words in the ISBN', { bookNo: 'ISBN 978' }, false],
    ['free', { unitPrice: 0 }, false],
    ['a picture from elsewhere', { imgUrl: 'https://example.com/a.png' }, false],
  ])('%s', (_name, change, ok) => {
    expect(ZBookWrite.safeParse({ ...book, ...change }).success).toBe(ok);
  });

  it.each([
    [5, true],
    [-3, true],
    [0, false],
    [1.5, false],
  ])('a stock change of %s', (change, ok) => {
    expect(ZBookStockChange.safeParse({ change }).success).toBe(ok);
  });
});

it('labels a seat by area, row and its number in the row', () => {
  expect(seatLabel('A区', 3, 5)).toBe('A区 3排5座');
});
