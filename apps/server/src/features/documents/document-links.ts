import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed, expiring links to one document: `/documents/<kind>/<id>?e=<unix s>&s=<hmac>`. The
 * donor's app gets them from calls that already checked the owner; whoever holds a link may open
 * it until it expires (a saved certificate picture, an emailed receipt), and no one can make one.
 */
export type LinkedDocument =
  | 'certificate'
  | 'receipt'
  | 'receipt-void'
  | 'statement'
  | 'agreement'
  | 'agreement-page'
  /** One page of a receipt's PDF as a picture: `<receiptId>.<page>`. */
  | 'receipt-page';

export const DOCUMENT_LINK_PREFIX = '/documents';

/** A day: long enough to open an emailed or SMS link the same day, short enough to not live forever. */
export const LINK_TTL_S = 24 * 60 * 60;

export type DocumentLinks = {
  /** The path and query of a link to `id` (a certificate, receipt, or `<userId>-<year>` statement). */
  linkTo(kind: LinkedDocument, id: string, now?: Date): string;
  /** Whether the signature is this server's and the link has not expired. */
  verify(kind: LinkedDocument, id: string, expires: string, signature: string, now?: Date): boolean;
};

export function makeDocumentLinks(key: Buffer): DocumentLinks {
  const sign = (kind: string, id: string, expires: number) =>
    createHmac('sha256', key).update(`${kind}\n${id}\n${expires}`).digest('base64url');
  return {
    linkTo(kind, id, now = new Date()) {
      const expires = Math.floor(now.getTime() / 1000) + LINK_TTL_S;
      return `${DOCUMENT_LINK_PREFIX}/${kind}/${encodeURIComponent(id)}?e=${expires}&s=${sign(kind, id, expires)}`;
    },
    verify(kind, id, expires, signature, now = new Date()) {
      if (!/^\d{1,12}$/.test(expires)) return false;
      const at = Number(expires);
      if (at < now.getTime() / 1000) return false;
      const expected = Buffer.from(sign(kind, id, at));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

/**
 * The id a link of `kind` names, when `url` (as the app holds it: a path and query, or a whole
 * address) is such a link of this server's, unaltered and unexpired; else null.
 */
export function verifiedLinkId(links: DocumentLinks, kind: LinkedDocument, url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://link.invalid');
  } catch {
    return null;
  }
  const prefix = `${DOCUMENT_LINK_PREFIX}/${kind}/`;
  if (!parsed.pathname.startsWith(prefix)) return null;
  const rest = parsed.pathname.slice(prefix.length);
  if (rest === '' || rest.includes('/')) return null;
  let id: string;
  try {
    id = decodeURIComponent(rest);
  } catch {
    return null;
  }
  const expires = parsed.searchParams.get('e') ?? '';
  const signature = parsed.searchParams.get('s') ?? '';
  return links.verify(kind, id, expires, signature) ? id : null;
}
