import { describe, expect, it } from 'vitest';
import { PublicCache } from './public-cache.ts';

describe('PublicCache', () => {
  it('serves an entry until its TTL passes', () => {
    const cache = new PublicCache({ ttlMs: 1000 });
    cache.store(cache.ticket('/a', ['items']), '{"code":0}', 0);
    expect(cache.lookup('/a', 999)?.payload.toString()).toBe('{"code":0}');
    expect(cache.lookup('/a', 1001)).toBeNull();
  });

  it('does not store an answer read before a write to its scope', () => {
    const cache = new PublicCache({ ttlMs: 1000 });
    const ticket = cache.ticket('/a', ['items']);
    cache.drop('items'); // a write committed while the read was running
    cache.store(ticket, '{"code":0,"stale":true}', 0);
    expect(cache.lookup('/a', 1)).toBeNull();
  });

  it('drops only the scopes written', () => {
    const cache = new PublicCache({ ttlMs: 1000 });
    cache.store(cache.ticket('/items', ['items']), 'i', 0);
    cache.store(cache.ticket('/site', ['site']), 's', 0);
    cache.drop('items');
    expect(cache.lookup('/items', 1)).toBeNull();
    expect(cache.lookup('/site', 1)?.payload.toString()).toBe('s');
  });

  it('keeps at most maxEntries, evicting the oldest', () => {
    const cache = new PublicCache({ ttlMs: 1000, maxEntries: 2 });
    for (const key of ['/1', '/2', '/3']) cache.store(cache.ticket(key, ['x']), key, 0);
    expect(cache.lookup('/1', 1)).toBeNull();
    expect(cache.lookup('/3', 1)?.payload.toString()).toBe('/3');
  });

  it('gives equal payloads equal ETags', () => {
    const cache = new PublicCache({ ttlMs: 0 });
    expect(cache.store(cache.ticket('/a', []), 'x')).toBe(cache.store(cache.ticket('/b', []), 'x'));
  });
});
