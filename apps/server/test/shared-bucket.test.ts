import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { composeDeps } from '../src/compose.ts';
import { startFakeS3 } from '../src/integrations/storage/fake-s3.ts';
import { documentProject, newDonor, openDocuments, paidGift, successOf } from './documents-fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { uploadFile } from './user-fixtures.ts';

/**
 * Issue 22: two server instances on one database and one bucket, each with a disk of its own — a
 * picture uploaded through one and a certificate drawn by the other are served by either.
 */
const KEYS = { accessKeyId: 'AKIASHARED', secretAccessKey: 'shared-bucket-secret', bucket: 'alma' };
let fake: Awaited<ReturnType<typeof startFakeS3>>;
let t: TestApp;
let second: FastifyInstance;
let secondDir: string;

beforeAll(async () => {
  fake = await startFakeS3(KEYS);
  t = await createTestApp({
    // The sandbox cashier takes the gift (demo mode maps the pay types to it).
    ALMA_DEMO: '1',
    PUBLIC_URL: 'https://give.example.edu',
    STORAGE_PROVIDER: 's3',
    S3_ENDPOINT: fake.url,
    S3_BUCKET: KEYS.bucket,
    S3_ACCESS_KEY_ID: KEYS.accessKeyId,
    S3_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
    S3_FORCE_PATH_STYLE: '1',
  });
  secondDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alma-second-'));
  const deps = await composeDeps({ ...t.deps.config, dataDir: secondDir }, t.deps.database, {
    secrets: t.deps.secrets,
  });
  second = await buildApp(deps, { logger: false });
  await second.ready();
  await openDocuments(t);
});
afterAll(async () => {
  await second.close();
  await t.close();
  await fake.close();
  fs.rmSync(secondDir, { recursive: true, force: true });
});

const png = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: '#c8283c' } })
    .png()
    .toBuffer();

describe('two instances, one bucket', () => {
  it('a donor’s avatar uploaded through one is served by the other, and by neither from its disk', async () => {
    const donor = await newDonor(t);
    const uploaded = await uploadFile(t, donor.token, {
      filename: 'me.png',
      contentType: 'image/png',
      content: await png(),
    });
    expect(uploaded.code).toBe(0);
    const url = uploaded.data!.fileUrl;
    expect(fake.objects.has(`files/${url.replace(/^\/files\//, '')}`)).toBe(true);
    const served = await second.inject({ url });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(64);
    expect(fs.existsSync(path.join(t.deps.config.dataDir, 'files'))).toBe(false);
  });

  it('a certificate drawn by one is sent by the other', async () => {
    const itemsId = await documentProject(t);
    const donor = await newDonor(t);
    const billNo = await paidGift(t, donor, itemsId, 100, { certificateDonorName: '张三' });
    await t.jobs.runUntilIdle();
    const link = (await successOf(t, donor.token, billNo)).data.certificateImg;
    expect(link).toMatch(/^\/documents\/certificate\//);
    expect([...fake.objects.keys()].some((key) => key.startsWith('documents/certificate/'))).toBe(true);
    const picture = await second.inject({ url: link });
    expect(picture.statusCode).toBe(200);
    expect((await sharp(picture.rawPayload).metadata()).format).toBe('png');
  });

  it('a bucket that is down refuses the upload in words, and records nothing', async () => {
    const donor = await newDonor(t);
    for (let i = 0; i < 3; i += 1) fake.failNext('http503');
    const before = fake.objects.size;
    const refused = await uploadFile(t, donor.token, {
      filename: 'me.png',
      contentType: 'image/png',
      content: await png(),
    });
    expect([refused.code, refused.message]).toEqual([-1, '图片暂时无法保存，请稍后再试']);
    expect(fake.objects.size).toBe(before);
  });
});
