import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { rpcSignature } from './aliyun-rpc-signature.ts';

export type FakeAliyunSms = {
  phone: string;
  template: string;
  values: Record<string, string>;
  signName: string;
};

/**
 * A local Dysmsapi for tests: SendSms as a form POST over real HTTP on 127.0.0.1. It checks a
 * request as Aliyun does — the HMAC-SHA1 signature recomputed from the secret, the key id, a nonce
 * used once, the timestamp within 15 minutes — and answers Aliyun's JSON. `failNext` queues a Code,
 * or `hang`.
 */
export async function startFakeAliyunSms(keys: { accessKeyId: string; accessKeySecret: string }) {
  const sent: FakeAliyunSms[] = [];
  const faults: string[] = [];
  const nonces = new Set<string>();
  const answer = (response: http.ServerResponse, status: number, body: object) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ RequestId: 'fake-request', ...body }));
  };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const fault = faults.shift();
      if (fault === 'hang') return;
      const params = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      if (params.AccessKeyId !== keys.accessKeyId)
        return answer(response, 404, { Code: 'InvalidAccessKeyId.NotFound', Message: 'key' });
      if (params.Signature !== rpcSignature('POST', params, keys.accessKeySecret))
        return answer(response, 400, { Code: 'SignatureDoesNotMatch', Message: 'signature' });
      const nonce = params.SignatureNonce ?? '';
      if (nonces.has(nonce)) return answer(response, 400, { Code: 'SignatureNonceUsed', Message: 'nonce' });
      nonces.add(nonce);
      if (Math.abs(Date.now() - Date.parse(params.Timestamp ?? '')) > 15 * 60_000)
        return answer(response, 400, { Code: 'InvalidTimeStamp.Expired', Message: 'time' });
      if (fault) return answer(response, 200, { Code: fault, Message: fault });
      sent.push({
        phone: params.PhoneNumbers ?? '',
        template: params.TemplateCode ?? '',
        values: JSON.parse(params.TemplateParam ?? '{}') as Record<string, string>,
        signName: params.SignName ?? '',
      });
      answer(response, 200, { Code: 'OK', Message: 'OK', BizId: `biz${sent.length}` });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    sent,
    failNext: (code: string) => faults.push(code),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
