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

  it('send no smsCode beside the file unless one was typed (the demo asks for none)', async () => {
    const { calls } = await loadWith([
      { code: 0, message: 'success', data: null },
      { code: 0, message: 'success', data: '/documents/agreement/9.1.s?e=1&s=x' },
    ]);
    const { signContract } = await import('./sign-contract.ts');
    const { signHhuAgreement } = await import('./hhu-agreement.ts');
    await signContract(7, png());
    await signHhuAgreement('/documents/agreement/9.0.u?e=1&s=y', png());
    expect(form(calls[0]).has('smsCode')).toBe(false);
    expect(form(calls[1]).has('smsCode')).toBe(false);
  });

  it('send the SMS code as the text part smsCode beside the file, on both pads', async () => {
    const { calls } = await loadWith([
      { code: 0, message: 'success', data: null },
      { code: 0, message: 'success', data: '/documents/agreement/9.1.s?e=1&s=x' },
    ]);
    const { signContract } = await import('./sign-contract.ts');
    const { signHhuAgreement } = await import('./hhu-agreement.ts');
    await signContract(7, png(), '123456');
    await signHhuAgreement('/documents/agreement/9.0.u?e=1&s=y', png(), '654321');
    expect([form(calls[0]).get('signAgreementId'), form(calls[0]).get('smsCode')]).toEqual(['7', '123456']);
    expect([form(calls[1]).get('pdfUrl'), form(calls[1]).get('smsCode')]).toEqual([
      '/documents/agreement/9.0.u?e=1&s=y',
      '654321',
    ]);
    expect(form(calls[1]).get('file')).toBeInstanceOf(File);
  });

  it('toast a wrong code as the server words it, and upload nothing more', async () => {
    const { events } = await loadWith([{ code: -1, message: '验证码错误或已失效', data: null }]);
    const { signContract } = await import('./sign-contract.ts');
    await expect(signContract(7, png(), '000000')).rejects.toMatchObject({ code: -1 });
    expect(events.serverError).toHaveBeenCalledWith('验证码错误或已失效');
  });
});

describe('the signing code', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is asked for by a JSON POST naming the cpu agreement by id, and answers the masked mobile', async () => {
    const { calls } = await loadWith([{ code: 0, message: 'success', data: { mobile: '138****5678' } }]);
    const { sendSignCode } = await import('./send-sign-code.ts');
    await expect(sendSignCode({ signAgreementId: 7 })).resolves.toEqual({ mobile: '138****5678' });
    expect(calls[0]?.url).toBe('/uplus-foundation/app/v1/cpu/sign/agreement/signCode');
    expect(calls[0]?.init.method).toBe('POST');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ signAgreementId: 7, language: 'zh_CN' });
  });

  it('names the hhu agreement by its PDF’s address', async () => {
    const { calls } = await loadWith([{ code: 0, message: 'success', data: { mobile: '138****5678' } }]);
    const { sendSignCode } = await import('./send-sign-code.ts');
    await sendSignCode({ pdfUrl: '/documents/agreement/9.0.u?e=1&s=y' });
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      pdfUrl: '/documents/agreement/9.0.u?e=1&s=y',
      language: 'zh_CN',
    });
  });

  it('shows a refusal (too many codes) as the api client’s toast', async () => {
    const { events } = await loadWith([{ code: -1, message: '验证码发送过于频繁，请稍后再试', data: null }]);
    const { sendSignCode } = await import('./send-sign-code.ts');
    await expect(sendSignCode({ signAgreementId: 7 })).rejects.toMatchObject({ code: -1 });
    expect(events.serverError).toHaveBeenCalledWith('验证码发送过于频繁，请稍后再试');
  });
});
