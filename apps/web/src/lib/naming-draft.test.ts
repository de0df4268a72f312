import { beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../test/memory-storage.ts';
import {
  clearDraft,
  draftTotalFen,
  fitPlates,
  type NamingDraft,
  namingPayload,
  readDraft,
  saveDraft,
  startDraft,
} from './naming-draft.ts';

const terms = [
  { termName: '10年', termMoney: 1000, termYear: 10 },
  { termName: '永久', termMoney: 5000.5, termYear: 0 },
];
const seat = (seatId: number, termYear: number | null) => ({
  seatId,
  areaId: 7,
  seat: `A区 1排${seatId}座`,
  priceList: terms,
  termYear,
});
const plate = (donorName: string) => ({ donorName, donorIdentity: '校友', donationMessage: '感恩' });

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
});

describe('naming draft', () => {
  it('keeps a draft by project id and never reads another project’s', () => {
    const draft = startDraft({ itemsId: 5, namingType: 1, seats: [seat(1, 10)], books: [] });
    expect(readDraft(5)).toEqual(draft);
    localStorage.setItem('naming.draft.6', JSON.stringify({ ...draft, itemsId: 5 }));
    expect(readDraft(6)).toBeNull();
    localStorage.setItem('naming.draft.7', '{not json');
    expect(readDraft(7)).toBeNull();
    clearDraft(5);
    expect(readDraft(5)).toBeNull();
  });

  it('a new pick keeps the plates and form state already written', () => {
    const first = startDraft({ itemsId: 5, namingType: 1, seats: [seat(1, 10)], books: [] });
    saveDraft({ ...first, editMode: 0, plates: [plate('甲')], form: { isAnonymous: true } });
    const again = startDraft({ itemsId: 5, namingType: 1, seats: [seat(1, 10), seat(2, 0)], books: [] });
    expect(again.plates).toEqual([plate('甲'), { donorName: '', donorIdentity: '', donationMessage: '' }]);
    expect(again.form).toEqual({ isAnonymous: true });
  });

  it('mode 1 puts the first plate on every slot', () => {
    const draft: NamingDraft = {
      itemsId: 2,
      namingType: 2,
      seats: [],
      books: [
        { bookId: 3, title: '三体', unitPrice: 100, namingCount: 2, stock: 5 },
        { bookId: 9, title: '围城', unitPrice: 150.5, namingCount: 1, stock: 1 },
      ],
      editMode: 1,
      plates: [plate('甲'), plate('乙')],
      form: null,
    };
    expect(fitPlates(draft)).toEqual([plate('甲'), plate('甲'), plate('甲')]);
    expect(namingPayload(draft).bookList).toEqual([
      expect.objectContaining({ bookId: 3, namingCount: 2, nameplateList: [plate('甲')] }),
      expect.objectContaining({ bookId: 9, namingCount: 1, nameplateList: [plate('甲')] }),
    ]);
    expect(draftTotalFen(draft)).toBe(35050);
  });

  it('mode 0 gives each copy and each seat its own plate', () => {
    const books: NamingDraft = {
      itemsId: 2,
      namingType: 2,
      seats: [],
      books: [
        { bookId: 3, title: '三体', unitPrice: 100, namingCount: 2, stock: 5 },
        { bookId: 9, title: '围城', unitPrice: 150, namingCount: 1, stock: 1 },
      ],
      editMode: 0,
      plates: [plate('甲'), plate('乙'), plate('丙')],
      form: null,
    };
    const list = namingPayload(books).bookList as Array<{ nameplateList: unknown[] }>;
    expect(list.map((entry) => entry.nameplateList)).toEqual([[plate('甲'), plate('乙')], [plate('丙')]]);

    const seats: NamingDraft = {
      itemsId: 5,
      namingType: 1,
      seats: [seat(1, 10), seat(2, 0)],
      books: [],
      editMode: 0,
      plates: [plate('甲'), plate('乙')],
      form: null,
    };
    expect(namingPayload(seats)).toEqual({
      namingType: 1,
      seatList: [
        { termYear: 10, ...plate('甲'), seatId: 1, areaId: 7, itemsId: 5 },
        { termYear: 0, ...plate('乙'), seatId: 2, areaId: 7, itemsId: 5 },
      ],
    });
    expect(draftTotalFen(seats)).toBe(600050);
    expect(draftTotalFen({ ...seats, seats: [seat(1, null)] })).toBe(0);
  });
});
