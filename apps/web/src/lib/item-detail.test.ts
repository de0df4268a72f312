import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../test/memory-storage.ts';

const project = { id: 3, name: '励志奖学金' };

async function loadWithServer(answer: unknown) {
  vi.resetModules();
  const sent: Array<{ url: string; init: RequestInit }> = [];
  vi.stubGlobal('localStorage', memoryStorage());
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, init });
      return new Response(JSON.stringify(answer));
    }),
  );
  const api = await import('./api-client.ts');
  const events = { serverError: vi.fn(), authLost: vi.fn(), networkError: vi.fn() };
  api.configureApi('', 'sign-key-of-at-least-16', events);
  const detail = await import('./item-detail.ts');
  return { detail, events, sent };
}

describe('the project query', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is one cache entry: a form opened after the detail page draws the project without asking again', async () => {
    const { detail, sent } = await loadWithServer({ code: 0, message: 'ok', data: project });
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });

    // The detail page (its prefetch while the screen's code loads), then the form's read of it.
    await detail.prefetchItemDetail(client, 3);
    const form = new QueryObserver(client, detail.itemDetailQuery(3));
    const unsubscribe = form.subscribe(() => undefined);

    expect(form.getCurrentResult().data).toEqual(project);
    expect(sent).toHaveLength(1);
    unsubscribe();
  });

  it('is a public call that leaves a refusal to the screen (no toast)', async () => {
    const { detail, events, sent } = await loadWithServer({ code: -1, message: '项目不存在', data: null });
    await expect(detail.getItemDetail(404)).rejects.toMatchObject({ code: -1 });
    const [request] = sent;
    if (!request) throw new Error('one request expected');
    expect(request.url).toBe('/uplus-foundation/app/v1/donateu/items/itemsDetail?id=404&language=zh_CN');
    expect((request.init.headers as Record<string, string>).authorization).toBe('');
    expect(events.serverError).not.toHaveBeenCalled();
  });
});
