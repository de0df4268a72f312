import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Generated documents (certificates, receipts, scans of paper receipts): kept apart from the
 * uploads under /files, never served statically. Each is read by the server and sent only to its
 * owner or through a signed, expiring link (features/documents/document-links.ts).
 */
export type DocumentStore = {
  /** Stores the bytes under a new server-made key and answers the key. */
  put(kind: DocumentKind, bytes: Uint8Array, extension: DocumentExtension): Promise<string>;
  read(key: string): Promise<Buffer | null>;
};

export type DocumentKind = 'certificate' | 'receipt' | 'receipt-scan' | 'agreement';
export type DocumentExtension = 'png' | 'pdf' | 'jpg';

const KEY = /^(certificate|receipt|receipt-scan|agreement)\/[0-9]{6}\/[A-Za-z0-9_-]{22}\.(png|pdf|jpg)$/;

export const isDocumentKey = (key: string) => KEY.test(key);

/** A new document's key: its kind, the month, and 22 random characters nobody can guess. */
export function newDocumentKey(kind: DocumentKind, extension: DocumentExtension): string {
  const month = new Date().toISOString().slice(0, 7).replace('-', '');
  return `${kind}/${month}/${randomBytes(16).toString('base64url')}.${extension}`;
}

export function makeLocalDocumentStore(root: string): DocumentStore {
  return {
    async put(kind, bytes, extension) {
      const key = newDocumentKey(kind, extension);
      const file = path.join(root, key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      // Written whole under a temporary name, then renamed: a reader never sees half a file.
      const partial = `${file}.partial`;
      await fs.promises.writeFile(partial, bytes);
      await fs.promises.rename(partial, file);
      return key;
    },
    async read(key) {
      if (!KEY.test(key)) return null;
      try {
        return await fs.promises.readFile(path.join(root, key));
      } catch {
        return null;
      }
    },
  };
}
