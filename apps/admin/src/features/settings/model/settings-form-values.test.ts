import type { TAppearanceSettings, TReceiptSettings } from '@alma/shared/admin-api/settings';
import { describe, expect, it } from 'vitest';
import { appearanceFormOf, appearanceFrom, receiptFrom, sameSettings } from './settings-form-values.ts';

const RECEIPT: TReceiptSettings = {
  isOpenReceipt: true,
  isOpenPaper: true,
  validType: 1,
  isCreditCode: true,
  receiptTypeList: ['1', '2'],
  receiptWayPaperList: ['1', '2'],
  receiptWayElectronicList: ['3', '4'],
  pickUpAddress: '行政楼 305',
  pickUpName: '周老师',
  certificateWayPaperList: ['1', '2'],
  pickUpMobile: '010-62750000',
};

describe('appearance form values', () => {
  it.each<[string, TAppearanceSettings, string, string, string]>([
    [
      'the file colour (null)',
      { themeColor: null, features: {}, homeLayout: null },
      'file',
      '#b3282d',
      'default',
    ],
    [
      'a colour of its own',
      { themeColor: '#1677ff', features: { maskDonorNames: true }, homeLayout: null },
      'custom',
      '#1677ff',
      'on',
    ],
    [
      'a flag turned off',
      { themeColor: null, features: { maskDonorNames: false }, homeLayout: null },
      'file',
      '#b3282d',
      'off',
    ],
  ])('reads %s into the form and writes the same settings back', (_, saved, source, colour, mask) => {
    const form = appearanceFormOf(saved, '#b3282d');
    expect(form.themeSource).toBe(source);
    expect(form.themeColor).toBe(colour);
    expect(form.features.maskDonorNames).toBe(mask);
    expect(form.features.allowDesktop).toBe('default');
    expect(form.homeLayout).toBe('file');
    expect(appearanceFrom(form, undefined)).toEqual(saved);
  });

  it('reads a chosen home layout, sends the one chosen, and null for the config file’s', () => {
    const start = appearanceFormOf({ themeColor: null, features: {}, homeLayout: 'banner' }, '#b3282d');
    expect(start.homeLayout).toBe('banner');
    expect(appearanceFrom(start, undefined).homeLayout).toBe('banner');
    expect(appearanceFrom(start, { homeLayout: 'campaign' }).homeLayout).toBe('campaign');
    expect(appearanceFrom(start, { homeLayout: 'file' }).homeLayout).toBeNull();
    // Saved before the setting existed (no field): the file's layout.
    expect(appearanceFormOf({ themeColor: null, features: {} }, '#b3282d').homeLayout).toBe('file');
  });

  it('sends null while the file colour is chosen, whatever the picker holds', () => {
    const start = appearanceFormOf({ themeColor: '#1677ff', features: {} }, '#b3282d');
    expect(appearanceFrom(start, { themeSource: 'file', themeColor: '#00ff00' }).themeColor).toBeNull();
    expect(appearanceFrom(start, { themeColor: '#00ff00' }).themeColor).toBe('#00ff00');
  });

  it('leaves a flag at default out, and sends on and off as true and false', () => {
    const start = appearanceFormOf({ themeColor: null, features: { hideListStatistics: true } }, '#b3282d');
    const held = {
      features: { ...start.features, hideListStatistics: 'default', maskDonorNames: 'off' },
    } as const;
    expect(appearanceFrom(start, held).features).toEqual({ maskDonorNames: false });
  });
});

describe('receipt form values', () => {
  it('keeps the contract order of a checkbox list, however it was ticked', () => {
    const held = {
      receiptTypeList: ['2', '1'],
      receiptWayElectronicList: ['4', '3'],
    } as Partial<TReceiptSettings>;
    const merged = receiptFrom(RECEIPT, held);
    expect(merged.receiptTypeList).toEqual(['1', '2']);
    expect(merged.receiptWayElectronicList).toEqual(['3', '4']);
    expect(sameSettings(merged, receiptFrom(RECEIPT, undefined))).toBe(true);
  });

  it('keeps a hidden field’s value and ignores what is not the contract’s', () => {
    const held = { receiptTypeList: ['2'], pickUpAddress: undefined, extra: 1 } as Partial<TReceiptSettings>;
    const merged = receiptFrom(RECEIPT, held);
    expect(merged.pickUpAddress).toBe('行政楼 305');
    expect(merged).not.toHaveProperty('extra');
    expect(sameSettings(merged, RECEIPT)).toBe(false);
  });
});
