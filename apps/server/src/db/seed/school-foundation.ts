import { eq } from 'drizzle-orm';
import type { AppConfig } from '../../config/env.ts';
import { readSchoolConfig, servedSchoolOf, siteFilesOf } from '../../features/site/config-file.ts';
import type { Tx } from '../client.ts';
import { foundation } from '../schema/site.ts';

/** What a school's config file may say of its demo foundation (config/{school}/index.json). */
const FIELDS = ['title', 'shareTitle', 'shareDesc'] as const;
const MAX_LENGTH = 100;

type SchoolFoundation = Partial<Record<(typeof FIELDS)[number], string>>;

/**
 * `demoFoundation` of the served school's config file: the names a fresh demo database of that
 * school starts with, so a second school (ALMA_SCHOOL) looks like a foundation of its own. Only
 * non-empty one-line strings are taken; the donor app ignores the field.
 */
export function schoolFoundationOf(file: Record<string, unknown> | null): SchoolFoundation {
  const given = file?.demoFoundation;
  if (!given || typeof given !== 'object' || Array.isArray(given)) return {};
  const values: SchoolFoundation = {};
  for (const field of FIELDS) {
    const value = (given as Record<string, unknown>)[field];
    if (typeof value !== 'string') continue;
    const text = value.trim();
    if (text !== '' && text.length <= MAX_LENGTH && !/\p{Cc}/u.test(text)) values[field] = text;
  }
  return values;
}

/** Lays the served school's demo names over the demo foundation row the seed just wrote. */
export async function applySchoolFoundation(
  tx: Tx,
  config: Pick<AppConfig, 'webDist' | 'ALMA_SCHOOL'>,
): Promise<void> {
  const site = siteFilesOf(config);
  const school = await servedSchoolOf(site);
  const values = schoolFoundationOf(school ? await readSchoolConfig(site.webDist, school) : null);
  if (Object.keys(values).length > 0) await tx.update(foundation).set(values).where(eq(foundation.id, 1));
}
