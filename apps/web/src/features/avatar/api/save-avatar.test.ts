import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../../test/memory-storage.ts';

type Call = { url: string; init: RequestInit };

async function loadWith(answers: unknown[]) {
  vi.resetModules();
  vi.stubGlobal('localStorage', memoryStorage());
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify(answers.shift()));
    }),
  );
  const { configureApi } = await import('../../../lib/api-client.ts');
  const tokens = await import('../../../lib/token-store.ts');
  const events = { serverError: vi.fn(), authLost: vi.fn(), networkError: vi.fn() };
  configureApi('', 'sign-key-of-at-least-16', events);
  tokens.saveToken('the-token');
  const { saveAvatar } = await import('./save-avatar.ts');
  return { saveAvatar, calls, events };
}

describe('saveAvatar', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('uploads the drawing as the multipart part `file`, then sets the returned address', async () => {
    const { saveAvatar, calls } = await loadWith([
      { code: 0, message: 'success', data: { fileUrl: '/files/avatar/202601/abc.png' } },
      { code: 0, message: '修改成功', data: { userId: 7, avatar: '/files/avatar/202601/abc.png' } },
    ]);
    const picture = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
    const user = await saveAvatar({ picture, fileName: 'avatar.png' });
    expect(user).toMatchObject({ avatar: '/files/avatar/202601/abc.png' });

    expect(calls).toHaveLength(2);
    const [upload, update] = calls as [Call, Call];
    expect(upload.url).toBe('/uplus-system/api/v1/file/upload?language=zh_CN');
    expect(upload.init.method).toBe('POST');
    const uploadHeaders = upload.init.headers as Record<string, string>;
    // fetch writes the multipart type with its boundary; a JSON type would break the body.
    expect(uploadHeaders['content-type']).toBeUndefined();
    expect(uploadHeaders.authorization).toBe('the-token');
    expect(uploadHeaders.sign).toMatch(/^\d+\.[0-9a-f]{64}$/);
    const part = (upload.init.body as FormData).get('file') as File;
    expect(part.name).toBe('avatar.png');
    expect(part.size).toBe(4);

    expect(update.url).toBe('/uplus-foundation/app/v1/donateu/user/center/updateUser');
    expect(JSON.parse(String(update.init.body))).toEqual({
      avatar: '/files/avatar/202601/abc.png',
      language: 'zh_CN',
    });
  });

  it('does not update the user when the server refuses the file', async () => {
    const { saveAvatar, calls, events } = await loadWith([
      { code: -1, message: '只能上传 gif、jpeg、jpg、png、svg 格式的图片', data: null },
    ]);
    await expect(saveAvatar({ picture: new Blob(['x']), fileName: 'avatar.png' })).rejects.toThrow();
    expect(calls).toHaveLength(1);
    expect(events.serverError).toHaveBeenCalledWith('只能上传 gif、jpeg、jpg、png、svg 格式的图片');
  });
});
