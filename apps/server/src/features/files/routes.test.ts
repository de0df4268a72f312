import { UPLOAD_MAX_BYTES } from '@alma/shared/constants/limits';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { multipartBody, uploadFile } from '../../../test/user-fixtures.ts';
import { files } from '../../db/schema/site.ts';
import { insertHit } from '../rate-limit/repository.ts';

let t: TestApp;
let token: string;
let userId: number;
beforeAll(async () => {
  t = await createTestApp();
  ({ token, userId } = await createUser(t.deps));
});
afterAll(() => t.close());

const KEY_URL = /^\/files\/avatar\/\d{6}\/[A-Za-z0-9_-]{22,}\.(png|jpg|gif|webp)$/;

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 60 } } });

async function fetchFile(url: string) {
  return t.app.inject({ method: 'GET', url });
}

async function fileRows() {
  const [row] = await t.deps.database.db.select({ n: count() }).from(files).where(eq(files.userId, userId));
  return row?.n ?? 0;
}

describe('file/upload', () => {
  it('stores a real PNG under a server-made name and serves it back as a safe image', async () => {
    const png = await solid(64, 48).png().toBuffer();
    const answer = await uploadFile(t, token, {
      filename: '../../my photo.png',
      contentType: 'image/png',
      content: png,
    });
    expect(answer.code).toBe(0);
    const url = answer.data?.fileUrl ?? '';
    expect(url).toMatch(KEY_URL);
    expect(url.endsWith('.png')).toBe(true);

    const served = await fetchFile(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toContain("default-src 'none'");
    expect(served.headers['cache-control']).toContain('immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 64, 48]);
  });

  it('re-encodes a JPEG and strips its metadata (GPS in phone photos is personal data)', async () => {
    const jpeg = await solid(80, 40)
      .jpeg()
      .withExif({ IFD0: { Artist: 'Zhang San', Copyright: 'private' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const answer = await uploadFile(t, token, {
      filename: 'photo.jpeg',
      contentType: 'image/jpeg',
      content: jpeg,
    });
    const url = answer.data?.fileUrl ?? '';
    expect(url).toMatch(/\.jpg$/);
    const served = await fetchFile(url);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes('Zhang San')).toBe(false);
  });

  it('keeps a GIF animated', async () => {
    const frames = await Promise.all(
      ['red', 'green', 'blue'].map((colour) =>
        sharp({ create: { width: 16, height: 16, channels: 4, background: colour } })
          .png()
          .toBuffer(),
      ),
    );
    const gif = await sharp(frames, { join: { animated: true } })
      .gif({ delay: [100, 100, 100] })
      .toBuffer();
    const answer = await uploadFile(t, token, {
      filename: 'wave.gif',
      contentType: 'image/gif',
      content: gif,
    });
    const url = answer.data?.fileUrl ?? '';
    expect(url).toMatch(/\.gif$/);
    const served = await fetchFile(url);
    expect(served.headers['content-type']).toBe('image/gif');
    expect((await sharp(served.rawPayload, { animated: true }).metadata()).pages).toBe(3);
  });

  it('rasterises an SVG with a script and handlers to an inert PNG', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="90" onload="alert(document.cookie)">
      <script>alert('xss')</script><rect width="120" height="90" fill="#c00"/></svg>`;
    const answer = await uploadFile(t, token, {
      filename: 'avatar.svg',
      contentType: 'image/svg+xml',
      content: svg,
    });
    expect(answer.code).toBe(0);
    const url = answer.data?.fileUrl ?? '';
    expect(url).toMatch(/\.png$/);
    const served = await fetchFile(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const bytes = served.rawPayload;
    expect(bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(
      true,
    );
    expect(bytes.includes('<script')).toBe(false);
    expect(bytes.includes('onload')).toBe(false);
    const meta = await sharp(bytes).metadata();
    expect([meta.width, meta.height]).toEqual([120, 90]);
  });

  it('draws a huge SVG at no more than 2048 px', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="8000" height="4000"><rect width="8000" height="4000"/></svg>';
    const answer = await uploadFile(t, token, {
      filename: 'big.svg',
      contentType: 'image/svg+xml',
      content: svg,
    });
    const meta = await sharp((await fetchFile(answer.data?.fileUrl ?? '')).rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([2048, 1024]);
  });

  it('refuses what is not an image whatever its name, and stores nothing', async () => {
    const before = await fileRows();
    const cases = [
      { filename: 'notes.png', contentType: 'image/png', content: 'just some text, honestly a PNG' },
      {
        filename: 'page.html',
        contentType: 'text/html',
        content: '<!doctype html><html><body><script>alert(1)</script></body></html>',
      },
      {
        filename: 'page.svg',
        contentType: 'image/svg+xml',
        content:
          '<html><body><svg xmlns="http://www.w3.org/2000/svg"></svg><script>alert(1)</script></body></html>',
      },
      {
        filename: 'cut.png',
        contentType: 'image/png',
        content: (await solid(300, 300).png().toBuffer()).subarray(0, 200),
      },
    ];
    for (const part of cases) {
      const answer = await uploadFile(t, token, part);
      expect(answer, part.filename).toMatchObject({
        code: -1,
        message: '只能上传 gif、jpeg、jpg、png、svg 格式的图片',
      });
    }
    const english = await uploadFile(
      t,
      token,
      { filename: 'a.png', contentType: 'image/png', content: 'text' },
      'English',
    );
    expect(english.message).toBe('Only gif, jpeg, jpg, png or svg images can be uploaded');
    expect(await fileRows()).toBe(before);
  });

  it('refuses a file over the size limit instead of storing the truncated part', async () => {
    const before = await fileRows();
    const png = await solid(8, 8).png().toBuffer();
    const oversized = Buffer.concat([png, Buffer.alloc(UPLOAD_MAX_BYTES + 1 - png.length)]);
    const answer = await uploadFile(t, token, {
      filename: 'big.png',
      contentType: 'image/png',
      content: oversized,
    });
    expect(answer).toMatchObject({ code: -1, message: '图片不能超过10MB' });
    expect(await fileRows()).toBe(before);
  });

  it('refuses a decompression bomb', async () => {
    const bomb = await sharp({ create: { width: 7200, height: 7200, channels: 3, background: 'white' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(UPLOAD_MAX_BYTES);
    const answer = await uploadFile(t, token, {
      filename: 'bomb.png',
      contentType: 'image/png',
      content: bomb,
    });
    expect(answer).toMatchObject({ code: -1, message: '图片尺寸过大' });
  });

  it('needs a token, a multipart body and a part named file', async () => {
    const png = await solid(8, 8).png().toBuffer();
    expect(
      (await uploadFile(t, null, { filename: 'a.png', contentType: 'image/png', content: png })).code,
    ).toBe(-997);
    const wrongField = await uploadFile(t, token, {
      field: 'image',
      filename: 'a.png',
      contentType: 'image/png',
      content: png,
    });
    expect(wrongField).toMatchObject({ code: -1, message: '请选择要上传的文件' });
    const json = await t.post('/uplus-system/api/v1/file/upload', { file: 'x' }, { token });
    expect(json).toMatchObject({ code: -1, message: '请选择要上传的文件' });
  });

  it.each([
    ['no boundary', 'multipart/form-data', 'right', '参数错误：file'],
    ['an empty boundary', 'multipart/form-data; boundary=', 'right', '请选择要上传的文件'],
    [
      'a boundary the body does not use',
      'multipart/form-data; boundary=----Other123',
      'right',
      '参数错误：file',
    ],
    ['a body cut off before its closing boundary', 'right', 'cut', '参数错误：file'],
  ])('answers a multipart body with %s as bad input, not HTTP 500', async (_name, type, body, message) => {
    const png = await solid(8, 8).png().toBuffer();
    const { payload, contentType } = multipartBody({
      filename: 'a.png',
      contentType: 'image/png',
      content: png,
    });
    const response = await t.inject({
      method: 'POST',
      url: '/uplus-system/api/v1/file/upload?language=zh_CN',
      payload: body === 'cut' ? payload.subarray(0, payload.length - 12) : payload,
      headers: { 'content-type': type === 'right' ? contentType : type },
      token,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: -1, message });
  });

  it('limits uploads per user per hour', async () => {
    const other = await createUser(t.deps);
    for (let i = 0; i < 30; i += 1) await insertHit(t.deps.database.db, `upload:${other.userId}`, new Date());
    const png = await solid(8, 8).png().toBuffer();
    const answer = await uploadFile(t, other.token, {
      filename: 'a.png',
      contentType: 'image/png',
      content: png,
    });
    expect(answer).toMatchObject({ code: -1, message: '操作过于频繁，请稍后再试' });
    expect(
      (await uploadFile(t, token, { filename: 'a.png', contentType: 'image/png', content: png })).code,
    ).toBe(0);
  });
});

describe('GET /files/*', () => {
  it('answers 404 for traversal, bad keys and missing files', async () => {
    const urls = [
      '/files/../secret.key',
      '/files/%2e%2e/secret.key',
      '/files/..%2f..%2fsecret.key',
      '/files/avatar/202601/..%2f..%2f..%2fsecret.key',
      '/files/avatar/202601/AAAAAAAAAAAAAAAAAAAAAAAA.png',
      '/files/avatar/202601/AAAAAAAAAAAAAAAAAAAAAAAA.html',
      '/files/',
    ];
    for (const url of urls) {
      const response = await fetchFile(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).not.toMatch(/^image\//);
    }
  });
});
