import type { TSeatTermWrite } from '@alma/shared/admin-api/naming-inventory';
import { fenToYuan, yuanToFen } from '@alma/shared/money/money';
import type { NamingTerm } from '../../db/schema/naming.ts';

/** Periods as stored (fen) from the wire's yuan: the schema has already checked each amount. */
export function storedTerms(terms: readonly TSeatTermWrite[]): NamingTerm[] {
  return terms.map((term) => ({
    termName: term.termName,
    termMoneyFen: yuanToFen(term.termMoney) ?? 0,
    termYear: term.termYear,
  }));
}

export function wireTerms(terms: readonly NamingTerm[]): TSeatTermWrite[] {
  return terms.map((term) => ({
    termName: term.termName,
    termMoney: fenToYuan(term.termMoneyFen),
    termYear: term.termYear,
  }));
}
