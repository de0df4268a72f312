import type { PostalEntry } from '@alma/shared/validation/donation-details';
import type { KeptDetails } from '@alma/shared/validation/donation-details-kept';
import type { Secrets } from '../../security/secrets.ts';

/** The certificate, receipt and postal details an order kept, opened; none when it kept nothing. */
export function openKeptDetails(secrets: Secrets, formData: Record<string, unknown> | null): KeptDetails {
  const sealed = formData?.sealed;
  if (typeof sealed !== 'string') return { fields: {} };
  return JSON.parse(secrets.open(sealed)) as KeptDetails;
}

/** A postal address in one line, region first, as a courier writes it. */
export function postalLine(postal: PostalEntry | undefined): string {
  if (!postal) return '';
  const region = [postal.postalProvince, postal.postalCity, postal.postalDistrict]
    .filter((part, index, all) => part !== '' && all.indexOf(part) === index)
    .join('');
  return `${region}${postal.postalAddress}`.trim();
}

/** Personal details kept with a certificate or receipt: sealed as one JSON box. */
export function sealJson(secrets: Secrets, value: Record<string, string>): string {
  return secrets.seal(JSON.stringify(value));
}

export function openJson(secrets: Secrets, box: string): Record<string, string> {
  if (box === '') return {};
  return JSON.parse(secrets.open(box)) as Record<string, string>;
}
