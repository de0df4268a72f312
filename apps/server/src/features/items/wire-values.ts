import { toWireDate } from '@alma/shared/dates/wire-date';
import type { Language } from '@alma/shared/i18n/language';
import { ANONYMOUS_LABEL } from '@alma/shared/validation/display';

/** Database booleans go on the wire as the spec's 0/1 flags. */
export const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);

export const fileList = (urls: readonly string[]): Array<{ fileUrl: string }> =>
  urls.map((fileUrl) => ({ fileUrl }));

/** A timestamp the schema guarantees; '' only guards against a row that breaks that. */
export const wireTime = (date: Date | null): string => toWireDate(date) ?? '';

/** A calendar day (a `date` column) in the wire's one date format, at midnight. */
export const wireDay = (day: string): string => `${day} 00:00:00`;

/**
 * The name a directory shows. An anonymous donor's stored name may be their real one (it is
 * kept for certificates), so the label replaces it here, in the reader's language.
 */
export function donorDisplayName(isAnonymous: boolean, donorName: string, language: Language): string {
  return isAnonymous ? ANONYMOUS_LABEL[language] : donorName;
}
