import { describe, expect, it } from 'vitest';
import { actionButtons, parseId } from './action-buttons.ts';

const base = {
  id: 7,
  itemsType: 1,
  namingType: null,
  isDonate: 1,
  isDonateTogether: 1,
  noReason: '',
} as const;

describe('actionButtons', () => {
  it.each([
    // [case, fields, subItemsId, expected [invite, main]]
    [
      'open with together',
      {},
      undefined,
      [
        { kind: 'invite', enabled: true, to: '/together?id=7', reason: '' },
        { kind: 'donate', enabled: true, to: '/form?id=7', reason: '' },
      ],
    ],
    [
      'sub-project keeps subItemsId',
      { isDonateTogether: 0 },
      3,
      [
        { kind: 'invite', enabled: false, to: '/together?id=7', reason: '' },
        { kind: 'donate', enabled: true, to: '/form?id=7&subItemsId=3', reason: '' },
      ],
    ],
    [
      'closed shows noReason and greys both',
      { isDonate: 0, noReason: ' 已结束 ' },
      undefined,
      [
        { kind: 'invite', enabled: false, to: '/together?id=7', reason: '' },
        { kind: 'donate', enabled: false, to: '/form?id=7', reason: '已结束' },
      ],
    ],
    [
      'naming seats',
      { itemsType: 2, namingType: 1, isDonateTogether: 0 },
      undefined,
      [
        { kind: 'invite', enabled: false, to: '/together?id=7', reason: '' },
        { kind: 'name', enabled: true, to: '/seat?id=7', reason: '' },
      ],
    ],
    [
      'naming books',
      { itemsType: 2, namingType: 2 },
      undefined,
      [
        { kind: 'invite', enabled: true, to: '/together?id=7', reason: '' },
        { kind: 'name', enabled: true, to: '/book-list?id=7', reason: '' },
      ],
    ],
    [
      'closed naming',
      { itemsType: 2, namingType: 2, isDonate: 0, noReason: '冠名已满' },
      undefined,
      [
        { kind: 'invite', enabled: false, to: '/together?id=7', reason: '' },
        { kind: 'name', enabled: false, to: '/book-list?id=7', reason: '冠名已满' },
      ],
    ],
  ] as const)('%s', (_name, fields, subItemsId, expected) => {
    expect(actionButtons({ ...base, ...fields }, subItemsId)).toEqual(expected);
  });
});

describe('parseId', () => {
  it.each([
    [null, undefined],
    ['', undefined],
    ['0', undefined],
    ['-1', undefined],
    ['1.5', undefined],
    ['abc', undefined],
    ['12', 12],
  ] as const)('%s → %s', (text, id) => {
    expect(parseId(text)).toBe(id);
  });
});
