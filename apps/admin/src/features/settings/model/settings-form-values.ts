import {
  CERTIFICATE_WAYS_PAPER,
  FEATURE_FLAGS,
  type FeatureFlag,
  type HomeLayoutName,
  RECEIPT_TYPES,
  RECEIPT_WAYS_ELECTRONIC,
  RECEIPT_WAYS_PAPER,
  type TAppearanceSettings,
  type TBaseSettings,
  type TReceiptSettings,
} from '@alma/shared/admin-api/settings';

/**
 * What the form holds over its starting values: only the contract's fields, and a value the form
 * has not registered (a field hidden by a switch) keeps its starting value, as the server keeps it.
 */
function over<T extends object>(start: T, held: Partial<T> | undefined): T {
  const merged = { ...start };
  for (const name of Object.keys(start) as Array<keyof T>) {
    const value = held?.[name];
    if (value !== undefined && value !== null) merged[name] = value as T[keyof T];
  }
  return merged;
}

/** A checkbox list in the contract's own order, each value once. */
function inOrder<T extends string>(order: readonly T[], list: readonly T[]): T[] {
  return order.filter((value) => list.includes(value));
}

export function baseFrom(start: TBaseSettings, held: Partial<TBaseSettings> | undefined): TBaseSettings {
  return over(start, held);
}

export function receiptFrom(
  start: TReceiptSettings,
  held: Partial<TReceiptSettings> | undefined,
): TReceiptSettings {
  const merged = over(start, held);
  return {
    ...merged,
    receiptTypeList: inOrder(RECEIPT_TYPES, merged.receiptTypeList),
    receiptWayPaperList: inOrder(RECEIPT_WAYS_PAPER, merged.receiptWayPaperList),
    receiptWayElectronicList: inOrder(RECEIPT_WAYS_ELECTRONIC, merged.receiptWayElectronicList),
    certificateWayPaperList: inOrder(CERTIFICATE_WAYS_PAPER, merged.certificateWayPaperList),
  };
}

/** A feature flag in the console: the config file's value, or staff's on or off over it. */
export type TFlagChoice = 'default' | 'on' | 'off';

/**
 * The appearance tab's form: the colour stays in the picker while the file's colour is chosen; the
 * home layout is the config file's ('file') or one staff chose.
 */
export type TAppearanceForm = {
  themeSource: 'file' | 'custom';
  themeColor: string;
  features: Record<FeatureFlag, TFlagChoice>;
  homeLayout: 'file' | HomeLayoutName;
};

export function appearanceFormOf(saved: TAppearanceSettings, fileColor: string): TAppearanceForm {
  const features = {} as Record<FeatureFlag, TFlagChoice>;
  for (const flag of FEATURE_FLAGS) {
    const value = saved.features[flag];
    features[flag] = value === undefined ? 'default' : value ? 'on' : 'off';
  }
  return {
    themeSource: saved.themeColor === null ? 'file' : 'custom',
    themeColor: saved.themeColor ?? fileColor,
    features,
    homeLayout: saved.homeLayout ?? 'file',
  };
}

/**
 * The contract's appearance: null keeps the file's colour (and the file's home layout), a flag left
 * at default is left out.
 */
export function appearanceFrom(
  start: TAppearanceForm,
  held: Partial<TAppearanceForm> | undefined,
): TAppearanceSettings {
  const themeSource = held?.themeSource ?? start.themeSource;
  const themeColor = held?.themeColor ?? start.themeColor;
  const features: TAppearanceSettings['features'] = {};
  for (const flag of FEATURE_FLAGS) {
    const choice = held?.features?.[flag] ?? start.features[flag];
    if (choice !== 'default') features[flag] = choice === 'on';
  }
  const homeLayout = held?.homeLayout ?? start.homeLayout;
  return {
    themeColor: themeSource === 'file' ? null : themeColor,
    features,
    homeLayout: homeLayout === 'file' ? null : homeLayout,
  };
}

/** Whether two values of one contract are the same settings (both built by the functions above). */
export function sameSettings(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
