import { createHash } from 'node:crypto';

/**
 * What an Idempotency-Key is bound to: items/donate's body as parsed, its keys in a fixed order at
 * every depth, without `language` (the same gift asked for in another language is the same
 * request). A retry sends the same body and gets the first order; a different body under a used
 * key is refused, as Stripe does, rather than answered with an order it did not make.
 */
export function donateRequestHash(body: Record<string, unknown>): string {
  const { language: _language, ...parameters } = body;
  return createHash('sha256').update(canonicalJson(parameters)).digest('hex');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
