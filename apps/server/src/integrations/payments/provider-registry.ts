import type { PaymentProvider } from './payment-provider.ts';

/**
 * Demo mode's providers: the sandbox stands in for the chat-app pays, the Alipay-style one and
 * redirect pay (14); the campus card (9) is the demo card ledger.
 */
const DEMO_PAY_TYPES: ReadonlyArray<readonly [number, string]> = [
  [1, 'sandbox'],
  [2, 'sandbox'],
  [9, 'campus-card'],
  [14, 'sandbox'],
  [15, 'sandbox'],
];

export type PaymentProviders = {
  /** The provider that serves a pay type, or null when the pay type is not configured. */
  forPayType(payType: number): PaymentProvider | null;
  /** A provider some pay type is mapped to; an unmapped one takes no notifications. */
  byName(name: string): PaymentProvider | null;
  /** Configured pay types, ascending. */
  payTypes(): number[];
  /** Configured pay types whose provider pays in any browser (PaymentProvider.anyBrowser), ascending. */
  anyBrowserPayTypes(): number[];
};

/**
 * `PAY_PROVIDERS` is a map like "1:sandbox,9:campus-card"; without it, demo mode maps 1, 2, 14
 * and 15 to the sandbox and 9 to the demo campus card, and production maps nothing.
 */
export function parsePayProviderMap(spec: string | undefined, demo: boolean): Map<number, string> {
  const map = new Map<number, string>();
  if (spec === undefined) {
    if (demo) for (const [payType, name] of DEMO_PAY_TYPES) map.set(payType, name);
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
    anyBrowserPayTypes: () =>
      [...map]
        .filter(([, name]) => byName.get(name)?.anyBrowser === true)
        .map(([payType]) => payType)
        .sort((a, b) => a - b),
  };
}
