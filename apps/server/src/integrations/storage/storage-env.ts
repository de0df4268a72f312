import path from 'node:path';
import { z } from 'zod';
import { type DocumentStore, makeLocalDocumentStore } from './document-store.ts';
import type { FileStorage } from './file-storage.ts';
import { makeLocalFileStorage } from './local-file-storage.ts';

const flag = z.enum(['0', '1', 'true', 'false']).transform((value) => value === '1' || value === 'true');

/**
 * Where uploads and generated documents live (spread into config/env.ts's schema, checked by
 * refineStorageEnv): `local` is DATA_DIR on this server's disk; `s3` an S3-compatible bucket every
 * instance shares (Alibaba OSS, Tencent COS, MinIO).
 */
export const STORAGE_ENV = {
  STORAGE_PROVIDER: z.enum(['local', 's3']).default('local'),
  /** https://oss-cn-hangzhou.aliyuncs.com, https://cos.ap-guangzhou.myqcloud.com … */
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z.string().min(3).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** 1 for MinIO-style endpoint/bucket addresses; OSS and COS want bucket.endpoint (0). */
  S3_FORCE_PATH_STYLE: flag.default(false),
  /** A CDN in front of the bucket for pictures; unset, this server serves them at /files/. */
  S3_PUBLIC_BASE_URL: z.string().url().optional(),
};

const REQUIRED = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

export function refineStorageEnv(env: Record<string, unknown>, context: z.RefinementCtx): void {
  if (env.STORAGE_PROVIDER !== 's3') return;
  for (const name of REQUIRED)
    if (env[name] === undefined)
      context.addIssue({ code: 'custom', path: [name], message: 'required when STORAGE_PROVIDER=s3' });
}

export type StorageEnv = {
  STORAGE_PROVIDER: 'local' | 's3';
  S3_ENDPOINT?: string | undefined;
  S3_REGION: string;
  S3_BUCKET?: string | undefined;
  S3_ACCESS_KEY_ID?: string | undefined;
  S3_SECRET_ACCESS_KEY?: string | undefined;
  S3_FORCE_PATH_STYLE: boolean;
  S3_PUBLIC_BASE_URL?: string | undefined;
};

/**
 * The file storage and document store the configuration names. The S3 client is loaded only when a
 * bucket is configured: it is a large module every test file and the demo would pay for otherwise.
 */
export async function configuredStorage(
  env: StorageEnv,
  dataDir: string,
): Promise<{ storage: FileStorage; documents: DocumentStore }> {
  if (env.STORAGE_PROVIDER === 'local')
    return {
      storage: makeLocalFileStorage(path.join(dataDir, 'files')),
      documents: makeLocalDocumentStore(path.join(dataDir, 'documents')),
    };
  const options = {
    endpoint: env.S3_ENDPOINT ?? '',
    region: env.S3_REGION,
    bucket: env.S3_BUCKET ?? '',
    accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    publicBaseUrl: env.S3_PUBLIC_BASE_URL,
  };
  const { makeS3Client, makeS3DocumentStore, makeS3FileStorage } = await import('./s3-storage.ts');
  const client = makeS3Client(options);
  return { storage: makeS3FileStorage(client, options), documents: makeS3DocumentStore(client, options) };
}

/** Where files live, for the start-up table: the bucket and its host, never a key. */
export function storageWhere(env: StorageEnv, dataDir: string): string {
  return env.STORAGE_PROVIDER === 's3'
    ? `bucket ${env.S3_BUCKET} at ${new URL(env.S3_ENDPOINT ?? 'http://x').host}`
    : `${dataDir}/files, documents`;
}
