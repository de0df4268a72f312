import { describe, expect, it } from 'vitest';
import {
  amountInputLocked,
  checkEntry,
  chipAmountText,
  isEntryEmpty,
  MINIMUM_TOAST_MS,
  needsLargeReminder,
  problemText,
  problemToastMs,
  rulesOf,
  totalToUnits,
  unitsToTotal,
  VALIDATION_TOAST_MS,
} from './amount.ts';

const anyAmount = { minMoneyFen: 0, isIntegerMoney: false };

describe('goods conversion through materialPrice', () => {
  it.each([
    ['3', 15, '45.00'],
    ['1', 50, '50.00'],
    ['2', 0.5, '1.00'],
    ['7', 12.34, '86.38'],
    ['', 15, ''],
    ['0', 15, ''],
    ['1.5', 15, ''],
    ['abc', 15, ''],
    ['3', 0, ''],
  ])('units %s at ¥%s cost %s', (units, price, total) => {
    expect(unitsToTotal(units, price)).toBe(total);
  });

  it.each([
    ['45', 15, '3'],
    ['45.00', 15, '3'],
    ['40', 15, '2'],
    ['10', 15, ''],
    ['86.38', 12.34, '7'],
    ['', 15, ''],
    ['-45', 15, ''],
    ['1.234', 15, ''],
  ])('total %s at ¥%s buys %s units', (total, price, units) => {
    expect(totalToUnits(total, price)).toBe(units);
  });
});

describe('amount entry checks (the shared rules the server runs)', () => {
  const zh = (entry: Parameters<typeof checkEntry>[0], rules = anyAmount) => {
    const checked = checkEntry(entry, rules);
    return checked.ok ? checked.fen : problemText('zh_CN', checked.problem);
  };

  it.each([
    ['10.50', 1050],
    ['0.5', 50],
    ['0', '请输入正确的金额（大于0，最多两位小数）'],
    ['01', '请输入正确的金额（大于0，最多两位小数）'],
    ['1.234', '请输入正确的金额（大于0，最多两位小数）'],
    ['abc', '请输入正确的金额（大于0，最多两位小数）'],
    ['10000000', 1_000_000_000],
    ['10000001', '单笔捐赠金额不能超过10,000,000元'],
  ])('money %s → %s', (amountText, expected) => {
    expect(zh({ kind: 'money', amountText })).toBe(expected);
  });

  it('applies the form minimum and the whole-yuan rule', () => {
    const rules = rulesOf({ minMoney: 1, isIntegerMoney: 0 });
    expect(zh({ kind: 'money', amountText: '0.5' }, rules)).toBe('最低捐赠金额1元');
    expect(zh({ kind: 'money', amountText: '1' }, rules)).toBe(100);
    const whole = rulesOf({ minMoney: 10, isIntegerMoney: 1 });
    expect(zh({ kind: 'money', amountText: '10.5' }, whole)).toBe('请输入整数金额');
    expect(zh({ kind: 'money', amountText: '5' }, whole)).toBe('最低捐赠金额10元');
  });

  it('prices goods units and refuses a bad count', () => {
    expect(zh({ kind: 'goods', unitsText: '3', priceYuan: 15 })).toBe(4500);
    expect(zh({ kind: 'goods', unitsText: '0', priceYuan: 15 })).toBe('请输入正确的捐赠数量');
    expect(zh({ kind: 'goods', unitsText: '1000000', priceYuan: 15 })).toBe(
      '单笔捐赠金额不能超过10,000,000元',
    );
  });

  it('speaks English when the interface does', () => {
    const checked = checkEntry(
      { kind: 'money', amountText: '0.5' },
      rulesOf({ minMoney: 1, isIntegerMoney: 0 }),
    );
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(problemText('English', checked.problem)).toBe('The minimum donation is 1 CNY');
  });

  it('keeps the minimum toast 2 s and the others 1 s', () => {
    expect(problemToastMs({ key: 'donate.belowMin', params: { min: 1 } })).toBe(MINIMUM_TOAST_MS);
    expect(problemToastMs({ key: 'donate.moneyTip' })).toBe(VALIDATION_TOAST_MS);
  });

  it('tells an empty entry from a bad one', () => {
    expect(isEntryEmpty({ kind: 'money', amountText: '  ' })).toBe(true);
    expect(isEntryEmpty({ kind: 'money', amountText: '0' })).toBe(false);
    expect(isEntryEmpty({ kind: 'goods', unitsText: '', priceYuan: 15 })).toBe(true);
  });
});

describe('chips, locking and the large-amount reminder', () => {
  it.each([
    [10, '10'],
    [10.5, '10.50'],
    [1000, '1000'],
    [0.01, '0.01'],
  ])('chip ¥%s fills %s', (money, text) => {
    expect(chipAmountText(money)).toBe(text);
  });

  it.each([
    [{ isHandMoney: 0, isFixMoney: 1 } as const, 4, true],
    [{ isHandMoney: 1, isFixMoney: 1 } as const, 4, false],
    [{ isHandMoney: 0, isFixMoney: 1 } as const, 0, false],
    [{ isHandMoney: 0, isFixMoney: 0 } as const, 4, false],
  ])('%o with %i chips locks the input: %s', (subPrice, chips, locked) => {
    expect(amountInputLocked(subPrice, chips)).toBe(locked);
  });

  it.each([
    [1, 1000, 100_000, true],
    [1, 1000, 99_999, false],
    [1, 1000, 200_000, true],
    [0, 1000, 200_000, false],
  ] as const)('isLargeRemind %i, largeAmount %i, %i fen → %s', (isLargeRemind, largeAmount, fen, shown) => {
    expect(needsLargeReminder({ isLargeRemind, largeAmount }, fen)).toBe(shown);
  });
});
