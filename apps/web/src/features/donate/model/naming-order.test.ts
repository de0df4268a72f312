import type { TFormDetail } from '@alma/shared/api/donate';
import { describe, expect, it } from 'vitest';
import type { NamingDraft } from '../../../lib/naming-draft.ts';
import { flowNamed } from '../../../lib/naming-flow.ts';
import {
  chooseAddress,
  debounceTaps,
  editAddress,
  editorName,
  namingOrderSections,
  namingProblem,
  namingTypeOf,
  slotCaptions,
  usableDraft,
} from './naming-order.ts';

const terms = [
  { termName: '10年', termMoney: 1000, termYear: 10 },
  { termName: '永久', termMoney: 5000, termYear: 0 },
];
const plate = (donorName: string, donationMessage = '感恩') => ({
  donorName,
  donorIdentity: '校友',
  donationMessage,
});
const seatDraft = (patch: Partial<NamingDraft> = {}): NamingDraft => ({
  itemsId: 16,
  namingType: 1,
  seats: [
    { seatId: 1, areaId: 7, seat: 'A区 1排1座', priceList: terms, termYear: 10 },
    { seatId: 2, areaId: 7, seat: 'A区 1排2座', priceList: terms, termYear: 0 },
  ],
  books: [],
  editMode: 0,
  plates: [plate('张三'), plate('李四')],
  form: null,
  ...patch,
});
const bookDraft: NamingDraft = {
  itemsId: 17,
  namingType: 2,
  seats: [],
  books: [
    { bookId: 3, title: '三体', unitPrice: 100, namingCount: 2, stock: 5 },
    { bookId: 9, title: '围城', unitPrice: 150, namingCount: 1, stock: 1 },
  ],
  editMode: 1,
  plates: [plate('王五'), plate('王五'), plate('王五')],
  form: null,
};

describe('the naming part of the order checks (doc 2 §5)', () => {
  it.each([
    ['a complete seat order', seatDraft(), null],
    ['an empty first donor', seatDraft({ plates: [plate(' '), plate('李四')] }), 'naming.bookDonorRequired'],
    ['an empty later donor', seatDraft({ plates: [plate('张三'), plate('')] }), 'naming.bookDonorRequired'],
    [
      'a message over 20',
      seatDraft({ plates: [plate('张三', '一'.repeat(21)), plate('李四')] }),
      'naming.bookMessageTooLong',
    ],
    [
      'a seat without a period',
      seatDraft({
        seats: [{ seatId: 1, areaId: 7, seat: 'A区 1排1座', priceList: terms, termYear: null }],
        plates: [plate('张三')],
      }),
      'naming.periodRequired',
    ],
    [
      'a period the seat does not offer',
      seatDraft({
        seats: [{ seatId: 1, areaId: 7, seat: 'A区 1排1座', priceList: terms, termYear: 5 }],
        plates: [plate('张三')],
      }),
      'naming.periodRequired',
    ],
    ['no seats at all', seatDraft({ seats: [], plates: [] }), 'naming.seatRequired'],
    ['a complete book order', bookDraft, null],
    ['no books at all', { ...bookDraft, books: [], plates: [] }, 'naming.bookRequired'],
  ] as Array<[string, NamingDraft, string | null]>)('%s → %s', (_, draft, key) => {
    expect(namingProblem(draft)?.key ?? null).toBe(key);
  });

  it('names the plate rule before the period', () => {
    const draft = seatDraft({
      seats: [{ seatId: 1, areaId: 7, seat: 'A区 1排1座', priceList: terms, termYear: null }],
      plates: [plate('')],
    });
    expect(namingProblem(draft)?.key).toBe('naming.bookDonorRequired');
  });
});

describe('the draft the form can use', () => {
  it('wants the asked type and something to name', () => {
    expect(usableDraft(seatDraft(), 1)).not.toBeNull();
    expect(usableDraft(seatDraft(), 2)).toBeNull();
    expect(usableDraft(seatDraft({ seats: [], plates: [] }), 1)).toBeNull();
    expect(usableDraft(null, 1)).toBeNull();
    expect(usableDraft(bookDraft, 2)).toBe(bookDraft);
  });

  it.each([
    ['2', 2],
    ['1', 1],
    [null, 1],
    ['x', 1],
  ] as const)('namingType %j → %i', (text, type) => {
    expect(namingTypeOf(text)).toBe(type);
  });
});

describe('addresses and captions', () => {
  it('goes back to the seat chooser or the book list', () => {
    expect(chooseAddress(16, 1)).toBe('/seat?id=16');
    expect(chooseAddress(17, 2)).toBe('/book-list?id=17');
  });

  it('stays inside the jnu campaign’s routes (doc 4 §2.1)', () => {
    const jnu = flowNamed('jnu');
    expect(chooseAddress(16, 1, jnu)).toBe('/seat-naming-jnu/seat?id=16');
    expect(editAddress(16, 1, '陈明', jnu)).toBe(
      '/seat-naming-jnu/edit?id=16&namingType=1&name=%E9%99%88%E6%98%8E',
    );
  });

  it('opens the editor with the donation info name, else the first plate’s donor', () => {
    expect(editorName({ name: ' 陈明 ' }, seatDraft())).toBe('陈明');
    expect(editorName({ name: '' }, seatDraft())).toBe('张三');
    expect(editorName({}, seatDraft({ plates: [] }))).toBe('');
    expect(editAddress(16, 1, '陈 明&')).toBe('/edit?id=16&namingType=1&name=%E9%99%88+%E6%98%8E%26');
    expect(new URLSearchParams(editAddress(16, 1, '陈 明&').split('?')[1]).get('name')).toBe('陈 明&');
  });

  it('captions each slot: the seat, or the book and its copy', () => {
    expect(slotCaptions(seatDraft())).toEqual(['A区 1排1座', 'A区 1排2座']);
    expect(slotCaptions(bookDraft)).toEqual(['《三体》1/2', '《三体》2/2', '《围城》']);
    const long = {
      ...bookDraft,
      books: [{ ...bookDraft.books[1]!, title: '三体（全三册）典藏版·刘慈欣科幻作品集' }],
    };
    expect(slotCaptions(long)).toEqual(['《三体（全三册）典藏版·刘…》']);
  });
});

describe('the 500 ms submit debounce (doc 2 §9)', () => {
  it('takes the first tap and drops taps until 500 ms pass without one', () => {
    let now = 1000;
    const accepts = debounceTaps(500, () => now);
    const taps: boolean[] = [];
    for (const at of [1000, 1200, 1600, 2200, 2300, 2900]) {
      now = at;
      taps.push(accepts());
    }
    expect(taps).toEqual([true, false, false, true, false, true]);
  });
});

describe('namingOrderSections', () => {
  const form = {
    id: 16,
    payPlatformList: ['1', '2'],
    fieldList: [],
    receiptTypeList: ['1', '2'],
    receiptWayPaperList: ['1', '2'],
    receiptWayElectronicList: ['3', '4'],
    certificateWayPaperList: ['1', '2'],
    donateRecord: null,
  } as unknown as TFormDetail;

  it('a new form names the certificate, receipt and contact after the first plate’s donor', () => {
    const { details } = namingOrderSections(form, seatDraft(), 'wechat');
    expect(details.certificate.certificateDonorName).toBe('张三');
    expect(details.receipt.receiptDonorName).toBe('张三');
    expect(details.postal.postalContact).toBe('张三');
  });

  it('a form the donor left for the editor comes back as it was', () => {
    const left = namingOrderSections(form, seatDraft(), 'wechat');
    left.details.certificate.certificateDonorName = '张氏家族';
    const saved = JSON.parse(JSON.stringify({ details: left.details, payType: 2 }));
    const back = namingOrderSections(form, seatDraft({ form: saved }), 'wechat');
    expect(back.details.certificate.certificateDonorName).toBe('张氏家族');
    expect(back.payType).toBe(2);
  });

  it('back from the editor, names left empty take the donor the plates now name', () => {
    const before = namingOrderSections(form, seatDraft({ plates: [plate(''), plate('')] }), 'wechat');
    expect(before.details.certificate.certificateDonorName).toBe('');
    const saved = JSON.parse(JSON.stringify({ details: before.details }));
    const back = namingOrderSections(
      form,
      seatDraft({ plates: [plate('林知远'), plate('')], form: saved }),
      'wechat',
    );
    expect(back.details.certificate.certificateDonorName).toBe('林知远');
    expect(back.details.receipt.receiptDonorName).toBe('林知远');
  });
});
