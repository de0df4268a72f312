import type { TNameplateInstall } from '@alma/shared/api/nameplate-install';
import { INSTALL_STATES, type InstallState } from '@alma/shared/api/naming-activity';
import { toWireDate } from '@alma/shared/dates/wire-date';
import type { Db } from '../../db/client.ts';
import { findNamedInstall } from './nameplate-detail-install-repository.ts';

/**
 * items/nameplateInstall (ours): the plaque's progress on the nameplate-detail page. The same
 * rule as items/getSeatShowData: only a claim named now has a public plaque.
 */
export async function getNameplateInstall(db: Db, claimId: number): Promise<TNameplateInstall> {
  const row = await findNamedInstall(db, claimId);
  if (!row) return null;
  const state = (INSTALL_STATES as readonly string[]).includes(row.state)
    ? (row.state as InstallState)
    : 'ordered';
  return { state, photo: row.photo, updatedAt: toWireDate(row.updatedAt) ?? '' };
}
