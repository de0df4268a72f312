/**
 * The donor app's named behaviours (DESIGN.md §5: a flag, never a school-name check). Each starts
 * from config/{school}/index.json; staff may override it in the console's institution settings.
 */
export const FEATURE_FLAGS = [
  /** The donor app opens in a desktop browser instead of showing its QR code. */
  'allowDesktop',
  /** The desktop QR page's caption says "scan to view the projects". */
  'qrCaptionViewProjects',
  /** Donor names in directories and records are masked (张*). */
  'maskDonorNames',
  /** The donation directory has no search box. */
  'hideDirectorySearch',
  /** The project list shows no raised/donor statistics. */
  'hideListStatistics',
  /** The large-amount reminder offers only 关闭 (doc 2 §4.2 step 3, one school). */
  'largeRemindCloseOnly',
] as const;

export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

/** A school's folder under config/ (config/index.json's School, ALMA_SCHOOL): never a path. */
export const SCHOOL_NAME = /^[A-Za-z0-9_-]{1,40}$/;

/** The theme colour when neither the config file nor the console sets one. */
export const DEFAULT_THEME_COLOR = '#b3282d';
