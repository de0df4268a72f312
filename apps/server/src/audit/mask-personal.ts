/**
 * Personal data never enters the audit trail whole: values under these keys are masked, at any
 * depth, before a before/after snapshot is stored. Secrets are dropped altogether.
 */
const SECRET_KEYS = /password|secret|token|totp|box$/i;
const PERSONAL_KEYS = /mobile|phone|idno|idcard|identity_?no|address|email|cardno|bankaccount/i;

export function maskValue(value: string): string {
  const chars = Array.from(value);
  if (chars.length <= 2) return '*'.repeat(chars.length);
  if (chars.length <= 6) return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
  return `${chars.slice(0, 3).join('')}${'*'.repeat(chars.length - 7)}${chars.slice(-4).join('')}`;
}

export function maskPersonal(value: unknown, key = ''): unknown {
  if (SECRET_KEYS.test(key)) return value === null || value === undefined ? value : '[secret]';
  if (Array.isArray(value)) return value.map((item) => maskPersonal(item, key));
  if (value && typeof value === 'object') {
    if (value instanceof Date) return value.toISOString();
    return Object.fromEntries(
      Object.entries(value).map(([name, inner]) => [name, maskPersonal(inner, name)]),
    );
  }
  if (PERSONAL_KEYS.test(key) && (typeof value === 'string' || typeof value === 'number')) {
    return maskValue(String(value));
  }
  return value;
}
