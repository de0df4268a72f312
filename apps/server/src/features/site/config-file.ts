import fs from 'node:fs';
import path from 'node:path';
import { SCHOOL_NAME } from '@alma/shared/constants/institution';
import type { AppConfig } from '../../config/env.ts';

export type ConfigJson = Record<string, unknown>;

/**
 * Where the built web app is and which of its schools this installation serves: `school` is
 * ALMA_SCHOOL, or '' for the School the build's config/index.json names. One build serves any of
 * the schools it carries a config/{school}/index.json for (doc 1 §1, DESIGN.md §5).
 */
export type SiteFiles = { webDist: string; school: string };

export function siteFilesOf(config: Pick<AppConfig, 'webDist' | 'ALMA_SCHOOL'>): SiteFiles {
  return { webDist: config.webDist, school: config.ALMA_SCHOOL ?? '' };
}

async function readJson(file: string): Promise<ConfigJson | null> {
  try {
    const value: unknown = JSON.parse(await fs.promises.readFile(file, 'utf8'));
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as ConfigJson) : null;
  } catch {
    return null;
  }
}

const schoolFile = (webDist: string, school: string) => path.join(webDist, 'config', school, 'index.json');

/** config/index.json as built ({ School }), or null when the build has none. */
export function readRootConfig(webDist: string): Promise<ConfigJson | null> {
  return webDist ? readJson(path.join(webDist, 'config/index.json')) : Promise.resolve(null);
}

/** The one institution this installation serves ('' if none). */
export async function servedSchoolOf(site: SiteFiles): Promise<string> {
  if (!site.webDist) return '';
  if (site.school) return site.school;
  const root = await readRootConfig(site.webDist);
  const school = typeof root?.School === 'string' ? root.School : '';
  return SCHOOL_NAME.test(school) ? school : '';
}

/** config/{school}/index.json as built, or null when the build has none for that school. */
export async function readSchoolConfig(webDist: string, school: string): Promise<ConfigJson | null> {
  if (!webDist || !SCHOOL_NAME.test(school)) return null;
  return readJson(schoolFile(webDist, school));
}

/**
 * A school named by ALMA_SCHOOL must be in the build: starting to serve one the donor app cannot
 * read its config for would leave every visitor on "config failed". Throws with what to fix.
 */
export function assertSchoolInBuild(site: SiteFiles): void {
  if (!site.school || !site.webDist) return;
  const file = schoolFile(site.webDist, site.school);
  if (!fs.existsSync(file)) {
    throw new Error(`ALMA_SCHOOL=${site.school}: the web build has no ${file}`);
  }
}
