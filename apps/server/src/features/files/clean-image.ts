import { UPLOAD_MAX_BYTES } from '@alma/shared/constants/limits';
import { AppError } from '@alma/shared/errors/app-error';
import type { Sharp } from 'sharp';
import { loadSharp, type SharpFunction } from '../../integrations/images/sharp.ts';

export const IMAGE_CONTENT_TYPES = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
} as const;
export type ImageExtension = keyof typeof IMAGE_CONTENT_TYPES;

export function isImageExtension(ext: string): ext is ImageExtension {
  return Object.hasOwn(IMAGE_CONTENT_TYPES, ext);
}

export type CleanImage = { body: Buffer; ext: ImageExtension };

/** Longest edge we keep: ample for avatars and signatures, and it bounds what we store and serve. */
export const MAX_EDGE_PX = 2048;
/** Refuses decompression bombs before decoding: a 50 MP phone photo still fits. */
export const MAX_INPUT_PIXELS = 50_000_000;
const SVG_BASE_DENSITY = 72;

const notImage = () => new AppError('INVALID_REQUEST', 'upload.notImage');

/**
 * Turns untrusted bytes into an image we are willing to store and serve. The format is read
 * from the content, never the name. Raster images are decoded and re-encoded, which drops any
 * trailing payload and all metadata (GPS in phone photos is personal data); SVG is rasterised
 * to PNG, so no script, handler or external reference ever leaves this function. Anything that
 * does not decode cleanly (truncated, polyglot, unknown) is refused.
 */
export async function cleanImage(input: Buffer): Promise<CleanImage> {
  const sharp = await loadSharp();
  const format = await sniffFormat(sharp, input);
  const base = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning' } as const;
  switch (format.kind) {
    case 'jpeg':
      return encode(sharp(input, { ...base, autoOrient: true }).jpeg({ quality: 88 }), 'jpg');
    case 'png':
      return encode(sharp(input, { ...base, autoOrient: true }).png(), 'png');
    case 'gif':
      return encode(sharp(input, { ...base, animated: true }).gif(), 'gif');
    case 'webp':
      return encode(
        sharp(input, { ...base, animated: true, autoOrient: true }).webp({ quality: 88 }),
        'webp',
      );
    case 'svg':
      return encode(sharp(input, { ...base, density: format.density }).png(), 'png');
  }
}

type Sniffed = { kind: 'jpeg' | 'png' | 'gif' | 'webp' } | { kind: 'svg'; density: number };

async function sniffFormat(sharp: SharpFunction, input: Buffer): Promise<Sniffed> {
  // Reading the header does not decode pixels, so a bomb is safe here; the limit applies later.
  const meta = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw notImage();
    });
  switch (meta.format) {
    case 'jpeg':
    case 'png':
    case 'gif':
    case 'webp':
      return { kind: meta.format };
    case 'svg': {
      // Render big drawings smaller rather than at their declared size, so the raster stays
      // within MAX_EDGE_PX; a drawing that would need less than 1 dpi is not an avatar.
      const edge = Math.max(meta.width ?? 0, meta.height ?? 0, 1);
      const density = SVG_BASE_DENSITY * Math.min(1, MAX_EDGE_PX / edge);
      if (density < 1) throw new AppError('INVALID_REQUEST', 'upload.tooManyPixels');
      return { kind: 'svg', density };
    }
    default:
      throw notImage();
  }
}

async function encode(pipeline: Sharp, ext: ImageExtension): Promise<CleanImage> {
  try {
    const body = await pipeline
      .resize(MAX_EDGE_PX, MAX_EDGE_PX, { fit: 'inside', withoutEnlargement: true })
      .timeout({ seconds: 20 })
      .toBuffer();
    if (body.length > UPLOAD_MAX_BYTES) {
      throw new AppError('INVALID_REQUEST', 'upload.tooLarge', { max: UPLOAD_MAX_BYTES / 1024 / 1024 });
    }
    return { body, ext };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new AppError('INVALID_REQUEST', 'upload.tooManyPixels');
    }
    throw notImage();
  }
}
