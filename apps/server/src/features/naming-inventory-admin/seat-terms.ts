import type { TSeatTermWrite } from '@alma/shared/admin-api/naming-inventory';
import { fenToYuan, yuanToFen } from '@alma/shared/money/money';

/** A period as seat_areas.price_list and seats.price_list keep it (fen). */
type NamingTerm = { termName: string; termMoneyFen: number; termYear: number };

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
