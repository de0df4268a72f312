import type { TAward } from '@alma/shared/api/user-center';
import { toWireDate } from '@alma/shared/dates/wire-date';
import type { Language } from '@alma/shared/i18n/language';
import { pickText } from '@alma/shared/i18n/pick-text';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/envelope.ts';
import { type AwardRuleKind, awardProgress, isAwardRuleKind } from './award-rules.ts';
import {
  type AwardRow,
  type DonorRanks,
  findAwardRow,
  findDonorRanks,
  findLauncherRank,
  listAwardRows,
  listLaunchTimeline,
  listPaidTimeline,
} from './repository.ts';

/**
 * user/center/awardList: every award, in the administrator's order, as it stands for this user,
 * named in the reader's language (the English texts staff gave, else the Chinese).
 */
export async function listAwards(db: Db, userId: number, language: Language): Promise<TAward[]> {
  const [rows, standing] = await Promise.all([listAwardRows(db), loadStanding(db, userId)]);
  return rows.map((row) => awardFor(row, standing, language));
}

/** user/center/awardDetail: one award as it stands for this user. */
export async function getAward(db: Db, userId: number, awardId: number, language: Language): Promise<TAward> {
  const [row, standing] = await Promise.all([findAwardRow(db, awardId), loadStanding(db, userId)]);
  if (!row) throw notFound();
  return awardFor(row, standing, language);
}

type Standing = {
  paid: Awaited<ReturnType<typeof listPaidTimeline>>;
  launches: Awaited<ReturnType<typeof listLaunchTimeline>>;
  donorRanks: DonorRanks | null;
  launcherRank: number | null;
};

async function loadStanding(db: Db, userId: number): Promise<Standing> {
  const [paid, launches, donorRanks, launcherRank] = await Promise.all([
    listPaidTimeline(db, userId),
    listLaunchTimeline(db, userId),
    findDonorRanks(db, userId),
    findLauncherRank(db, userId),
  ]);
  return { paid, launches, donorRanks, launcherRank };
}

/**
 * recordCount is 1 when earned and 0 when not, never a progress count: the client shows
 * "earned over total" by counting awards whose recordCount is positive, so a partial count
 * would show an award as earned before it is.
 */
function awardFor(row: AwardRow, standing: Standing, language: Language): TAward {
  const progress = awardProgress(row.ruleKind, row.ruleThreshold, standing.paid, standing.launches);
  return {
    id: row.id,
    name: pickText(language, row.name, row.nameEn),
    picture: row.picture,
    description: pickText(language, row.description, row.descriptionEn),
    recordCount: progress.earnedAt ? 1 : 0,
    ranking: isAwardRuleKind(row.ruleKind) ? rankFor(row.ruleKind, standing) : null,
    awardTime: toWireDate(progress.earnedAt) ?? '',
  };
}

function rankFor(kind: AwardRuleKind, { donorRanks, launcherRank }: Standing): number | null {
  switch (kind) {
    case 'donate_count':
      return donorRanks?.byCount ?? null;
    case 'donate_money_fen':
      return donorRanks?.byMoney ?? null;
    case 'items_count':
      return donorRanks?.byItems ?? null;
    case 'together_launch':
      return launcherRank;
  }
}
