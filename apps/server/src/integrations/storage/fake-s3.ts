import { createHash, createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local S3 for tests: path-style PUT, GET, HEAD and DELETE of objects over real HTTP on
 * 127.0.0.1, with every request's AWS Signature Version 4 recomputed from the secret as S3 does
 * (the Authorization header: its signed headers, the payload hash, the date scope). A wrong key or
 * secret is refused 403 SignatureDoesNotMatch / InvalidAccessKeyId, an unknown key 404 NoSuchKey.
 * `failNext('http503' | 'hang')` stands in for a store that is down or does not answer.
 */
export async function startFakeS3(keys: { accessKeyId: string; secretAccessKey: string; bucket: string }) {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const faults: string[] = [];
  let requests = 0;
  const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
  const hmac = (key: string | Buffer, text: string) =>
    createHmac('sha256', key).update(text, 'utf8').digest();

  const error = (response: http.ServerResponse, status: number, code: string) => {
    response.writeHead(status, { 'content-type': 'application/xml' });
    response.end(
      `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`,
    );
  };

  /** Null when the signature is S3's own; else the error code S3 answers. */
  function refusal(request: http.IncomingMessage, body: Buffer): string | null {
    const auth = String(request.headers.authorization ?? '');
    const match =
      /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
        auth,
      );
    if (!match) return 'AccessDenied';
    const [, keyId, date, region, signedHeaders, signature] = match as unknown as string[];
    if (keyId !== keys.accessKeyId) return 'InvalidAccessKeyId';
    const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
    if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body))
      return 'XAmzContentSHA256Mismatch';
    const url = new URL(request.url ?? '/', 'http://fake');
    const query = [...url.searchParams]
      .map(([name, value]) => [encodeURIComponent(name), encodeURIComponent(value)])
      .sort(([a], [b]) => (a! < b! ? -1 : a! > b! ? 1 : 0))
      .map(([name, value]) => `${name}=${value}`)
      .join('&');
    const names = (signedHeaders ?? '').split(';');
    const headers = names
      .map(
        (name) =>
          `${name}:${String(request.headers[name] ?? '')
            .trim()
            .replace(/\s+/g, ' ')}\n`,
      )
      .join('');
    const canonical = [request.method, url.pathname, query, headers, signedHeaders, payloadHash].join('\n');
    const amzDate = String(request.headers['x-amz-date'] ?? '');
    const scope = `${date}/${region}/s3/aws4_request`;
    const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
    const key = hmac(
      hmac(hmac(hmac(`AWS4${keys.secretAccessKey}`, date ?? ''), region ?? ''), 's3'),
      'aws4_request',
    );
    return createHmac('sha256', key).update(toSign).digest('hex') === signature
      ? null
      : 'SignatureDoesNotMatch';
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      requests += 1;
      const fault = faults.shift();
      if (fault === 'hang') return;
      if (fault === 'http503') return error(response, 503, 'SlowDown');
      const body = Buffer.concat(chunks);
      const refused = refusal(request, body);
      if (refused) return error(response, 403, refused);
      const path = decodeURIComponent(new URL(request.url ?? '/', 'http://fake').pathname);
      const prefix = `/${keys.bucket}/`;
      if (!path.startsWith(prefix)) return error(response, 404, 'NoSuchBucket');
      const key = path.slice(prefix.length);
      if (request.method === 'PUT') {
        objects.set(key, {
          body,
          contentType: String(request.headers['content-type'] ?? 'application/octet-stream'),
        });
        response.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` });
        return response.end();
      }
      const found = objects.get(key);
      if (request.method === 'DELETE') {
        objects.delete(key);
        response.writeHead(204);
        return response.end();
      }
      if (!found) return error(response, 404, 'NoSuchKey');
      response.writeHead(200, { 'content-type': found.contentType, 'content-length': found.body.length });
      response.end(request.method === 'HEAD' ? undefined : found.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    requests: () => requests,
    failNext: (fault: 'http503' | 'hang') => faults.push(fault),
    /** Drops the faults no request has met yet (an abandoned operation leaves some behind). */
    clearFaults: () => faults.splice(0),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
