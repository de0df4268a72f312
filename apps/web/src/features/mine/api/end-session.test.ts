import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../../test/memory-storage.ts';

async function loadWith(fetch: (url: string, init: RequestInit) => Promise<Response>) {
  vi.resetModules();
  vi.stubGlobal('localStorage', memoryStorage());
  vi.stubGlobal('fetch', vi.fn(fetch));
  const { configureApi } = await import('../../../lib/api-client.ts');
  const tokens = await import('../../../lib/token-store.ts');
  const events = { serverError: vi.fn(), authLost: vi.fn(), networkError: vi.fn() };
  configureApi('', 'sign-key-of-at-least-16', events);
  tokens.saveToken('the-token');
  const { endServerSession, END_SESSION_WAIT_MS } = await import('./end-session.ts');
  return { endServerSession, END_SESSION_WAIT_MS, events };
}

describe('endServerSession', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('posts token/logout with the token, signed', async () => {
    const calls: Array<{ url: string; init: RequestInit }> = [];
    const { endServerSession } = await loadWith(async (url, init) => {
      calls.push({ url, init });
      return new Response(JSON.stringify({ code: 0, message: 'success', data: null }));
    });
    await endServerSession();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/uplus-system/api/v1/token/logout');
    expect(calls[0]?.init.method).toBe('POST');
    const headers = calls[0]?.init.headers as Record<string, string>;
    expect(headers.authorization).toBe('the-token');
    expect(headers.sign).toMatch(/^\d+\.[0-9a-f]{64}$/);
  });

  it('resolves quietly when the server cannot be reached', async () => {
    const { endServerSession, events } = await loadWith(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(endServerSession()).resolves.toBeUndefined();
    expect(events.networkError).not.toHaveBeenCalled();
  });

  it('stops waiting for a server that does not answer', async () => {
    vi.useFakeTimers();
    const { endServerSession, END_SESSION_WAIT_MS } = await loadWith(() => new Promise<Response>(() => {}));
    let done = false;
    const ending = endServerSession().then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(END_SESSION_WAIT_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await ending;
    expect(done).toBe(true);
  });
});
