import { crc32, deflateSync } from 'node:zlib';
import type { Locator, Page } from '@playwright/test';

type Rgb = readonly [number, number, number];
export const RED: Rgb = [220, 20, 30];
export const BLUE: Rgb = [20, 40, 220];

/** The avatar editor (route cut, spec doc 1 §2, doc 3 §2). */
export class AvatarEditorPage {
  readonly root: Locator;
  readonly file: Locator;
  readonly choose: Locator;
  readonly stage: Locator;
  readonly rotateRight: Locator;
  readonly rotateLeft: Locator;
  readonly zoom: Locator;
  readonly accept: Locator;
  readonly cancel: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('avatar-cut-page');
    this.file = page.getByTestId('avatar-file');
    this.choose = page.getByTestId('avatar-choose');
    this.stage = page.getByTestId('avatar-stage');
    this.rotateRight = page.getByTestId('avatar-rotate-right');
    this.rotateLeft = page.getByTestId('avatar-rotate-left');
    this.zoom = page.getByTestId('avatar-zoom');
    this.accept = page.getByTestId('avatar-accept');
    this.cancel = page.getByTestId('avatar-cancel');
  }

  async pick(file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    await this.file.setInputFiles(file);
  }

  toast(text: string | RegExp): Locator {
    return this.page.locator('.adm-toast-main').filter({ hasText: text }).last();
  }
}

/**
 * A PNG whose left half is one colour and right half another, made here (zlib's deflate and CRC):
 * after a quarter turn to the right, its left half is on top.
 */
export function halvesPng(width: number, height: number, left: Rgb = RED, right: Rgb = BLUE): Buffer {
  const row = width * 3 + 1;
  const raw = Buffer.alloc(row * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const [r, g, b] = x < width / 2 ? left : right;
      raw.set([r, g, b], y * row + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

export type Sampled = { width: number; height: number; top: Rgb; bottom: Rgb; left: Rgb; right: Rgb };

/**
 * The stored picture at `src` as the browser decodes it (same origin), sampled a quarter in from
 * each edge, at the middle of the other axis.
 */
export async function samplePicture(page: Page, src: string): Promise<Sampled & { contentType: string }> {
  return page.evaluate(async (address) => {
    const response = await fetch(address);
    const bitmap = await createImageBitmap(await response.blob());
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.drawImage(bitmap, 0, 0);
    const at = (x: number, y: number) => {
      const [r = 0, g = 0, b = 0] = context.getImageData(Math.floor(x), Math.floor(y), 1, 1).data;
      return [r, g, b] as [number, number, number];
    };
    const { width, height } = bitmap;
    return {
      contentType: response.headers.get('content-type') ?? '',
      width,
      height,
      top: at(width / 2, height / 4),
      bottom: at(width / 2, (height * 3) / 4),
      left: at(width / 4, height / 2),
      right: at((width * 3) / 4, height / 2),
    };
  }, src);
}

/** Whether two colours are the same within what encoding may shift (a JPEG would, a PNG not). */
export function near(actual: Rgb, expected: Rgb, tolerance = 24): boolean {
  return actual.every((channel, index) => Math.abs(channel - (expected[index] ?? 0)) <= tolerance);
}
