import type { PaymentProvider } from './payment-provider.ts';

/** Pay types the sandbox stands in for in demo mode: the chat-app pays and the Alipay-style one. */
const DEMO_PAY_TYPES = [1, 2, 15] as const;

export type PaymentProviders = {
  /** The provider that serves a pay type, or null when the pay type is not configured. */
  forPayType(payType: number): PaymentProvider | null;
  /** A provider some pay type is mapped to; an unmapped one takes no notifications. */
  byName(name: string): PaymentProvider | null;
  /** Configured pay types, ascending. */
  payTypes(): number[];
};

/**
 * `PAY_PROVIDERS` is a map like "1:sandbox,2:sandbox"; without it, demo mode maps 1, 2 and 15
 * to the sandbox and production maps nothing. Campus card (9) and redirect pay (14) have no
 * provider yet, so they are never configured.
 */
export function parsePayProviderMap(spec: string | undefined, demo: boolean): Map<number, string> {
  const map = new Map<number, string>();
  if (spec === undefined) {
    if (demo) for (const payType of DEMO_PAY_TYPES) map.set(payType, 'sandbox');
    return map;
  }
  for (const entry of spec.split(',')) {
    const [payType, name] = entry.split(':').map((part) => part.trim());
    if (!payType || !name) continue;
    const number = Number(payType);
    if (!Number.isInteger(number)) throw new Error(`PAY_PROVIDERS: bad pay type '${payType}'`);
    map.set(number, name);
  }
  return map;
}

export function makePaymentProviders(
  map: Map<number, string>,
  providers: readonly PaymentProvider[],
): PaymentProviders {
  const known = new Map(providers.map((provider) => [provider.name, provider]));
  const byName = new Map<string, PaymentProvider>();
  for (const [payType, name] of map) {
    const provider = known.get(name);
    if (!provider) throw new Error(`PAY_PROVIDERS: pay type ${payType} names unknown provider '${name}'`);
    byName.set(name, provider);
  }
  return {
    forPayType: (payType) => {
      const name = map.get(payType);
      return name ? (byName.get(name) ?? null) : null;
    },
    byName: (name) => byName.get(name) ?? null,
    payTypes: () => [...map.keys()].sort((a, b) => a - b),
  };
}
