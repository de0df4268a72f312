import { describe, expect, it } from 'vitest';
import {
  allowsFreeTarget,
  checkTogetherLaunch,
  type LaunchInput,
  type LaunchOptions,
} from './together-launch.ts';

const listed: LaunchOptions = {
  sloganList: ['寒门学子，一路有我', '一起为母校加油'],
  moneyListFen: [100000, 500000],
  isHandMoney: true,
  isNoTarget: true,
};
const chipsOnly: LaunchOptions = { ...listed, isHandMoney: false, isNoTarget: false };
const open: LaunchOptions = { sloganList: [], moneyListFen: [], isHandMoney: false, isNoTarget: false };

const input = (values: Partial<LaunchInput>): LaunchInput => ({
  sponsor: '张明远',
  slogan: '一起为母校加油',
  targetMoney: '1000',
  ...values,
});

describe('checkTogetherLaunch (doc 2 §5)', () => {
  it.each<[string, Partial<LaunchInput>, LaunchOptions, number | string]>([
    ['a listed slogan and a typed target', {}, listed, 100000],
    ['a target with two decimals', { targetMoney: '88.88' }, listed, 8888],
    ['a target as a number', { targetMoney: 1000 }, listed, 100000],
    ['zero with the no-target chip', { targetMoney: '0' }, listed, 0],
    ['zero as a number with the no-target chip', { targetMoney: 0 }, listed, 0],
    ['zero without the no-target chip', { targetMoney: '0' }, chipsOnly, 'together.moneyInvalid'],
    ['a negative target', { targetMoney: '-5' }, listed, 'together.moneyInvalid'],
    ['a negative number', { targetMoney: -5 }, listed, 'together.moneyInvalid'],
    ['text for a target', { targetMoney: 'abc' }, listed, 'together.moneyInvalid'],
    ['an empty target', { targetMoney: '' }, listed, 'together.moneyInvalid'],
    ['three decimals', { targetMoney: '1.234' }, listed, 'together.moneyInvalid'],
    ['a leading zero', { targetMoney: '01' }, listed, 'together.moneyInvalid'],
    ['NaN', { targetMoney: Number.NaN }, listed, 'together.moneyInvalid'],
    ['an absurd target', { targetMoney: '100000000.01' }, listed, 'together.moneyInvalid'],
    ['the largest target', { targetMoney: '100000000' }, listed, 10_000_000_000],
    ['a chip with free entry off', { targetMoney: '5000' }, chipsOnly, 500000],
    ['a typed amount with free entry off', { targetMoney: '1234' }, chipsOnly, 'together.chooseTarget'],
    ['free entry off but no chips to choose', { targetMoney: '1234', slogan: '加油' }, open, 123400],
    ['no sponsor', { sponsor: '' }, listed, 'together.sponsorRequired'],
    ['a blank sponsor', { sponsor: '   ' }, listed, 'together.sponsorRequired'],
    ['a sponsor of 20 characters', { sponsor: '一'.repeat(20) }, listed, 100000],
    ['a sponsor of 21 characters', { sponsor: '一'.repeat(21) }, listed, 'together.sponsorTooLong'],
    ['a sponsor with a line break', { sponsor: '张\n三' }, listed, 'together.sponsorInvalid'],
    ['no slogan', { slogan: '' }, listed, 'together.sloganRequired'],
    ['a slogan not in the list', { slogan: '随便写的' }, listed, 'together.sloganInvalid'],
    ['a typed slogan when there is no list', { slogan: '  加油  ' }, open, 100000],
    ['no slogan when there is no list', { slogan: ' ' }, open, 'together.sloganRequired'],
    ['a long typed slogan', { slogan: '加'.repeat(51) }, open, 'together.sloganTooLong'],
  ])('%s', (_label, values, options, expected) => {
    const result = checkTogetherLaunch(input(values), options);
    if (typeof expected === 'number') expect(result).toMatchObject({ ok: true, targetFen: expected });
    else expect(result).toEqual({ ok: false, key: expected });
  });

  it('answers the trimmed sponsor and typed slogan it will store', () => {
    const result = checkTogetherLaunch(input({ sponsor: ' 李四 ', slogan: ' 一起加油 ' }), open);
    expect(result).toEqual({ ok: true, sponsor: '李四', slogan: '一起加油', targetFen: 100000 });
  });
});

describe('allowsFreeTarget', () => {
  it.each([
    [true, [100], true],
    [false, [100], false],
    [false, [], true],
  ])('isHandMoney %s with chips %o → %s', (isHandMoney, moneyListFen, expected) => {
    expect(allowsFreeTarget({ isHandMoney, moneyListFen })).toBe(expected);
  });
});
