import {
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { type DocumentStore, isDocumentKey, newDocumentKey } from './document-store.ts';
import type { FileStorage } from './file-storage.ts';
import { isStorageKey } from './local-file-storage.ts';

export type S3Options = {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /**
   * Path-style addresses (endpoint/bucket/key) for MinIO and the local fake; false gives the
   * virtual-hosted ones (bucket.endpoint/key) Alibaba OSS and Tencent COS require.
   */
  forcePathStyle: boolean;
  /** A CDN or the bucket's public address for pictures; unset, this server serves them at /files/. */
  publicBaseUrl?: string | undefined;
  /** One operation, its retries included; 15 s unless set. */
  timeoutMs?: number;
};

/**
 * The client as Chinese S3-compatible stores need it: checksums only when an operation requires
 * them (OSS and COS refuse the SDK's newer default CRC headers), a time limit per operation, and the
 * SDK's own retries (3) for a PUT of a new key or a GET, which are safe to repeat.
 */
export function makeS3Client(options: S3Options): S3Client {
  return new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
    requestHandler: { connectionTimeout: 3000 },
  });
}

/** The whole operation, retries included, within this: a store that does not answer is given up on. */
const DEFAULT_TIMEOUT_MS = 15_000;

type Target = { client: S3Client; bucket: string; timeoutMs: number };

async function getObject({ client, bucket, timeoutMs }: Target, key: string): Promise<Buffer | null> {
  try {
    const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }), {
      abortSignal: AbortSignal.timeout(timeoutMs),
    });
    return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null;
  } catch (error) {
    if (error instanceof NoSuchKey) return null;
    if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return null;
    throw error;
  }
}

const putObject = (
  { client, bucket, timeoutMs }: Target,
  key: string,
  body: Uint8Array,
  contentType: string,
) =>
  client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType }), {
    abortSignal: AbortSignal.timeout(timeoutMs),
  });

const targetOf = (client: S3Client, options: S3Options): Target => ({
  client,
  bucket: options.bucket,
  timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
});

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
};
const contentTypeOf = (key: string) =>
  CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';

/** Uploaded pictures in the bucket under files/; every instance reads the same ones. */
export function makeS3FileStorage(client: S3Client, options: S3Options): FileStorage {
  const target = targetOf(client, options);
  const base = options.publicBaseUrl?.replace(/\/+$/, '');
  return {
    async put(key, body) {
      if (!isStorageKey(key)) throw new Error(`bad storage key ${key}`);
      await putObject(target, `files/${key}`, body, contentTypeOf(key));
    },
    get: (key) => (isStorageKey(key) ? getObject(target, `files/${key}`) : Promise.resolve(null)),
    urlOf: (key) => (base ? `${base}/files/${key}` : `/files/${key}`),
  };
}

/**
 * Generated documents in the bucket under documents/, never public: the server reads them and sends
 * each only to its owner or through its signed, expiring link, as with the local store.
 */
export function makeS3DocumentStore(client: S3Client, options: S3Options): DocumentStore {
  const target = targetOf(client, options);
  return {
    async put(kind, bytes, extension) {
      const key = newDocumentKey(kind, extension);
      await putObject(target, `documents/${key}`, bytes, contentTypeOf(key));
      return key;
    },
    read: (key) => (isDocumentKey(key) ? getObject(target, `documents/${key}`) : Promise.resolve(null)),
  };
}

/** Raw object access for the move to a bucket (cli/move-files-to-bucket.ts): bytes by full key. */
export function s3Objects(client: S3Client, options: S3Options) {
  const target = targetOf(client, options);
  return {
    get: (key: string) => getObject(target, key),
    put: (key: string, body: Uint8Array) => putObject(target, key, body, contentTypeOf(key)),
  };
}
