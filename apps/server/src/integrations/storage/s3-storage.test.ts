import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3 } from './fake-s3.ts';
import { moveFilesToBucket } from './move-to-bucket.ts';
import {
  makeS3Client,
  makeS3DocumentStore,
  makeS3FileStorage,
  type S3Options,
  s3Objects,
} from './s3-storage.ts';

const KEYS = { accessKeyId: 'AKIAFOUNDATION', secretAccessKey: 'bucket-secret', bucket: 'alma-files' };
let fake: Awaited<ReturnType<typeof startFakeS3>>;
let options: S3Options;
beforeAll(async () => {
  fake = await startFakeS3(KEYS);
  options = { ...KEYS, endpoint: fake.url, region: 'cn-hangzhou', forcePathStyle: true, timeoutMs: 1000 };
});
afterAll(() => fake.close());

const PICTURE = 'avatars/202612/abcdefghijklmnop1234.png';

describe('the S3 file storage', () => {
  it('puts and gets a picture under files/, signed as S3 checks; a missing key is null', async () => {
    const storage = makeS3FileStorage(makeS3Client(options), options);
    await storage.put(PICTURE, Buffer.from('png bytes'));
    expect(fake.objects.get(`files/${PICTURE}`)).toMatchObject({ contentType: 'image/png' });
    expect((await storage.get(PICTURE))?.toString()).toBe('png bytes');
    expect(await storage.get('avatars/202612/zzzzzzzzzzzzzzzz9999.png')).toBeNull();
    expect(await storage.get('../secret.key')).toBeNull();
    expect(storage.urlOf(PICTURE)).toBe(`/files/${PICTURE}`);
    expect(
      makeS3FileStorage(makeS3Client(options), {
        ...options,
        publicBaseUrl: 'https://cdn.example.cn/',
      }).urlOf(PICTURE),
    ).toBe(`https://cdn.example.cn/files/${PICTURE}`);
  });

  it('keeps documents apart under documents/, by server-made keys only', async () => {
    const documents = makeS3DocumentStore(makeS3Client(options), options);
    const key = await documents.put('certificate', new Uint8Array([1, 2, 3]), 'png');
    expect(key).toMatch(/^certificate\/\d{6}\/[A-Za-z0-9_-]{22}\.png$/);
    expect(fake.objects.has(`documents/${key}`)).toBe(true);
    expect([...((await documents.read(key)) ?? [])]).toEqual([1, 2, 3]);
    expect(await documents.read('certificate/../../files/x.png')).toBeNull();
  });

  it('is refused with a wrong secret or key id, and stores nothing', async () => {
    const before = fake.objects.size;
    const wrong = { ...options, secretAccessKey: 'not-the-secret' };
    await expect(
      makeS3FileStorage(makeS3Client(wrong), wrong).put(PICTURE.replace('1234', '5678'), Buffer.from('x')),
    ).rejects.toThrow(/SignatureDoesNotMatch/);
    const stranger = { ...options, accessKeyId: 'AKIASTRANGER' };
    await expect(makeS3FileStorage(makeS3Client(stranger), stranger).get(PICTURE)).rejects.toThrow(
      /InvalidAccessKeyId/,
    );
    expect(fake.objects.size).toBe(before);
  });

  it('retries a store that is briefly down, and gives up on one that does not answer', async () => {
    const storage = makeS3FileStorage(makeS3Client(options), options);
    fake.failNext('http503');
    expect((await storage.get(PICTURE))?.toString()).toBe('png bytes');
    for (let i = 0; i < 3; i += 1) fake.failNext('hang');
    const started = Date.now();
    await expect(storage.get(PICTURE)).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(5000);
    fake.clearFaults();
  });

  it('addresses Alibaba OSS and Tencent COS virtual-hosted, the fake path-style', async () => {
    const address = async (endpoint: string, forcePathStyle: boolean) => {
      const client = makeS3Client({ ...options, endpoint, forcePathStyle });
      const config = client.config;
      const resolved = await config.endpoint?.();
      client.destroy();
      return { host: resolved?.hostname, pathStyle: config.forcePathStyle };
    };
    expect(await address('https://oss-cn-hangzhou.aliyuncs.com', false)).toEqual({
      host: 'oss-cn-hangzhou.aliyuncs.com',
      pathStyle: false,
    });
    expect(await address('https://cos.ap-guangzhou.myqcloud.com', false)).toMatchObject({ pathStyle: false });
    expect(await address(fake.url, true)).toMatchObject({ host: '127.0.0.1', pathStyle: true });
  });
});

describe('moving an installation’s files to the bucket', () => {
  it('copies every key the server made, checks each read back, and a second run copies nothing', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alma-move-'));
    const put = (relative: string, content: string) => {
      fs.mkdirSync(path.dirname(path.join(dataDir, relative)), { recursive: true });
      fs.writeFileSync(path.join(dataDir, relative), content);
    };
    put('files/avatar/202611/moveMeAvatar0000000001.png', 'avatar');
    put('files/console/202611/moveMeBanner0000000002.jpg', 'banner');
    put('documents/certificate/202611/AAAAAAAAAAAAAAAAAAAAAA.png', 'certificate');
    put('documents/receipt/202611/BBBBBBBBBBBBBBBBBBBBBB.pdf.partial', 'half');
    const objects = s3Objects(makeS3Client(options), options);

    const first = await moveFilesToBucket(dataDir, objects);
    expect(first).toEqual({
      copied: 3,
      alreadyThere: 0,
      skipped: ['documents/receipt/202611/BBBBBBBBBBBBBBBBBBBBBB.pdf.partial'],
    });
    expect(fake.objects.get('files/avatar/202611/moveMeAvatar0000000001.png')?.body.toString()).toBe(
      'avatar',
    );
    expect(fake.objects.get('documents/certificate/202611/AAAAAAAAAAAAAAAAAAAAAA.png')?.body.toString()).toBe(
      'certificate',
    );
    // The server on the bucket finds them under their old keys.
    const documents = makeS3DocumentStore(makeS3Client(options), options);
    expect((await documents.read('certificate/202611/AAAAAAAAAAAAAAAAAAAAAA.png'))?.toString()).toBe(
      'certificate',
    );

    expect(await moveFilesToBucket(dataDir, objects)).toMatchObject({ copied: 0, alreadyThere: 3 });
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
