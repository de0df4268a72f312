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

  it('sends every invalidated scope in a notification that starts after the write, sharing them', async () => {
    const cache = new PublicCache({ ttlMs: 1000 });
    const sent: string[] = [];
    let release: () => void = () => undefined;
    cache.onPublish(async (scopes) => {
      sent.push(scopes);
      await new Promise<void>((resolve) => {
        release = resolve;
      });
    });
    const first = cache.invalidate('items');
    await Promise.resolve();
    // Two writes while the first notification is under way share the next one.
    const second = cache.invalidate('donations');
    const third = cache.invalidate('togethers', 'items');
    expect(sent).toEqual(['items']);
    release();
    await first;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sent).toEqual(['items', 'donations,togethers,items']);
    release();
    await Promise.all([second, third]);
    expect(cache.generation('items')).toBe(2);
  });

  it('invalidateSoon drops here at once and tells the others once per window, naming every scope since', async () => {
    const cache = new PublicCache({ ttlMs: 1000, soonEveryMs: 50 });
    const sent: Array<{ scopes: string; at: number }> = [];
    cache.onPublish(async (scopes) => {
      sent.push({ scopes, at: Date.now() });
    });
    cache.store(cache.ticket('/items', ['items']), 'i', Date.now());
    const started = Date.now();
    for (let i = 0; i < 100; i += 1) cache.invalidateSoon('items', 'donations');
    cache.invalidateSoon('togethers');
    // Dropped here before anything was sent.
    expect(cache.lookup('/items')).toBeNull();
    expect(cache.generation('items')).toBe(100);
    expect(sent).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent.map((one) => one.scopes)).toEqual(['items,donations,togethers']);
    // The next payment, right after, waits for the window to pass.
    cache.invalidateSoon('items');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sent).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(sent.map((one) => one.scopes)).toEqual(['items,donations,togethers', 'items']);
    expect((sent[1]?.at ?? 0) - (sent[0]?.at ?? 0)).toBeGreaterThanOrEqual(45);
    expect((sent[0]?.at ?? 0) - started).toBeLessThan(50);
  });

  it('invalidateSoon survives a failed notification and sends the next', async () => {
    const cache = new PublicCache({ ttlMs: 1000, soonEveryMs: 0 });
    const sent: string[] = [];
    let fail = true;
    cache.onPublish(async (scopes) => {
      if (fail) throw new Error('database gone');
      sent.push(scopes);
    });
    cache.invalidateSoon('items');
    await new Promise((resolve) => setTimeout(resolve, 10));
    fail = false;
    cache.invalidateSoon('donations');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sent).toEqual(['donations']);
  });
});
