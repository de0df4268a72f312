import type { Language } from '@alma/shared/i18n/language';
import { displayNickname, maskDonorName } from '@alma/shared/validation/display';
import type { Db } from '../../db/client.ts';
import type { SiteFiles } from '../site/config-file.ts';
import { servedFileDefaults } from '../site/institution-config-service.ts';
import { foundationOf } from '../site/service.ts';
import { donorDisplayName } from './wire-values.ts';

/**
 * Whether the directories mask donor names (the `maskDonorNames` flag, doc 1 §5, doc 3 §5): the
 * console's setting (foundation.features) when staff set one, else the served school's config file.
 * The server masks, not only the app: the names must not reach a phone that would only hide them.
 */
export async function directoryMasksNames(db: Db, site: SiteFiles): Promise<boolean> {
  const [row, file] = await Promise.all([foundationOf(db), servedFileDefaults(site)]);
  const staff = row?.features.maskDonorNames;
  return typeof staff === 'boolean' ? staff : (file.features.maskDonorNames ?? false);
}

/**
 * The name a directory row shows: the anonymous label for an anonymous gift, else the donor's
 * name, masked to its first character plus '**' when the flag is on. A masked name is the name
 * the app would show (the platform nickname already 爱心人士), so the mask does not reveal it.
 */
export function directoryName(
  row: { isAnonymous: boolean; donorName: string },
  language: Language,
  mask: boolean,
): string {
  const name = donorDisplayName(row.isAnonymous, row.donorName, language);
  return mask && !row.isAnonymous ? maskDonorName(displayNickname(name, language)) : name;
}
