import {
  DIRECTORY_SEARCH_MAX_LENGTH,
  DONATE_RECORD_ORDERS,
  ZDonateRecordQuery,
} from '@alma/shared/api/items';
import { AppError } from '@alma/shared/errors/app-error';
import { parseInput } from '../../http/validate.ts';
import type { RecordFilter } from './records-repository.ts';

/**
 * index/donateRecordPage's query. The two mistakes a visitor can make by hand (a long search, an
 * order the spec does not name) get a message that says what is allowed instead of '参数错误'; the
 * rest is the shared schema's, which names the field.
 */
export function parseDirectoryQuery(raw: unknown): RecordFilter {
  const query = (raw ?? {}) as Record<string, unknown>;
  if (typeof query.s === 'string' && Array.from(query.s.trim()).length > DIRECTORY_SEARCH_MAX_LENGTH) {
    throw new AppError('INVALID_REQUEST', 'directory.searchTooLong', {
      field: 's',
      max: DIRECTORY_SEARCH_MAX_LENGTH,
    });
  }
  const order = query.order;
  if (order !== undefined && !(DONATE_RECORD_ORDERS as readonly unknown[]).includes(order)) {
    throw new AppError('INVALID_REQUEST', 'directory.orderInvalid', { field: 'order' });
  }
  const { donateTogetherId, ...rest } = parseInput(ZDonateRecordQuery, raw);
  return { ...rest, togetherId: donateTogetherId };
}
