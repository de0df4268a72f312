/**
 * Personal data never enters the audit trail whole: values under these keys are masked, at any
 * depth, before a before/after snapshot is stored. Secrets are dropped altogether.
 */
const SECRET_KEYS = /password|secret|token|totp|box$/i;
const PERSONAL_KEYS = /mobile|phone|idno|idcard|identity_?no|address|email|cardno|bankaccount/i;

/**
 * What the foundation publishes for people to reach it — the pickup desk's address, contact and
 * phone in its settings and in a project's donation form — is nobody's private data, and masking it
 * would lose the old value a change replaced. Kept whole only under the target it belongs to: the
 * same key in a donor's receipt or certificate application stays masked.
 */
const INSTITUTION_KEYS: Readonly<Record<string, RegExp>> = {
  settings: /^pickUp(Address|Name|Mobile)$/,
  project: /^(certificate|receipt)PickUp(Address|Name|Mobile)$/,
};

export function maskValue(value: string): string {
  const chars = Array.from(value);
  if (chars.length <= 2) return '*'.repeat(chars.length);
  if (chars.length <= 6) return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
  return `${chars.slice(0, 3).join('')}${'*'.repeat(chars.length - 7)}${chars.slice(-4).join('')}`;
}

/** Masks personal values at any depth; a key matching `whole` is the institution's own and kept. */
export function maskPersonal(value: unknown, key = '', whole?: RegExp): unknown {
  if (SECRET_KEYS.test(key)) return value === null || value === undefined ? value : '[secret]';
  if (whole?.test(key)) return value;
  if (Array.isArray(value)) return value.map((item) => maskPersonal(item, key, whole));
  if (value && typeof value === 'object') {
    if (value instanceof Date) return value.toISOString();
    return Object.fromEntries(
      Object.entries(value).map(([name, inner]) => [name, maskPersonal(inner, name, whole)]),
    );
  }
  if (PERSONAL_KEYS.test(key) && (typeof value === 'string' || typeof value === 'number')) {
    return maskValue(String(value));
  }
  return value;
}

/** A before/after snapshot as the audit trail keeps it, for what was changed (the target's type). */
export function maskAuditSnapshot(targetType: string, value: unknown): unknown {
  return maskPersonal(value, '', INSTITUTION_KEYS[targetType]);
}
