import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../test/memory-storage.ts';

describe('token refresh', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('replaces the stored token every 5 minutes, and only when there is one', async () => {
    vi.useFakeTimers();
    vi.resetModules();
    vi.stubGlobal('localStorage', memoryStorage());
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        urls.push(url);
        return new Response(JSON.stringify({ code: 0, message: 'ok', data: `fresh-${urls.length}` }));
      }),
    );
    const { configureApi } = await import('./api-client.ts');
    const tokens = await import('./token-store.ts');
    const { startTokenRefresh } = await import('./token-refresh.ts');
    configureApi('', 'sign-key-of-at-least-16', {
      serverError: vi.fn(),
      authLost: vi.fn(),
      networkError: vi.fn(),
    });
    const stop = startTokenRefresh();

    await vi.advanceTimersByTimeAsync(300_000);
    expect(urls).toHaveLength(0);

    tokens.saveToken('first');
    await vi.advanceTimersByTimeAsync(299_000);
    expect(urls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.waitFor(() => expect(tokens.readToken()).toBe('fresh-1'));
    expect(urls[0]).toBe('/uplus-system/api/v1/token/refresh?language=zh_CN');
    stop();
  });
});
