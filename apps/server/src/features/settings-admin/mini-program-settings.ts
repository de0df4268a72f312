import type { TMiniProgramSettings } from '@alma/shared/admin-api/settings';
import { SETTING_ALUMNI_AUTH_SKIP, SETTING_MIDDLE_AUTH_ENABLED } from '@alma/shared/constants/limits';
import type { Db, Tx } from '../../db/client.ts';
import { findSettingRows } from './repository.ts';

export const MINI_PROGRAM_KEYS = [SETTING_ALUMNI_AUTH_SKIP, SETTING_MIDDLE_AUTH_ENABLED] as const;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The 小程序 part as staff see it, read from the two settings rows the donor app and middle/auth use. */
export function miniProgramOf(rows: Map<string, string>): TMiniProgramSettings {
  let launch: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(rows.get(SETTING_ALUMNI_AUTH_SKIP) ?? '{}');
    if (parsed && typeof parsed === 'object') launch = parsed as Record<string, unknown>;
  } catch {
    // A row edited by hand into something unreadable shows as empty, for staff to set again.
  }
  return {
    alumniAppId: text(launch.appid),
    alumniOriginalId: text(launch.originalId),
    alumniPath: text(launch.path),
    middleAuth: rows.get(SETTING_MIDDLE_AUTH_ENABLED) === '1',
  };
}

export async function readMiniProgramSettings(db: Db | Tx): Promise<TMiniProgramSettings> {
  return miniProgramOf(await findSettingRows(db, MINI_PROGRAM_KEYS));
}

/** The rows a save writes: the launch target as the donor app reads it (getSettingValue), and the switch. */
export function miniProgramRows(input: TMiniProgramSettings): Record<string, string> {
  return {
    [SETTING_ALUMNI_AUTH_SKIP]:
      input.alumniAppId === ''
        ? ''
        : JSON.stringify({
            appid: input.alumniAppId,
            path: input.alumniPath,
            originalId: input.alumniOriginalId,
          }),
    [SETTING_MIDDLE_AUTH_ENABLED]: input.middleAuth ? '1' : '0',
  };
}
