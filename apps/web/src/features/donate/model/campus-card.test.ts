import { describe, expect, it } from 'vitest';
import {
  type CampusCard,
  type CampusCardProblem,
  campusCardPayload,
  checkCampusCard,
} from './campus-card.ts';

const card: CampusCard = { stuWorkNo: '20230001', passwork: '150012' };

describe('checkCampusCard', () => {
  it.each<[string, CampusCard, number, number | null, CampusCardProblem | null]>([
    ['a complete card, balance not read', card, 1000, null, null],
    ['a balance that covers the amount', card, 1000, 1000, null],
    ['a balance one fen short', card, 1000, 999, 'campusCard.insufficient'],
    ['an empty balance', card, 1, 0, 'campusCard.insufficient'],
    ['no student number', { ...card, stuWorkNo: '' }, 1000, 5000, 'campusCard.enterStudentNo'],
    ['a blank student number', { ...card, stuWorkNo: '   ' }, 1000, null, 'campusCard.enterStudentNo'],
    ['no password', { ...card, passwork: '' }, 1000, 5000, 'campusCard.enterPassword'],
    [
      'nothing at all, short of money too',
      { stuWorkNo: '', passwork: '' },
      1000,
      0,
      'campusCard.enterStudentNo',
    ],
  ])('%s', (_name, value, amountFen, balanceFen, expected) => {
    expect(checkCampusCard(value, amountFen, balanceFen)).toBe(expected);
  });
});

describe('campusCardPayload', () => {
  it('trims the number and keeps the password as typed', () => {
    expect(campusCardPayload({ stuWorkNo: ' 20230001 ', passwork: ' 1500 ' })).toEqual({
      stuWorkNo: '20230001',
      passwork: ' 1500 ',
    });
  });
});
