/**
 * Where uploaded pictures live: the server's disk (local-file-storage.ts) or an S3-compatible
 * bucket (s3-file-storage.ts). Keys are made by the server only (isStorageKey).
 */
export type FileStorage = {
  put(key: string, body: Buffer): Promise<void>;
  /** The stored bytes, or null when there is no such file. */
  get(key: string): Promise<Buffer | null>;
  /** The address the client uses for a stored key: /files/<key>, or the bucket's public base. */
  urlOf(key: string): string;
};
