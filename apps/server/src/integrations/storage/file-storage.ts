/** Where uploaded and generated files live: local disk by default, object storage later. */
export type FileStorage = {
  put(key: string, body: Buffer): Promise<void>;
  /** An absolute path to read the file from, or null when there is no such file. */
  localPath(key: string): string | null;
  /** The public address the client uses for a stored key. */
  urlOf(key: string): string;
};
