import fs from 'node:fs';
import path from 'node:path';

/** A school's directory name under config/: letters, digits, - and _ (never a path). */
export const SCHOOL_NAME = /^[A-Za-z0-9_-]{1,40}$/;

export type ConfigJson = Record<string, unknown>;

async function readJson(file: string): Promise<ConfigJson | null> {
  try {
    const value: unknown = JSON.parse(await fs.promises.readFile(file, 'utf8'));
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as ConfigJson) : null;
  } catch {
    return null;
  }
}

/** The school config/index.json names: the one institution this installation serves ('' if none). */
export async function servedSchoolOf(webDist: string): Promise<string> {
  if (!webDist) return '';
  const root = await readJson(path.join(webDist, 'config/index.json'));
  const school = typeof root?.School === 'string' ? root.School : '';
  return SCHOOL_NAME.test(school) ? school : '';
}

/** config/{school}/index.json as built, or null when the build has none for that school. */
export async function readSchoolConfig(webDist: string, school: string): Promise<ConfigJson | null> {
  if (!webDist || !SCHOOL_NAME.test(school)) return null;
  return readJson(path.join(webDist, 'config', school, 'index.json'));
}
