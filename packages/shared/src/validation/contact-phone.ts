/**
 * A phone number an office gives for people to call (the foundation's pickup desk): a mainland
 * mobile, a landline with its area code and perhaps an extension, or a 400/800 service number —
 * written as people write them: 13912345678, 139 1234 5678, +86 139-1234-5678, 010-12345678,
 * (010) 1234 5678, 0512-6512 3456 转 801, 021-12345678-801, 400-123-4567. Letters, a landline
 * without its area code and a number of the wrong length are refused.
 */

/** The longest contact phone kept (the longest way above with +86 and an extension fits). */
export const CONTACT_PHONE_MAX = 30;

const MOBILE = /^1[3-9]\d{9}$/;
/** 010 and 02x take 8-digit numbers; every 4-digit area code (03xx–09xx) 7 or 8. */
const LANDLINE = /^(?:0[12]\d{9}|0[3-9]\d{9,10})$/;
const SERVICE = /^[48]00\d{7}$/;
/** Words and marks that start an extension: 转 801, 分机 801, ext. 801, x801, #801. */
const EXTENSION = /\s*(?:转|分机|ext\.?|x|#)\s*\d{1,6}$/i;
/** Full-width forms people type in Chinese input modes. */
const FULL_WIDTH: Record<string, string> = {
  '（': '(',
  '）': ')',
  '－': '-',
  '—': '-',
  '＋': '+',
  '　': ' ',
};

/** The digits of a main number, or null when it holds anything but digits and separators. */
function digitsOf(main: string): { digits: string; international: boolean } | null {
  // A bracketed area code may open the number: (010) 12345678.
  const unbracketed = main.replace(/^\((\d{3,4})\)\s?/, '$1 ');
  if (!/^\+?\d+(?:[\s-]\d+)*$/.test(unbracketed)) return null;
  return { digits: unbracketed.replace(/\D/g, ''), international: unbracketed.startsWith('+') };
}

function isMainNumber(main: string, landlineOnly: boolean): boolean {
  const parsed = digitsOf(main);
  if (!parsed) return false;
  let { digits } = parsed;
  // The country code, written +86 or 0086: a landline then drops its leading 0 (+86 10 …).
  const country = parsed.international ? /^86/ : /^0086/;
  if (parsed.international && !country.test(digits)) return false;
  if (country.test(digits)) {
    digits = digits.replace(country, '');
    if (!MOBILE.test(digits)) digits = digits.startsWith('0') ? digits : `0${digits}`;
  }
  if (landlineOnly) return LANDLINE.test(digits);
  return MOBILE.test(digits) || LANDLINE.test(digits) || SERVICE.test(digits);
}

/** Whether the text is one contact phone as described above (the text trimmed, never empty). */
export function isContactPhone(raw: string): boolean {
  const text = Array.from(raw.trim(), (char) => FULL_WIDTH[char] ?? char).join('');
  if (text === '' || text.length > CONTACT_PHONE_MAX) return false;
  const extension = EXTENSION.exec(text);
  if (extension) return isMainNumber(text.slice(0, extension.index), true);
  if (isMainNumber(text, false)) return true;
  // 021-12345678-801: a last dashed group after a whole landline is its extension.
  const dashed = /^(.*\d)-(\d{1,6})$/.exec(text);
  return dashed?.[1] !== undefined && isMainNumber(dashed[1], true);
}
