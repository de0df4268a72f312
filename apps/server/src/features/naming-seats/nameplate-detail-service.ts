import {
  NAMEPLATE_CLAIM_TYPE,
  type TNameplateDetailConfig,
  type TNameplateDetailConfigQuery,
} from '@alma/shared/api/naming';
import type { Db } from '../../db/client.ts';
import {
  findBookClaimProject,
  findDetailConfig,
  findSeatClaimProject,
} from './nameplate-detail-repository.ts';

function projectOf(db: Db, query: TNameplateDetailConfigQuery): Promise<number | undefined> {
  // The page opens with both; with only one of them there is no claim to follow.
  if (query.type === undefined || query.id === undefined) return Promise.resolve(undefined);
  return query.type === NAMEPLATE_CLAIM_TYPE.book
    ? findBookClaimProject(db, query.id)
    : findSeatClaimProject(db, query.id);
}

/**
 * items/getNameplateDetailConfig (doc 4 §7): the look of the claim's project. A page opened
 * without a claim, for an unknown claim or for a project without a look of its own gets the first
 * configured project's — one institution's projects share a house style — and with none at all
 * every field is '': the page then draws its neutral card rather than an error. The claim may be
 * in any state: the look is the project's, public, and says nothing about the donor.
 */
export async function getNameplateDetailConfig(
  db: Db,
  query: TNameplateDetailConfigQuery,
): Promise<TNameplateDetailConfig> {
  const stored: Record<string, unknown> = (await findDetailConfig(db, await projectOf(db, query))) ?? {};
  // Staff write this JSON by hand: a missing or non-text field reads as ''.
  const text = (key: keyof TNameplateDetailConfig) => (typeof stored[key] === 'string' ? stored[key] : '');
  return {
    bg_img: text('bg_img'),
    bg_word: text('bg_word'),
    bottom_img: text('bottom_img'),
    bg_color: text('bg_color'),
  };
}
