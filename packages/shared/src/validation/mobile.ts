import { DEFAULT_AREA_CODE, MAINLAND_MOBILE_LENGTH } from '../constants/limits.ts';

export type ParsedMobile = { areaCode: string; number: string };

/** What people put between digits: spaces (also no-break and ideographic ones), brackets, dots. */
const SEPARATORS = /[\s().\u00a0\u3000]/g;

/**
 * Mobiles travel as `areaCode-number` (spec doc 3 §7) or as a bare number meaning +86, but people
 * type them in many ways; each way of writing one number must give that one number, or it would
 * pass the per-mobile SMS limit again and sign in as another account. Read as one number:
 * 13900000000, 139-0000-0000, 139 0000 0000, 86-13900000000, 086-13900000000, 0086 13900000000,
 * +86 139 0000 0000, 86 139-0000-0000, 8613900000000 and 86-8613900000000 (the code typed again in the number field).
 * An area code may carry the international prefix someone typed before it (+, 00, 0). Without a
 * dash after it only China's code can be told apart from the number, codes being of different
 * lengths (no other code starts with 86).
 * Mainland numbers must be 11 digits starting with 1; others 5 to 15 digits. The answer has no
 * prefix and no separator: `+${areaCode}${number}` is the number in E.164.
 */
export function parseMobile(raw: string): ParsedMobile | null {
  const text = raw.trim().replace(SEPARATORS, '');
  const international = text.startsWith('+');
  const body = international ? text.slice(1) : text;
  if (!/^\d[\d-]*$/.test(body) || body.endsWith('-')) return null;
  const digits = body.replaceAll('-', '');
  const dash = body.indexOf('-');
  // No country code is three digits starting with 1: 138-0000-0000 is a mainland number written whole.
  const wholeNumber = dash < 0 || (dash === 3 && body.startsWith('1'));
  if (!international && wholeNumber && isMainland(digits)) return mainland(digits);
  // China's code before a mainland number, however it was written: 86…, 0086 …, +86 …, 86 139-….
  const afterChina = digits.replace(/^0*86/, '');
  if (afterChina !== digits && isMainland(afterChina)) return mainland(afterChina);
  if (dash < 0) return null;
  const areaCode = body.slice(0, dash).replace(/^0+/, '');
  const number = body.slice(dash + 1).replaceAll('-', '');
  if (!/^\d{1,4}$/.test(areaCode)) return null;
  if (areaCode === DEFAULT_AREA_CODE) {
    const own = number.replace(/^0*86(?=1\d{10}$)/, '');
    return isMainland(own) ? mainland(own) : null;
  }
  return number.length >= 5 && number.length <= 15 ? { areaCode, number } : null;
}

function isMainland(number: string): boolean {
  return number.length === MAINLAND_MOBILE_LENGTH && /^1\d+$/.test(number);
}

function mainland(number: string): ParsedMobile {
  return { areaCode: DEFAULT_AREA_CODE, number };
}

/** The stored and looked-up text of a mobile (see parseMobile): `86-13900000000`. */
export function formatMobile(mobile: ParsedMobile): string {
  return `${mobile.areaCode}-${mobile.number}`;
}

/**
 * A stored `areaCode-number` as donors write it: 13800000000 on the mainland, +852 91234567
 * elsewhere; anything unreadable as it was stored.
 */
export function displayMobile(whole: string): string {
  const mobile = parseMobile(whole);
  if (!mobile) return whole;
  return mobile.areaCode === DEFAULT_AREA_CODE ? mobile.number : `+${mobile.areaCode} ${mobile.number}`;
}

/** 138****5678 style; shorter foreign numbers keep their first and last two digits. */
export function maskMobile(number: string): string {
  if (number.length >= 11) return `${number.slice(0, 3)}****${number.slice(-4)}`;
  if (number.length <= 4) return '*'.repeat(number.length);
  return `${number.slice(0, 2)}${'*'.repeat(number.length - 4)}${number.slice(-2)}`;
}

/** A stored `areaCode-number` for display: 138****5678 on the mainland, 852-91****78 elsewhere. */
export function maskWholeMobile(whole: string): string {
  const mobile = parseMobile(whole);
  if (!mobile) return maskMobile(whole);
  const masked = maskMobile(mobile.number);
  return mobile.areaCode === DEFAULT_AREA_CODE ? masked : `${mobile.areaCode}-${masked}`;
}

/** 320102199001011234 → 3201**********1234; too short to keep anything → all stars. */
export function maskIdNo(idNo: string): string {
  if (idNo.length <= 8) return '*'.repeat(idNo.length);
  return `${idNo.slice(0, 4)}${'*'.repeat(idNo.length - 8)}${idNo.slice(-4)}`;
}
