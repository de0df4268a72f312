import {
  channelOfPayType,
  channelWords,
  NAMING_KIND_WORDS,
  NO_FUND_WORDS,
  REPORT_CHANNELS,
  type TReportFigures,
  type TReportGroup,
  type TReportRow,
} from '@alma/shared/admin-api/reports';
import type { Language } from '@alma/shared/i18n/language';
import { fenToYuan } from '@alma/shared/money/money';
import type { IncomeFact } from './repository.ts';

/**
 * Grouping the facts (fen) into a report's rows (yuan): pure, so every grouping of the same facts
 * adds up to the same total by construction, and the total is summed in fen, never from rounded yuan.
 */

type Sums = { gifts: number; incomeFen: number; refundsFen: number };
const zero = (): Sums => ({ gifts: 0, incomeFen: 0, refundsFen: 0 });

function add(into: Sums, fact: Sums): void {
  into.gifts += fact.gifts;
  into.incomeFen += fact.incomeFen;
  into.refundsFen += fact.refundsFen;
}

export function figuresOf(sums: Sums): TReportFigures {
  return {
    gifts: sums.gifts,
    income: fenToYuan(sums.incomeFen),
    refunds: fenToYuan(sums.refundsFen),
    net: fenToYuan(sums.incomeFen - sums.refundsFen),
  };
}

export function totalOf(facts: readonly IncomeFact[]): TReportFigures {
  const sums = zero();
  for (const fact of facts) add(sums, fact);
  return figuresOf(sums);
}

type Key = { key: string; label: string; order: number | string };

function keyOf(group: TReportGroup | 'namingKind', fact: IncomeFact, language: Language): Key {
  switch (group) {
    case 'project':
      return { key: String(fact.itemsId), label: fact.projectName, order: fact.itemsId };
    case 'channel': {
      const channel = channelOfPayType(fact.payType);
      return {
        key: channel,
        label: channelWords(channel, language),
        order: REPORT_CHANNELS.indexOf(channel),
      };
    }
    case 'month':
      return { key: fact.month, label: fact.month, order: fact.month };
    case 'fund':
      return fact.fundId === null
        ? { key: '0', label: NO_FUND_WORDS[language], order: Number.MAX_SAFE_INTEGER }
        : { key: String(fact.fundId), label: fact.fundName ?? '', order: fact.fundId };
    case 'namingKind': {
      const kind = fact.namingType === 2 ? 2 : 1;
      return { key: String(kind), label: NAMING_KIND_WORDS[kind][language], order: kind };
    }
  }
}

/**
 * The rows of one grouping: months in order (with `months` given, every month of the range, a month
 * without gifts as 0), channels in their fixed order, projects by income (largest first), funds by id.
 */
export function groupFacts(
  facts: readonly IncomeFact[],
  group: TReportGroup | 'namingKind',
  language: Language,
  months: readonly string[] = [],
): TReportRow[] {
  const groups = new Map<string, Key & { sums: Sums }>();
  if (group === 'month') {
    for (const month of months) groups.set(month, { key: month, label: month, order: month, sums: zero() });
  }
  for (const fact of facts) {
    const key = keyOf(group, fact, language);
    const entry = groups.get(key.key) ?? { ...key, sums: zero() };
    add(entry.sums, fact);
    groups.set(key.key, entry);
  }
  const entries = [...groups.values()];
  entries.sort((a, b) => {
    if (group === 'project') return b.sums.incomeFen - a.sums.incomeFen || Number(a.order) - Number(b.order);
    return a.order < b.order ? -1 : a.order > b.order ? 1 : 0;
  });
  return entries.map((entry) => ({ key: entry.key, label: entry.label, ...figuresOf(entry.sums) }));
}
