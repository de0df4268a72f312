import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tc3Authorization } from './tc3-signature.ts';

/** A message the fake accepted: the number as sent (+86…), the template and its parameters. */
export type FakeSms = { phone: string; templateId: string; params: string[]; signName: string };

/**
 * A local Tencent Cloud SMS for tests: SendSms over real HTTP on 127.0.0.1. It checks a request as
 * Tencent does — the TC3 signature recomputed from the secret, the timestamp within 5 minutes, the
 * app id — and answers Tencent's JSON for success and for errors. `failNext` queues an answer code
 * (an Error.Code, or a per-number SendStatus code prefixed `status:`), or `hang` / `http500`.
 */
export async function startFakeTencentSms(secrets: { secretId: string; secretKey: string; appId: string }) {
  const sent: FakeSms[] = [];
  const faults: string[] = [];
  const answer = (response: http.ServerResponse, body: unknown) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ Response: { ...(body as object), RequestId: 'fake-request' } }));
  };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const fault = faults.shift();
      if (fault === 'hang') return;
      if (fault === 'http500') {
        response.writeHead(500);
        response.end();
        return;
      }
      const timestamp = Number(request.headers['x-tc-timestamp']);
      const expected = tc3Authorization({
        secretId: secrets.secretId,
        secretKey: secrets.secretKey,
        service: 'sms',
        host: String(request.headers.host),
        timestamp,
        body,
        contentType: String(request.headers['content-type']),
      });
      if (request.headers.authorization !== expected)
        return answer(response, { Error: { Code: 'AuthFailure.SignatureFailure', Message: 'signature' } });
      if (Math.abs(Date.now() / 1000 - timestamp) > 300)
        return answer(response, { Error: { Code: 'AuthFailure.SignatureExpire', Message: 'expired' } });
      if (request.headers['x-tc-action'] !== 'SendSms' || request.headers['x-tc-version'] !== '2021-01-11')
        return answer(response, { Error: { Code: 'InvalidAction', Message: 'action' } });
      const input = JSON.parse(body) as {
        PhoneNumberSet: string[];
        SmsSdkAppId: string;
        SignName: string;
        TemplateId: string;
        TemplateParamSet: string[];
      };
      if (input.SmsSdkAppId !== secrets.appId)
        return answer(response, { Error: { Code: 'FailedOperation.SmsSdkAppIdVerifyFail', Message: 'app' } });
      if (fault && !fault.startsWith('status:'))
        return answer(response, { Error: { Code: fault, Message: fault } });
      const phone = input.PhoneNumberSet[0] ?? '';
      if (fault) return answer(response, { SendStatusSet: [{ Code: fault.slice(7), PhoneNumber: phone }] });
      sent.push({
        phone,
        templateId: input.TemplateId,
        params: input.TemplateParamSet,
        signName: input.SignName,
      });
      answer(response, { SendStatusSet: [{ Code: 'Ok', Message: 'send success', PhoneNumber: phone }] });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    sent,
    failNext: (code: string) => faults.push(code),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
