import { AWARD_RULE_KINDS, type TAwardRuleKind } from '@alma/shared/admin-api/awards';

/**
 * How a donor earns an award. Each award row names a rule kind and a threshold; the donor has
 * the award once their measure of that kind reaches the threshold, and earned it at the moment
 * of the paid donation (or launched fundraiser) that crossed it. The kinds are the console's
 * (packages/shared admin-api/awards.ts); docs/decisions.md "Award rules" says what each measures.
 */
export type AwardRuleKind = TAwardRuleKind;

export function isAwardRuleKind(kind: string): kind is AwardRuleKind {
  return (AWARD_RULE_KINDS as readonly string[]).includes(kind);
}

/** A paid donation, oldest first. */
export type PaidEvent = { itemsId: number; moneyFen: number; at: Date };
/** A fundraiser the user launched and did not cancel, oldest first. */
export type LaunchEvent = { at: Date };

export type AwardProgress = { measure: number; earnedAt: Date | null };

/**
 * The user's measure for a rule and when it first reached the threshold. A threshold below 1
 * still needs one event, so nobody holds an award for having done nothing; an unknown rule kind
 * is never earned (an administrator's typo must not hand the award to everyone).
 */
export function awardProgress(
  kind: string,
  threshold: number,
  paid: readonly PaidEvent[],
  launches: readonly LaunchEvent[],
): AwardProgress {
  if (!isAwardRuleKind(kind)) return { measure: 0, earnedAt: null };
  const needed = Math.max(1, threshold);
  const measures = kind === 'together_launch' ? launchMeasures(launches) : paidMeasures(kind, paid);
  let measure = 0;
  let earnedAt: Date | null = null;
  for (const step of measures) {
    measure = step.measure;
    if (earnedAt === null && measure >= needed) earnedAt = step.at;
  }
  return { measure, earnedAt };
}

type Step = { measure: number; at: Date };

function launchMeasures(launches: readonly LaunchEvent[]): Step[] {
  return launches.map((launch, index) => ({ measure: index + 1, at: launch.at }));
}

/** The running measure after each paid donation. */
function paidMeasures(kind: Exclude<AwardRuleKind, 'together_launch'>, paid: readonly PaidEvent[]): Step[] {
  const seenItems = new Set<number>();
  let moneyFen = 0;
  return paid.map((donation, index) => {
    seenItems.add(donation.itemsId);
    moneyFen += donation.moneyFen;
    const measure =
      kind === 'donate_count' ? index + 1 : kind === 'donate_money_fen' ? moneyFen : seenItems.size;
    return { measure, at: donation.at };
  });
}
