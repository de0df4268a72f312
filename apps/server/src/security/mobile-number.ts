import {
  formatMobile,
  maskWholeMobile,
  type ParsedMobile,
  parseMobile,
} from '@alma/shared/validation/mobile';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { Secrets } from './secrets.ts';

/**
 * A mobile as a person typed it → the one number it is, or null. The shared rule reads the ways
 * of writing it (prefixes, separators); libphonenumber then makes it the E.164 number, so a
 * national trunk prefix typed after a foreign code (44-07911…) goes as well, and a length no
 * number of that country can have is refused before an SMS is spent on it. Every limit, lookup
 * and stored copy of a mobile goes through this.
 */
export function normaliseMobile(raw: string): ParsedMobile | null {
  const parsed = parseMobile(raw);
  if (!parsed) return null;
  const phone = parsePhoneNumberFromString(`+${parsed.areaCode}${parsed.number}`);
  if (!phone?.isPossible()) return null;
  return { areaCode: phone.countryCallingCode, number: phone.nationalNumber };
}

/**
 * The text a mobile is stored and looked up by: `areaCode-number` of its E.164 number
 * (`86-13900000000` for +8613900000000). It is the form the first accounts and the demo data were
 * written in, so their lookup hashes (an HMAC of this text) still match.
 */
export function storedMobile(mobile: ParsedMobile): string {
  return formatMobile(mobile);
}

/** The keyed hash a mobile is found by (users.mobile_lookup, sms_codes.mobile_lookup, limits). */
export function mobileLookup(secrets: Secrets, mobile: ParsedMobile): string {
  return secrets.lookup(storedMobile(mobile));
}

/** The donor's account mobile: whole, or masked (138****5678); '' when none or its box does not open. */
export function donorMobileOf(secrets: Secrets, box: string | null, whole: boolean): string {
  if (!box) return '';
  try {
    const mobile = secrets.open(box);
    return whole ? mobile : maskWholeMobile(mobile);
  } catch {
    return '';
  }
}
