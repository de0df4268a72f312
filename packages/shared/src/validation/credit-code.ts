/**
 * The 统一社会信用代码 (GB 32100-2015) against the resident ID number (GB 11643), both 18
 * characters: a receipt for an organisation must not carry a person's ID number as its credit
 * code (it would be printed unmasked on the receipt as the organisation's number).
 */

/** The code's 31 characters (no I, O, S, V, Z), in the order of their values. */
const CREDIT_CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_CODE_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;

/** True when the code is 18 characters of the code's set and its last one is the GB 32100 check. */
export function isUnifiedSocialCreditCode(text: string): boolean {
  const code = text.trim().toUpperCase();
  if (code.length !== 18) return false;
  let sum = 0;
  for (let index = 0; index < 17; index += 1) {
    const value = CREDIT_CODE_CHARS.indexOf(code.charAt(index));
    if (value < 0) return false;
    sum += value * (CREDIT_CODE_WEIGHTS[index] ?? 0);
  }
  const check = (31 - (sum % 31)) % 31;
  return code.charAt(17) === CREDIT_CODE_CHARS.charAt(check);
}

/** Shaped like a resident ID number: 17 digits and a digit or X. */
const ID_NUMBER_SHAPE = /^\d{17}[\dX]$/;

/**
 * The number given for an organisation is refused when it has a person's ID number's shape and
 * is not a valid credit code. Only that: an organisation's real code always passes its check, so
 * no company is refused, while the demo's and tests' made-up codes (with letters) still go.
 */
export function isIdNumberAsCreditCode(text: string): boolean {
  const code = text.trim().toUpperCase();
  return ID_NUMBER_SHAPE.test(code) && !isUnifiedSocialCreditCode(code);
}
