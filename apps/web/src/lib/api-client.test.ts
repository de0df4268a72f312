import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../test/memory-storage.ts';

type Sent = { url: string; init: RequestInit };

async function loadClient(answer: unknown) {
  vi.resetModules();
  const sent: Sent[] = [];
  vi.stubGlobal('localStorage', memoryStorage());
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, init });
      return new Response(JSON.stringify(answer));
    }),
  );
  const client = await import('./api-client.ts');
  const tokens = await import('./token-store.ts');
  const events = { serverError: vi.fn(), authLost: vi.fn(), networkError: vi.fn() };
  return { client, tokens, events, sent };
}

describe('api client', () => {
  beforeEach(() => vi.useRealTimers());
  afterEach(() => vi.unstubAllGlobals());

  it('signs, sends the token and the language in the query of a GET and the body of a POST', async () => {
    const { client, tokens, events, sent } = await loadClient({ code: 0, message: 'ok', data: { n: 1 } });
    tokens.saveToken('tok-1');
    localStorage.setItem('language', 'English');
    client.configureApi('http://api.test/', 'sign-key-of-at-least-16', events);

    await expect(client.apiGet('/x/list', { limit: 10, s: undefined })).resolves.toEqual({ n: 1 });
    await client.apiPost('/x/save', { content: 'hi' });
    await client.apiGet('/x/public', {}, { publicCall: true });

    const [get, post, publicGet] = sent;
    if (!get || !post || !publicGet) throw new Error('three requests expected');
    expect(get.url).toBe('http://api.test/x/list?limit=10&language=English');
    const headers = get.init.headers as Record<string, string>;
    expect(headers.authorization).toBe('tok-1');
    expect(headers['nonce-str']).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(headers.sign).toMatch(/^\d{13}\.[0-9a-f]{64}$/);
    expect(JSON.parse(String(post.init.body))).toEqual({ content: 'hi', language: 'English' });
    expect((publicGet.init.headers as Record<string, string>).authorization).toBe('');
  });

  it('waits until the api base is known', async () => {
    const { client, events, sent } = await loadClient({ code: 0, message: 'ok', data: 1 });
    const pending = client.apiGet('/x');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toHaveLength(0);
    client.configureApi('', 'sign-key-of-at-least-16', events);
    await expect(pending).resolves.toBe(1);
    expect(sent[0]?.url).toBe('/x?language=zh_CN');
  });

  it('-1 shows the server message and rejects', async () => {
    const { client, events } = await loadClient({ code: -1, message: '项目不存在', data: null });
    client.configureApi('', 'sign-key-of-at-least-16', events);
    await expect(client.apiGet('/x')).rejects.toMatchObject({ code: -1, message: '项目不存在' });
    expect(events.serverError).toHaveBeenCalledWith('项目不存在');
  });

  it('-997 clears the token and starts authorisation again', async () => {
    const { client, tokens, events } = await loadClient({ code: -997, message: 'token失效', data: null });
    tokens.saveToken('old');
    client.configureApi('', 'sign-key-of-at-least-16', events);
    await expect(client.apiGet('/x')).rejects.toMatchObject({ code: -997 });
    expect(tokens.hasToken()).toBe(false);
    expect(localStorage.getItem('xToken')).toBeNull();
    expect(events.authLost).toHaveBeenCalledWith('tokenInvalid');
    expect(events.serverError).not.toHaveBeenCalled();
  });

  it('-998 clears the token unless it is the alumni refusal 0201', async () => {
    const refused = await loadClient({ code: -998, message: '仅对校友开放', data: { errorCode: '0201' } });
    refused.tokens.saveToken('keep');
    refused.client.configureApi('', 'sign-key-of-at-least-16', refused.events);
    await expect(refused.client.apiGet('/x')).rejects.toMatchObject({
      code: -998,
      data: { errorCode: '0201' },
    });
    expect(refused.tokens.readToken()).toBe('keep');
    expect(refused.events.authLost).not.toHaveBeenCalled();

    const unregistered = await loadClient({ code: -998, message: '未注册', data: { errorCode: '0101' } });
    unregistered.tokens.saveToken('drop');
    unregistered.client.configureApi('', 'sign-key-of-at-least-16', unregistered.events);
    await expect(unregistered.client.apiGet('/x')).rejects.toMatchObject({ code: -998 });
    expect(unregistered.tokens.hasToken()).toBe(false);
    expect(unregistered.events.authLost).toHaveBeenCalledWith('notRegistered');
  });

  it('a request that gets no answer reports a network error, not a server message', async () => {
    const { client, events } = await loadClient(null);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    client.configureApi('', 'sign-key-of-at-least-16', events);
    await expect(client.apiGet('/x')).rejects.toBeInstanceOf(client.NetworkError);
    expect(events.networkError).toHaveBeenCalledTimes(1);
    expect(events.serverError).not.toHaveBeenCalled();
    await expect(client.apiGet('/x', {}, { quiet: true })).rejects.toBeInstanceOf(client.NetworkError);
    expect(events.networkError).toHaveBeenCalledTimes(1);
  });
  it('sends extra headers such as Idempotency-Key, but never lets them replace the sign', async () => {
    const { client, events, sent } = await loadClient({ code: 0, message: 'ok', data: null });
    client.configureApi('http://api.test', 'sign-key-of-at-least-16', events);
    await client.apiPost('/x/donate', {}, { headers: { 'idempotency-key': 'key-1', sign: 'forged' } });
    const headers = sent[0]?.init.headers as Record<string, string>;
    expect(headers['idempotency-key']).toBe('key-1');
    expect(headers.sign).toMatch(/^\d{13}\.[0-9a-f]{64}$/);
  });
  it('takes the answer index.html fetched early for the same path and query, once', async () => {
    const { client, events, sent } = await loadClient({ code: 0, message: 'ok', data: { from: 'network' } });
    const early = Promise.resolve({ code: 0, message: 'ok', data: { from: 'early' } });
    vi.stubGlobal('window', { almaEarlyAnswers: { '/x/list?limit=10&offset=0&language=zh_CN': early } });
    client.configureApi('http://api.test', 'sign-key-of-at-least-16', events);

    await expect(client.apiGet('/x/list', { limit: 10, offset: 0, s: undefined })).resolves.toEqual({
      from: 'early',
    });
    expect(sent).toHaveLength(0);
    await expect(client.apiGet('/x/list', { limit: 10, offset: 0 })).resolves.toEqual({ from: 'network' });
    await expect(client.apiGet('/x/list', { limit: 10, offset: 10 })).resolves.toEqual({ from: 'network' });
    expect(sent).toHaveLength(2);
  });

  it('asks again when the early request was lost, and applies the code rules to an early answer', async () => {
    const { client, events, sent } = await loadClient({ code: 0, message: 'ok', data: 'again' });
    vi.stubGlobal('window', {
      almaEarlyAnswers: {
        '/lost?language=zh_CN': Promise.reject(new Error('offline')),
        '/refused?language=zh_CN': Promise.resolve({ code: -1, message: '参数错误', data: null }),
      },
    });
    client.configureApi('http://api.test', 'sign-key-of-at-least-16', events);
    await expect(client.apiGet('/lost')).resolves.toBe('again');
    expect(sent).toHaveLength(1);
    await expect(client.apiGet('/refused')).rejects.toMatchObject({ code: -1, message: '参数错误' });
    expect(events.serverError).toHaveBeenCalledWith('参数错误');
  });
});
