import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import type { TStatementLink } from '@alma/shared/api/statement';
import { apiGet } from '../../../lib/api-client.ts';

/**
 * user/center/statement?year= (ours, docs/decisions.md): a signed link to the year's PDF with the
 * year's count. Asked each time the donor chooses a year, never cached: the link expires.
 */
export function getStatement(year: number): Promise<TStatementLink> {
  return apiGet<TStatementLink>(SPEC_PATHS.userCenter.statement, { year });
}
