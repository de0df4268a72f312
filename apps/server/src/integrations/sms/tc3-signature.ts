import { createHash, createHmac } from 'node:crypto';

/**
 * Tencent Cloud API signature v3 (TC3-HMAC-SHA256), as its documentation gives it: a canonical
 * request over POST /, the content type and host headers and the body's SHA-256; signed with a key
 * derived from the secret, the UTC date and the service. Used by the SMS provider and by its fake,
 * which recomputes it to check a request as Tencent does.
 */
export type Tc3Input = {
  secretId: string;
  secretKey: string;
  service: string;
  host: string;
  /** Unix seconds; the UTC day of it is part of the scope. */
  timestamp: number;
  body: string;
  contentType?: string;
};

export const TC3_CONTENT_TYPE = 'application/json; charset=utf-8';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const hmac = (key: string | Buffer, text: string) => createHmac('sha256', key).update(text, 'utf8').digest();

export function tc3Authorization(input: Tc3Input): string {
  const contentType = input.contentType ?? TC3_CONTENT_TYPE;
  const date = new Date(input.timestamp * 1000).toISOString().slice(0, 10);
  const canonicalRequest = [
    'POST',
    '/',
    '',
    `content-type:${contentType}\nhost:${input.host}\n`,
    'content-type;host',
    sha256(input.body),
  ].join('\n');
  const scope = `${date}/${input.service}/tc3_request`;
  const stringToSign = ['TC3-HMAC-SHA256', String(input.timestamp), scope, sha256(canonicalRequest)].join(
    '\n',
  );
  const signingKey = hmac(hmac(hmac(`TC3${input.secretKey}`, date), input.service), 'tc3_request');
  const signature = createHmac('sha256', signingKey).update(stringToSign, 'utf8').digest('hex');
  return `TC3-HMAC-SHA256 Credential=${input.secretId}/${scope}, SignedHeaders=content-type;host, Signature=${signature}`;
}
