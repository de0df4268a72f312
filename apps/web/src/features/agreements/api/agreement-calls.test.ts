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
  return { calls, events };
}

const png = () => new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
const form = (call: Call | undefined) => call?.init.body as FormData;

describe('the contract’s calls', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('generate quietly: the form says what went wrong in the spec’s words, not the shell', async () => {
    const { calls, events } = await loadWith([{ code: -1, message: '该项目暂不接受协议捐赠', data: null }]);
    const { generateContract } = await import('./generate-contract.ts');
    const input = {
      name: '林知远',
      mobile: '139****0000',
      idNo: '1101**1234',
      donateItemId: '3',
      donationAmount: '2000',
    };
    await expect(generateContract(input)).rejects.toMatchObject({
      code: -1,
      message: '该项目暂不接受协议捐赠',
    });
    expect(events.serverError).not.toHaveBeenCalled();
    expect(calls[0]?.url).toBe('/uplus-foundation/app/v1/cpu/sign/agreement/generation');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ ...input, language: 'zh_CN' });
  });

  it('upload the signature as the PNG part `file` of a multipart POST', async () => {
    const { calls } = await loadWith([{ code: 0, message: 'success', data: null }]);
    const { signContract } = await import('./sign-contract.ts');
    await expect(signContract(7, png())).resolves.toBeNull();
    expect(calls[0]?.url).toBe('/uplus-foundation/app/v1/cpu/sign/agreement/signature?language=zh_CN');
    expect(calls[0]?.init.method).toBe('POST');
    const file = form(calls[0]).get('file') as File;
    expect([file.name, file.type]).toEqual(['signature.png', 'image/png']);
  });

  it('send the agreement beside it: signAgreementId (cpu), pdfUrl (hhu)', async () => {
    const { calls } = await loadWith([
      { code: 0, message: 'success', data: null },
      { code: 0, message: 'success', data: '/documents/agreement/9.1.s?e=1&s=x' },
    ]);
    const { signContract } = await import('./sign-contract.ts');
    const { signHhuAgreement } = await import('./hhu-agreement.ts');
    await signContract(7, png());
    await expect(signHhuAgreement('/documents/agreement/9.0.u?e=1&s=y', png())).resolves.toBe(
      '/documents/agreement/9.1.s?e=1&s=x',
    );
    expect(form(calls[0]).get('signAgreementId')).toBe('7');
    expect(form(calls[1]).get('pdfUrl')).toBe('/documents/agreement/9.0.u?e=1&s=y');
  });
});
