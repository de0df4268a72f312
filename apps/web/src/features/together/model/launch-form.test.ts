import type { TLaunchDetail } from '@alma/shared/api/together';
import { describe, expect, it } from 'vitest';
import {
  checkLaunchForm,
  initialLaunchState,
  type LaunchFormState,
  launchBody,
  launchProblemText,
  showsFreeEntry,
  type TargetChoice,
  targetMoneyText,
} from './launch-form.ts';

const money: TLaunchDetail = {
  itemsId: 1,
  itemsName: '励志奖学金',
  thumbnailImg: '',
  crowdType: 1,
  materialName: '',
  materialUnit: '',
  materialPrice: 0,
  sloganList: ['寒门学子，一路有我', '一起为母校加油'],
  moneyList: [
    { title: '1000元', money: 1000 },
    { title: '5000元', money: 5000 },
  ],
  isHandMoney: 1,
  isNoTarget: 1,
};
const chipsOnly: TLaunchDetail = { ...money, isHandMoney: 0, isNoTarget: 0 };
const goods: TLaunchDetail = {
  ...money,
  crowdType: 2,
  materialName: '爱心午餐',
  materialUnit: '份',
  materialPrice: 15,
  moneyList: [{ title: '100份午餐', money: 1500 }],
};

const state = (target: TargetChoice, values: Partial<LaunchFormState> = {}): LaunchFormState => ({
  sponsor: '张明远',
  slogan: '一起为母校加油',
  target,
  ...values,
});

describe('targetMoneyText', () => {
  it.each<[string, TargetChoice, TLaunchDetail, string]>([
    ['the first chip', { kind: 'chip', index: 0 }, money, '1000'],
    ['the no-target chip', { kind: 'noTarget' }, money, '0'],
    ['a typed amount', { kind: 'typed', text: ' 88.8 ' }, money, '88.8'],
    ['3 units of ¥15', { kind: 'typed', text: '3' }, goods, '45'],
    ['0 units', { kind: 'typed', text: '0' }, goods, '0'],
    ['1.5 units', { kind: 'typed', text: '1.5' }, goods, ''],
    ['a goods chip', { kind: 'chip', index: 0 }, goods, '1500'],
    ['a chip that is gone', { kind: 'chip', index: 9 }, money, ''],
  ])('%s → %s', (_label, target, detail, expected) => {
    expect(targetMoneyText(state(target), detail)).toBe(expected);
  });
});

describe('checkLaunchForm runs the shared launch rule (doc 2 §5)', () => {
  it.each<[string, LaunchFormState, TLaunchDetail, string]>([
    ['a chip', state({ kind: 'chip', index: 1 }), chipsOnly, ''],
    ['no target where the chip exists', state({ kind: 'noTarget' }), money, ''],
    [
      'zero typed without the no-target chip',
      state({ kind: 'typed', text: '0' }),
      chipsOnly,
      '请输入合法金额',
    ],
    ['a negative amount', state({ kind: 'typed', text: '-1' }), money, '请输入合法金额'],
    ['letters', state({ kind: 'typed', text: 'abc' }), money, '请输入合法金额'],
    ['a typed amount with free entry off', state({ kind: 'typed', text: '12' }), chipsOnly, '请选择目标金额'],
    ['no sponsor', state({ kind: 'noTarget' }, { sponsor: ' ' }), money, '请输入发起人'],
    ['no slogan', state({ kind: 'noTarget' }, { slogan: '' }), money, '请选择一起捐口号'],
    ['half a lunch', state({ kind: 'typed', text: '0.5' }), goods, '请输入合法金额'],
    ['3 lunches', state({ kind: 'typed', text: '3' }), goods, ''],
  ])('%s → %s', (_label, form, detail, expected) => {
    expect(launchProblemText('zh_CN', checkLaunchForm(form, detail))).toBe(expected);
  });

  it('speaks English', () => {
    const check = checkLaunchForm(state({ kind: 'typed', text: 'x' }), money);
    expect(launchProblemText('English', check)).toBe('Please enter a valid amount');
  });
});

describe('the form around the rule', () => {
  it.each([
    ['张明远', '张明远'],
    ['微信用户', ''],
    ['  ', ''],
    [undefined, ''],
  ])('prefills the sponsor from nickname %s → %s', (nickname, expected) => {
    expect(initialLaunchState(money, nickname).sponsor).toBe(expected);
  });

  it('starts on the first slogan and the first chip, or free entry without chips', () => {
    expect(initialLaunchState(money, '')).toMatchObject({
      slogan: '寒门学子，一路有我',
      target: { kind: 'chip', index: 0 },
    });
    const noChips = { ...money, moneyList: [], sloganList: [] };
    expect(initialLaunchState(noChips, '')).toMatchObject({
      slogan: '',
      target: { kind: 'typed', text: '' },
    });
  });

  it('shows free entry with isHandMoney, or when there are no chips', () => {
    expect(showsFreeEntry(money)).toBe(true);
    expect(showsFreeEntry(chipsOnly)).toBe(false);
    expect(showsFreeEntry({ ...chipsOnly, moneyList: [] })).toBe(true);
  });

  it('sends the trimmed sponsor and the target in yuan', () => {
    const body = launchBody(state({ kind: 'typed', text: '3' }, { sponsor: ' 李四 ' }), goods);
    expect(body).toEqual({ itemsId: 1, sponsor: '李四', slogan: '一起为母校加油', targetMoney: '45' });
  });
});
