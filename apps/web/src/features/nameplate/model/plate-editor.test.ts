import type { NameplateText } from '@alma/shared/validation/nameplate';
import { describe, expect, it } from 'vitest';
import { EMPTY_PLATE, type NamingDraft } from '../../../lib/naming-draft.ts';
import { flowNamed } from '../../../lib/naming-flow.ts';
import {
  charCount,
  draftWithPlates,
  type EditorState,
  editedPlate,
  editPlate,
  firstProblem,
  initialEditorState,
  prefillPlate,
  returnTarget,
  showSlot,
  slotLabels,
  switchEditMode,
} from './plate-editor.ts';

const plate = (donorName: string, donorIdentity = '', donationMessage = ''): NameplateText => ({
  donorName,
  donorIdentity,
  donationMessage,
});
const full = (name: string) => plate(name, '校友', '饮水思源');
const prefill = { donorName: '张三', donorIdentity: '校友' };
const state = (values: Partial<EditorState>): EditorState => ({
  editMode: 0,
  plates: [EMPTY_PLATE, EMPTY_PLATE],
  current: 0,
  stash: null,
  ...values,
});

const term = { termName: '10年', termMoney: 1000, termYear: 10 };
const seatDraft: NamingDraft = {
  itemsId: 16,
  namingType: 1,
  seats: [
    { seatId: 1, areaId: 1, seat: 'A区 1排1座', priceList: [term], termYear: 10 },
    { seatId: 2, areaId: 1, seat: 'A区 1排2座', priceList: [term], termYear: 10 },
  ],
  books: [],
  editMode: 1,
  plates: [EMPTY_PLATE, EMPTY_PLATE],
  form: { isAnonymous: true },
};

describe('prefillPlate', () => {
  it.each([
    ['an empty plate takes the name and the alumni label', plate(''), plate('张三', '校友')],
    ['written texts stay', plate('李四', '2008级校友', '感恩'), plate('李四', '2008级校友', '感恩')],
    ['a blank donor counts as empty', plate('  ', '教师'), plate('张三', '教师')],
    ['the message is never prefilled', plate('李四', '', ''), plate('李四', '校友', '')],
  ])('%s', (_, given, expected) => {
    expect(prefillPlate(given, prefill)).toEqual(expected);
  });

  it('no name in the address leaves the donor empty', () => {
    expect(prefillPlate(plate(''), { donorName: '', donorIdentity: '校友' })).toEqual(plate('', '校友'));
  });
});

describe('initialEditorState', () => {
  it.each<[string, Pick<NamingDraft, 'editMode' | 'plates'>, NameplateText[]]>([
    [
      'mode 1 puts the first plate on every slot',
      { editMode: 1, plates: [full('甲'), full('乙')] },
      [full('甲'), full('甲')],
    ],
    [
      'mode 0 keeps each slot and prefills the empty ones',
      { editMode: 0, plates: [full('甲'), EMPTY_PLATE] },
      [full('甲'), plate('张三', '校友')],
    ],
  ])('%s', (_, draft, plates) => {
    expect(initialEditorState(draft, prefill)).toEqual({
      editMode: draft.editMode,
      plates,
      current: 0,
      stash: null,
    });
  });
});

describe('editPlate and editedPlate', () => {
  it.each<[string, EditorState, NameplateText[]]>([
    ['mode 1 writes every slot', state({ editMode: 1, current: 1 }), [plate('王五'), plate('王五')]],
    ['mode 0 writes only the slot shown', state({ editMode: 0, current: 1 }), [EMPTY_PLATE, plate('王五')]],
  ])('%s', (_, before, plates) => {
    const after = editPlate(before, 'donorName', '王五');
    expect(after.plates).toEqual(plates);
    expect(editedPlate(after)).toEqual(plate('王五'));
  });
});

describe('switchEditMode', () => {
  it.each<[string, EditorState, 0 | 1, NameplateText[]]>([
    [
      'to all-same: the plate shown goes on every slot',
      state({ plates: [full('甲'), full('乙')], current: 1 }),
      1,
      [full('乙'), full('乙')],
    ],
    [
      'to all-same from a blank slot: the first written plate',
      state({ plates: [EMPTY_PLATE, full('乙'), full('丙')], current: 0 }),
      1,
      [full('乙'), full('乙'), full('乙')],
    ],
    [
      'to one-by-one: every slot starts from the shared plate',
      state({ editMode: 1, plates: [full('甲'), full('甲')] }),
      0,
      [full('甲'), full('甲')],
    ],
    [
      'the same mode changes nothing',
      state({ plates: [full('甲'), full('乙')] }),
      0,
      [full('甲'), full('乙')],
    ],
  ])('%s', (_, before, mode, plates) => {
    const after = switchEditMode(before, mode);
    expect(after.editMode).toBe(mode);
    expect(after.plates).toEqual(plates);
  });

  it('a mistaken tap on all-same and back gives the one-by-one texts back', () => {
    const separate = state({ plates: [full('甲'), full('乙')], current: 1 });
    const back = switchEditMode(switchEditMode(separate, 1), 0);
    expect(back.plates).toEqual([full('甲'), full('乙')]);
    expect(back.stash).toBeNull();
  });

  it('once the shared plate is edited, one-by-one starts from it', () => {
    const shared = editPlate(
      switchEditMode(state({ plates: [full('甲'), full('乙')] }), 1),
      'donorName',
      '丁',
    );
    expect(switchEditMode(shared, 0).plates).toEqual([
      plate('丁', '校友', '饮水思源'),
      plate('丁', '校友', '饮水思源'),
    ]);
  });
});

describe('showSlot', () => {
  it.each([
    [1, 1],
    [-3, 0],
    [9, 2],
    [1.4, 1],
  ])('slot %s of three → %s', (index, expected) => {
    expect(showSlot(state({ plates: [EMPTY_PLATE, EMPTY_PLATE, EMPTY_PLATE] }), index).current).toBe(
      expected,
    );
  });
});

describe('firstProblem', () => {
  it.each<[string, EditorState, { slot: number; key: string } | null]>([
    ['every plate written', state({ plates: [full('甲'), full('乙')] }), null],
    [
      'a missing donor',
      state({ plates: [plate('', '校友', '感恩'), full('乙')] }),
      { slot: 0, key: 'naming.bookDonorRequired' },
    ],
    [
      'the second slot has no message',
      state({ plates: [full('甲'), plate('乙', '校友')] }),
      { slot: 1, key: 'naming.messageRequired' },
    ],
    [
      'the second slot has no identity',
      state({ plates: [full('甲'), plate('乙', ' ', '感恩')] }),
      { slot: 1, key: 'naming.identityRequired' },
    ],
    [
      'a 21-character message',
      state({ plates: [full('甲'), plate('乙', '校友', '一'.repeat(21))] }),
      { slot: 1, key: 'naming.bookMessageTooLong' },
    ],
    ['mode 1 checks the one shared plate', state({ editMode: 1, plates: [full('甲'), EMPTY_PLATE] }), null],
  ])('%s', (_, given, expected) => {
    const found = firstProblem(given);
    expect(found && { slot: found.slot, key: found.problem.key }).toEqual(expected);
  });

  it('20 characters (emoji counted once) pass', () => {
    expect(firstProblem(state({ plates: [plate('甲', '校友', `${'一'.repeat(19)}🎓`)] }))).toBeNull();
    expect(charCount(`${'一'.repeat(19)}🎓`)).toBe(20);
  });
});

describe('draftWithPlates', () => {
  it('keeps the picks and the form state, with the mode and plates', () => {
    const saved = draftWithPlates(seatDraft, state({ editMode: 0, plates: [full('甲'), full('乙')] }));
    expect(saved).toEqual({ ...seatDraft, editMode: 0, plates: [full('甲'), full('乙')] });
  });

  it('mode 1 stores the shared plate on every slot', () => {
    const saved = draftWithPlates(seatDraft, state({ editMode: 1, plates: [full('甲'), full('乙')] }));
    expect(saved.plates).toEqual([full('甲'), full('甲')]);
    expect(saved.form).toEqual({ isAnonymous: true });
  });
});

describe('slotLabels', () => {
  it.each<[string, Pick<NamingDraft, 'namingType' | 'seats' | 'books'>, string[]]>([
    ['seats by label', seatDraft, ['A区 1排1座', 'A区 1排2座']],
    [
      'books by title, numbered when several copies',
      {
        namingType: 2,
        seats: [],
        books: [
          { bookId: 1, title: '三体', unitPrice: 100, namingCount: 2, stock: 5 },
          { bookId: 2, title: '围城', unitPrice: 80, namingCount: 1, stock: 5 },
        ],
      },
      ['《三体》 1/2', '《三体》 2/2', '《围城》'],
    ],
  ])('%s', (_, draft, labels) => {
    expect(slotLabels(draft)).toEqual(labels);
  });
});

describe('returnTarget', () => {
  const form = { kind: 'replace', to: '/form-gm?id=16&namingType=1' };
  it.each<[string, unknown, unknown, object]>([
    ['opened from this project’s naming form', '/form-gm?id=16&namingType=1', 3, { kind: 'back' }],
    ['opened fresh (nothing to go back to)', '/form-gm?id=16&namingType=1', 0, form],
    ['opened from another project’s form', '/form-gm?id=17&namingType=1', 3, form],
    ['opened from another page', '/subject-detail?id=16', 3, form],
    ['no state at all', undefined, 3, form],
    ['no router index', '/form-gm?id=16&namingType=1', undefined, form],
  ])('%s', (_, from, index, expected) => {
    expect(returnTarget(from, index, 16, 1)).toEqual(expected);
  });

  it('inside the jnu campaign, back to its form (seat-naming-jnu/form)', () => {
    const jnu = flowNamed('jnu');
    const jnuForm = '/seat-naming-jnu/form?id=16&namingType=1';
    expect(returnTarget(jnuForm, 3, 16, 1, jnu)).toEqual({ kind: 'back' });
    expect(returnTarget('/form-gm?id=16&namingType=1', 3, 16, 1, jnu)).toEqual({
      kind: 'replace',
      to: jnuForm,
    });
    expect(returnTarget(undefined, 0, 16, 1, jnu)).toEqual({ kind: 'replace', to: jnuForm });
  });
});
