import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { loadedInstitutionConfig } from '../../../lib/institution-config.ts';
import { currentLanguage } from '../../../lib/language.ts';

/**
 * givingDay/stream (issue 25): text/event-stream of the day's detail. An EventSource sends no
 * headers, so the server takes this one call unsigned, with only `id` and `language` (as every GET).
 */
export function givingDayStreamUrl(id: number): string {
  const base = (loadedInstitutionConfig()?.api ?? '').replace(/\/$/, '');
  const query = new URLSearchParams({ id: String(id), language: currentLanguage() });
  return `${base}${SPEC_PATHS.givingDay.stream}?${query}`;
}
