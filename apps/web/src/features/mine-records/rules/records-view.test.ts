import { describe, expect, it } from 'vitest';
import {
  donationAmount,
  donationViewOf,
  loginAddressFor,
  myJoinAmount,
  nameplateAddress,
  namingValidity,
  projectAddress,
  togetherAddress,
  togetherProgress,
  togetherRaised,
  togetherTabOf,
} from './records-view.ts';

describe('donationAmount', () => {
  it.each([
    [{ crowdType: 1, donateMoney: 1234.5, donateMaterialNumber: 0, materialUnit: '' }, '¥1,234.50'],
    [{ crowdType: 1, donateMoney: 0.01, donateMaterialNumber: 0, materialUnit: '' }, '¥0.01'],
    [{ crowdType: 1, donateMoney: 0.3, donateMaterialNumber: 0, materialUnit: '' }, '¥0.30'],
    [{ crowdType: 1, donateMoney: 10_000_000, donateMaterialNumber: 0, materialUnit: '' }, '¥10,000,000.00'],
    [{ crowdType: 2, donateMoney: 150, donateMaterialNumber: 3, materialUnit: '本' }, '3 本'],
    [{ crowdType: 2, donateMoney: 50000, donateMaterialNumber: 1000, materialUnit: '份' }, '1,000 份'],
    [{ crowdType: 2, donateMoney: 5, donateMaterialNumber: 1, materialUnit: '' }, '1'],
  ])('%o → %s', (row, text) => {
    expect(donationAmount(row)).toBe(text);
  });
});

describe('together amounts', () => {
  it.each([
    [{ crowdType: 1, completeMoney: 1500.01, completeMaterialNumber: 0, materialUnit: '' }, '¥1,500.01'],
    [{ crowdType: 2, completeMoney: 300, completeMaterialNumber: 7, materialUnit: '份' }, '7 份'],
  ])('raised %o → %s', (row, text) => {
    expect(togetherRaised(row)).toBe(text);
  });

  it.each([
    [{ crowdType: 1, myMoney: 0.01, myMaterialNumber: 0, materialUnit: '' }, '¥0.01'],
    [{ crowdType: 2, myMoney: 150, myMaterialNumber: 3, materialUnit: '份' }, '3 份'],
  ])('mine %o → %s', (row, text) => {
    expect(myJoinAmount(row)).toBe(text);
  });
});

describe('togetherProgress', () => {
  it.each([
    [{ isNoTarget: 0, targetMoney: 1000, completeMoney: 250 }, 25],
    [{ isNoTarget: 0, targetMoney: 1000, completeMoney: 1500.01 }, 100],
    [{ isNoTarget: 0, targetMoney: 3, completeMoney: 1 }, 33.33],
    [{ isNoTarget: 0, targetMoney: 1000, completeMoney: 0 }, 0],
    [{ isNoTarget: 1, targetMoney: 0, completeMoney: 20 }, null],
    [{ isNoTarget: 0, targetMoney: 0, completeMoney: 20 }, null],
  ] as const)('%o → %s', (row, percent) => {
    expect(togetherProgress(row)).toBe(percent);
  });
});

describe('views from the address', () => {
  it.each([
    ['time', 'time'],
    ['category', 'category'],
    [null, 'category'],
    ['TIME', 'category'],
  ] as const)('view %s → %s', (value, view) => {
    expect(donationViewOf(value)).toBe(view);
  });

  it.each([
    ['join', 'join'],
    ['launch', 'launch'],
    [null, 'launch'],
    ['x', 'launch'],
  ] as const)('tab %s → %s', (value, tab) => {
    expect(togetherTabOf(value)).toBe(tab);
  });
});

describe('addresses', () => {
  it('links rows to the project and the fundraiser, and a visitor to login and back', () => {
    expect(projectAddress(14)).toBe('/subject-detail?id=14');
    expect(togetherAddress(2)).toBe('/together-share?id=2');
    expect(nameplateAddress(1, 31)).toBe('/nameplate-detail?type=1&id=31');
    expect(nameplateAddress(2, 7)).toBe('/nameplate-detail?type=2&id=7');
    expect(loginAddressFor('/mine-don?view=time')).toBe('/login?redirect=%2Fmine-don%3Fview%3Dtime');
  });
});

describe('namingValidity', () => {
  it.each([
    ['2034-05-01', { kind: 'until', date: '2034-05-01' }],
    ['2034-05-01 00:00:00', { kind: 'until', date: '2034-05-01' }],
    ['', { kind: 'permanent' }],
    ['  ', { kind: 'permanent' }],
  ] as const)('%j → %o', (expireDate, validity) => {
    expect(namingValidity(expireDate)).toEqual(validity);
  });
});
