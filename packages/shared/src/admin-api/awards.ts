import { z } from 'zod';
import type { MessageKey } from '../i18n/server-messages.ts';
import { fenToYuan, yuanToFen } from '../money/money.ts';
import { zImageUrl, zLine, zText } from './project-fields.ts';

/**
 * The console's award definitions (勋章管理, doc 1 §2–§3, doc 3 §2–§3). A donor holds an award once
 * their measure of its rule kind reaches its threshold; the server works that out from paid orders
 * every time the personal centre asks (docs/decisions.md "Award rules"), so nothing per donor is
 * stored and a definition may be edited or deleted at any time. Every write answers the whole list.
 */
export const AWARD_RULE_KINDS = [
  'donate_count',
  'donate_money_fen',
  'items_count',
  'together_launch',
] as const;
export type TAwardRuleKind = (typeof AWARD_RULE_KINDS)[number];

export const AWARD_NAME_MAX_LENGTH = 20;
export const AWARD_NAME_EN_MAX_LENGTH = 40;
export const AWARD_DESCRIPTION_MAX_LENGTH = 200;
export const AWARD_DESCRIPTION_EN_MAX_LENGTH = 400;
/** A count threshold (gifts, projects, fundraisers) stays within what a donor could reach. */
export const AWARD_MAX_COUNT = 1_000_000;
/** A money threshold in yuan: ten million, far past any gift (the column holds fen in 32 bits). */
export const AWARD_MAX_MONEY_YUAN = 10_000_000;

export const ZAwardWrite = z.object({
  name: zLine(AWARD_NAME_MAX_LENGTH, 1),
  nameEn: zLine(AWARD_NAME_EN_MAX_LENGTH),
  /** A picture this server stored (POST /files): a badge is never a blank circle. */
  picture: zImageUrl,
  description: zText(AWARD_DESCRIPTION_MAX_LENGTH),
  descriptionEn: zText(AWARD_DESCRIPTION_EN_MAX_LENGTH),
  ruleKind: z.enum(AWARD_RULE_KINDS),
  /**
   * In the rule's own unit as staff read it: a count for the count kinds, yuan (two decimals at most)
   * for donate_money_fen. The server keeps fen. Its range is judged by checkAward.
   */
  ruleThreshold: z.number().finite(),
  /** Smaller first, in the donor's grid and the console's list. */
  sort: z.number().int().min(-1_000_000).max(1_000_000),
});
export type TAwardWrite = z.infer<typeof ZAwardWrite>;

export type TAwardRow = TAwardWrite & { id: number };

/** What a new award starts as (the console's empty form shows the same). */
export const NEW_AWARD: Omit<TAwardWrite, 'picture'> & { picture: string } = {
  name: '',
  nameEn: '',
  picture: '',
  description: '',
  descriptionEn: '',
  ruleKind: 'donate_count',
  ruleThreshold: 1,
  sort: 0,
};

export type AwardProblem = { key: MessageKey; field: keyof TAwardWrite };

/** The rules beyond each field's shape; the console runs them in the form, the server before it saves. */
export function checkAward(award: Pick<TAwardWrite, 'ruleKind' | 'ruleThreshold'>): AwardProblem | null {
  if (award.ruleKind === 'donate_money_fen') {
    const fen = yuanToFen(award.ruleThreshold);
    if (fen === null || fen <= 0 || award.ruleThreshold > AWARD_MAX_MONEY_YUAN) {
      return { key: 'admin.award.thresholdMoney', field: 'ruleThreshold' };
    }
    return null;
  }
  const whole = Number.isInteger(award.ruleThreshold);
  if (!whole || award.ruleThreshold < 1 || award.ruleThreshold > AWARD_MAX_COUNT) {
    return { key: 'admin.award.thresholdCount', field: 'ruleThreshold' };
  }
  return null;
}

/** The threshold as stored (`awards.rule_threshold`): fen for money, the count otherwise. */
export function storedThreshold(kind: TAwardRuleKind, threshold: number): number {
  return kind === 'donate_money_fen' ? (yuanToFen(threshold) ?? 0) : threshold;
}

/** The stored threshold as the console shows and sends it. */
export function wireThreshold(kind: string, stored: number): number {
  return kind === 'donate_money_fen' ? fenToYuan(stored) : stored;
}
