import { HOME_LAYOUT_NAMES, type HomeLayoutName, homeLayoutOf } from '@alma/shared/constants/home-layouts';
import { DEFAULT_THEME_COLOR, FEATURE_FLAGS, type FeatureFlag } from '@alma/shared/constants/institution';
import type { Db } from '../../db/client.ts';
import {
  type ConfigJson,
  readRootConfig,
  readSchoolConfig,
  type SiteFiles,
  servedSchoolOf,
} from './config-file.ts';
import { findFoundation } from './repository.ts';

export type FileDefaults = {
  themeColor: string;
  features: Partial<Record<FeatureFlag, boolean>>;
  homeLayout: HomeLayoutName;
};

/**
 * The home layout staff chose (kept in the foundation row's features JSON as `homeLayout`), or
 * null: the file's theme is served. A value the build has no layout for counts as no choice.
 */
export function staffHomeLayoutOf(row: { features: Record<string, unknown> } | null): HomeLayoutName | null {
  const value = row?.features.homeLayout;
  return typeof value === 'string' && (HOME_LAYOUT_NAMES as readonly string[]).includes(value)
    ? (value as HomeLayoutName)
    : null;
}

/** What the config file alone gives the donor app: its theme colour, the flags it sets, its layout. */
export function fileDefaultsOf(file: ConfigJson | null): FileDefaults {
  const color = typeof file?.themeColor === 'string' ? file.themeColor : '';
  const own =
    file?.features && typeof file.features === 'object' ? (file.features as Record<string, unknown>) : {};
  const features: FileDefaults['features'] = {};
  for (const flag of FEATURE_FLAGS) {
    if (typeof own[flag] === 'boolean') features[flag] = own[flag];
  }
  return { themeColor: color || DEFAULT_THEME_COLOR, features, homeLayout: homeLayoutOf(file?.theme) };
}

/** The served school's config file defaults (the console shows them beside the overrides). */
export async function servedFileDefaults(site: SiteFiles): Promise<FileDefaults> {
  const school = await servedSchoolOf(site);
  return fileDefaultsOf(school ? await readSchoolConfig(site.webDist, school) : null);
}

/**
 * The home layout the donor app shows now (首页配置 says which): staff's choice, else the one the
 * served school's config file names.
 */
export async function servedHomeLayout(
  db: Db,
  site: SiteFiles,
): Promise<{ name: HomeLayoutName; source: 'setting' | 'file' }> {
  const chosen = staffHomeLayoutOf(await findFoundation(db));
  if (chosen) return { name: chosen, source: 'setting' };
  return { name: (await servedFileDefaults(site)).homeLayout, source: 'file' };
}

/**
 * config/index.json as the donor app reads it first: the built file with School the school this
 * installation serves (ALMA_SCHOOL, else the file's own). Null: the build names no school.
 */
export async function servedRootConfig(site: SiteFiles): Promise<ConfigJson | null> {
  const [root, school] = await Promise.all([readRootConfig(site.webDist), servedSchoolOf(site)]);
  return school ? { ...root, School: school } : null;
}

/**
 * config/{school}/index.json as the donor app reads it at start-up: the built file, with what staff
 * own of it (theme colour, feature flags, the home layout as `theme`; DESIGN.md §5) laid over it
 * from the database for the
 * school this installation serves. The api base, signKey and the rest stay the file's. Null: no
 * such school in the build.
 */
export async function servedSchoolConfig(
  db: Db,
  site: SiteFiles,
  school: string,
): Promise<ConfigJson | null> {
  const file = await readSchoolConfig(site.webDist, school);
  if (!file || school !== (await servedSchoolOf(site))) return file;
  const row = await findFoundation(db);
  if (!row) return file;
  const fileFeatures =
    file.features && typeof file.features === 'object' && !Array.isArray(file.features) ? file.features : {};
  const staffFeatures: Record<string, boolean> = {};
  for (const flag of FEATURE_FLAGS) {
    const value = row.features[flag];
    if (typeof value === 'boolean') staffFeatures[flag] = value;
  }
  return {
    ...file,
    theme: staffHomeLayoutOf(row) ?? file.theme,
    themeColor: row.themeColor ?? file.themeColor ?? DEFAULT_THEME_COLOR,
    features: { ...fileFeatures, ...staffFeatures },
  };
}
