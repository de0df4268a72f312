import { DEFAULT_AREA_CODE, MAINLAND_MOBILE_LENGTH } from '../constants/limits.ts';

export type ParsedMobile = { areaCode: string; number: string };

/**
 * Mobiles travel as `areaCode-number` (spec doc 3 §7) or as a bare number meaning +86.
 * Mainland numbers must be 11 digits starting with 1; others 5 to 15 digits.
 */
export function parseMobile(raw: string): ParsedMobile | null {
  const text = raw.trim().replace(/^\+/, '');
  const parts = text.includes('-') ? text.split('-') : [DEFAULT_AREA_CODE, text];
  if (parts.length !== 2) return null;
  const [areaCode, number] = parts;
  if (!areaCode || !number || !/^\d{1,4}$/.test(areaCode) || !/^\d+$/.test(number)) return null;
  if (areaCode === DEFAULT_AREA_CODE) {
    return number.length === MAINLAND_MOBILE_LENGTH && number.startsWith('1') ? { areaCode, number } : null;
  }
  return number.length >= 5 && number.length <= 15 ? { areaCode, number } : null;
}

export function formatMobile(mobile: ParsedMobile): string {
  return `${mobile.areaCode}-${mobile.number}`;
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
