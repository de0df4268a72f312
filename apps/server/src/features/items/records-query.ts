import { ZDonateRecordQuery } from '@alma/shared/api/items';
import { parseInput } from '../../http/validate.ts';
import type { RecordFilter } from './records-repository.ts';

/**
 * index/donateRecordPage's query as the directory filters by it. A search over 50 characters and
 * an order the spec does not name are refused in words (the schema's own message keys).
 */
export function parseDirectoryQuery(raw: unknown): RecordFilter {
  const { donateTogetherId, ...rest } = parseInput(ZDonateRecordQuery, raw);
  return { ...rest, togetherId: donateTogetherId };
}
