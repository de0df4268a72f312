import { describe, expect, it } from 'vitest';
import { makePaymentProviders, parsePayProviderMap } from './provider-registry.ts';
import { makeSandboxProvider } from './sandbox-provider.ts';

const sandbox = makeSandboxProvider({ key: Buffer.alloc(32, 1), publicUrl: 'http://localhost:3000' });

describe('parsePayProviderMap', () => {
  it.each<[string | undefined, boolean, Array<[number, string]>]>([
    [
      undefined,
      true,
      [
        [1, 'sandbox'],
        [2, 'sandbox'],
        [9, 'campus-card'],
        [14, 'sandbox'],
        [15, 'sandbox'],
      ],
    ],
    [undefined, false, []],
    ['1:sandbox', true, [[1, 'sandbox']]],
    [
      ' 2 : sandbox , 15:sandbox ',
      false,
      [
        [2, 'sandbox'],
        [15, 'sandbox'],
      ],
    ],
    ['', true, []],
  ])('%s (demo %s)', (spec, demo, expected) => {
    expect([...parsePayProviderMap(spec, demo)]).toEqual(expected);
  });

  it('refuses a pay type that is not a number', () => {
    expect(() => parsePayProviderMap('x:sandbox', true)).toThrow(/bad pay type/);
  });
});

describe('makePaymentProviders', () => {
  it('serves configured pay types only', () => {
    const providers = makePaymentProviders(new Map([[1, 'sandbox']]), [sandbox]);
    expect(providers.forPayType(1)).toBe(sandbox);
    expect(providers.forPayType(2)).toBeNull();
    expect(providers.payTypes()).toEqual([1]);
  });

  it('names the pay types a provider pays in any browser (the sandbox, when configured so)', () => {
    const anywhere = makeSandboxProvider({
      key: Buffer.alloc(32, 1),
      publicUrl: 'http://x',
      anyBrowser: true,
    });
    const map = new Map([
      [1, 'sandbox'],
      [15, 'sandbox'],
    ]);
    expect(makePaymentProviders(map, [sandbox]).anyBrowserPayTypes()).toEqual([]);
    expect(makePaymentProviders(map, [anywhere]).anyBrowserPayTypes()).toEqual([1, 15]);
  });

  it('refuses a map that names an unknown provider', () => {
    expect(() => makePaymentProviders(new Map([[1, 'wechat']]), [sandbox])).toThrow(/unknown provider/);
  });
});

describe('unmapped providers', () => {
  it('are not reachable by name, so their notify route answers nothing', () => {
    const providers = makePaymentProviders(new Map(), [sandbox]);
    expect(providers.byName('sandbox')).toBeNull();
  });
});
