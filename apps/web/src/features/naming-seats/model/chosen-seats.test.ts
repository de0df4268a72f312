import type { TSeat } from '@alma/shared/api/naming';
import { describe, expect, it } from 'vitest';
import type { DraftSeat } from '../../../lib/naming-draft.ts';
import {
  choosePeriod,
  chosenSummary,
  chosenTotalFen,
  confirmCheck,
  reconcileChosen,
  removeSeat,
  seatsOf,
  tapAction,
  termLabel,
  toggleSeat,
} from './chosen-seats.ts';

const HALL = [
  { termName: '10年', termMoney: 1000, termYear: 10 },
  { termName: '永久', termMoney: 5000, termYear: 0 },
];
const seat = (id: number, label: string, extra: Partial<TSeat> = {}): TSeat => ({
  id,
  seat: label,
  status: 1,
  donateSeatId: null,
  priceList: HALL,
  rowNo: 1,
  colNo: id,
  ...extra,
});
const chosen = (seatId: number, label: string, termYear: number | null, areaId = 1): DraftSeat => ({
  seatId,
  areaId,
  seat: label,
  priceList: HALL,
  termYear,
});

describe('tapAction (doc 2 §4.4)', () => {
  it.each([
    [1, null, 'toggle'],
    [2, 41, 'showNamed'],
    [2, null, 'held'],
    [3, null, 'unavailable'],
  ] as const)('status %s, donateSeatId %s → %s', (status, donateSeatId, expected) => {
    expect(tapAction({ status, donateSeatId })).toBe(expected);
  });
});

describe('toggleSeat', () => {
  const a11 = seat(1, 'A区 1排1座');
  const a12 = seat(2, 'A区 1排2座');
  it.each([
    ['adds a seat with no period yet', [], a11, 5, ['A区 1排1座'], 'added'],
    [
      'adds in the order of choosing',
      [chosen(2, 'A区 1排2座', 10)],
      a11,
      5,
      ['A区 1排2座', 'A区 1排1座'],
      'added',
    ],
    [
      'removes a chosen seat',
      [chosen(1, 'A区 1排1座', 10), chosen(2, 'A区 1排2座', 0)],
      a11,
      5,
      ['A区 1排2座'],
      'removed',
    ],
    ['refuses past the maximum', [chosen(2, 'A区 1排2座', 10)], a11, 1, ['A区 1排2座'], 'full'],
    ['removes even at the maximum', [chosen(2, 'A区 1排2座', 10)], a12, 1, [], 'removed'],
  ] as const)('%s', (_name, before, tapped, max, labels, change) => {
    const result = toggleSeat(before, tapped, 7, max);
    expect(result.chosen.map((entry) => entry.seat)).toEqual(labels);
    expect(result.change).toBe(change);
  });

  it('keeps the area and prices, and takes the only period at once', () => {
    const [entry] = toggleSeat([], seat(9, 'C区 1排9座', { priceList: [HALL[0]!] }), 3).chosen;
    expect(entry).toEqual({ seatId: 9, areaId: 3, seat: 'C区 1排9座', priceList: [HALL[0]], termYear: 10 });
  });

  it('leaves the period open when there are several', () => {
    expect(toggleSeat([], a11, 3).chosen[0]?.termYear).toBeNull();
  });
});

describe('removeSeat and choosePeriod', () => {
  const list = [chosen(1, 'A区 1排1座', null), chosen(2, 'B区 1排1座', 10, 2)];
  it.each([
    [1, ['B区 1排1座']],
    [2, ['A区 1排1座']],
    [3, ['A区 1排1座', 'B区 1排1座']],
  ])('remove %s', (seatId, labels) => {
    expect(removeSeat(list, seatId).map((entry) => entry.seat)).toEqual(labels);
  });
  it.each([
    [1, 0, [0, 10]],
    [2, null, [null, null]],
    [3, 10, [null, 10]],
  ])('seat %s gets period %s', (seatId, termYear, periods) => {
    expect(choosePeriod(list, seatId, termYear).map((entry) => entry.termYear)).toEqual(periods);
  });
});

describe('confirmCheck (doc 4 §5)', () => {
  it.each([
    ['nothing chosen', [], { ok: false, problem: 'noSeat' }],
    [
      'a seat without a period',
      [chosen(1, 'a', 10), chosen(2, 'b', null)],
      { ok: false, problem: 'noPeriod', seatId: 2 },
    ],
    ['a period the seat does not offer', [chosen(3, 'c', 20)], { ok: false, problem: 'noPeriod', seatId: 3 }],
    ['every seat has a period (permanent is 0)', [chosen(1, 'a', 10), chosen(2, 'b', 0)], { ok: true }],
  ])('%s', (_name, list, expected) => {
    expect(confirmCheck(list)).toEqual(expected);
  });
});

describe('chosenTotalFen', () => {
  const cents = [
    { termName: '1年', termMoney: 0.1, termYear: 1 },
    { termName: '2年', termMoney: 0.2, termYear: 2 },
  ];
  it.each([
    [[], 0],
    [[chosen(1, 'a', null)], 0],
    [[chosen(1, 'a', 10)], 100_000],
    [[chosen(1, 'a', 10), chosen(2, 'b', 0)], 600_000],
    [
      [
        { ...chosen(1, 'a', 1), priceList: cents },
        { ...chosen(2, 'b', 2), priceList: cents },
      ],
      30,
    ],
  ])('%o → %s fen', (list, expected) => {
    expect(chosenTotalFen(list)).toBe(expected);
  });
});

describe('chosenSummary (the toast after each toggle)', () => {
  const many = Array.from({ length: 7 }, (_, i) => chosen(i + 1, `A区 1排${i + 1}座`, null));
  it.each([
    [[], 5, { labels: [], more: 0 }],
    [many.slice(0, 2), 5, { labels: ['A区 1排1座', 'A区 1排2座'], more: 0 }],
    [many.slice(0, 5), 5, { labels: many.slice(0, 5).map((entry) => entry.seat), more: 0 }],
    [many, 5, { labels: many.slice(0, 5).map((entry) => entry.seat), more: 2 }],
    [many, 2, { labels: ['A区 1排1座', 'A区 1排2座'], more: 5 }],
  ])('%# → %o', (list, shown, expected) => {
    expect(chosenSummary(list, shown)).toEqual(expected);
  });
});

describe('reconcileChosen', () => {
  const list = [chosen(1, 'A区 1排1座', 10), chosen(2, 'A区 1排2座', 0), chosen(50, 'B区 1排1座', 10, 2)];

  it('keeps the same array when nothing changed', () => {
    expect(reconcileChosen(list, 1, [seat(1, 'A区 1排1座'), seat(2, 'A区 1排2座')])).toBe(list);
  });

  it.each([
    ['named meanwhile', seat(2, 'A区 1排2座', { status: 2, donateSeatId: 9 })],
    ['closed meanwhile', seat(2, 'A区 1排2座', { status: 3 })],
  ])('drops a seat %s, only in its own area', (_name, fresh) => {
    const next = reconcileChosen(list, 1, [seat(1, 'A区 1排1座'), fresh]);
    expect(next.map((entry) => entry.seatId)).toEqual([1, 50]);
  });

  it('drops a seat that is gone', () => {
    expect(reconcileChosen(list, 1, [seat(1, 'A区 1排1座')]).map((entry) => entry.seatId)).toEqual([1, 50]);
  });

  it('takes new prices, clearing a period no longer offered', () => {
    const dearer = [{ termName: '10年', termMoney: 2000, termYear: 10 }];
    const next = reconcileChosen(list, 1, [
      seat(1, 'A区 1排1座', { priceList: dearer }),
      seat(2, 'A区 1排2座', { priceList: dearer }),
    ]);
    expect(next.slice(0, 2).map((entry) => [entry.termYear, entry.priceList])).toEqual([
      [10, dearer],
      [null, dearer],
    ]);
  });
});

describe('termLabel', () => {
  it.each([
    [HALL[0]!, '10年 ¥1,000'],
    [HALL[1]!, '永久 ¥5,000'],
    [{ termName: '1年', termMoney: 99.5, termYear: 1 }, '1年 ¥99.50'],
  ])('%o → %s', (term, expected) => {
    expect(termLabel(term)).toBe(expected);
  });
});

describe('seatsOf', () => {
  it.each([
    [
      {
        twoArray: [
          [seat(1, 'a'), null],
          [null, seat(2, 'b')],
        ],
        oneArray: [],
      },
      [1, 2],
    ],
    [{ twoArray: [], oneArray: [seat(3, 'c'), seat(4, 'd')] }, [3, 4]],
  ])('%#', (list, ids) => {
    expect(seatsOf(list).map((entry) => entry.id)).toEqual(ids);
  });
});
