import { AppError } from '@alma/shared/errors/app-error';
import { loadSharp } from '../../integrations/images/sharp.ts';

/**
 * A handwritten signature as the phone sends it (doc 4 §4: a PNG on a white background). Checked
 * by its content, not its name: a PNG's signature bytes, a size a canvas makes, and ink on it — a
 * blank canvas is refused rather than signed with. Answers the picture as it came (its bytes are
 * the stroke data the evidence page hashes).
 */

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
export const SIGNATURE_MAX_BYTES = 1024 * 1024;
const MAX_SIDE = 2400;
/** Fewer dark pixels than this is a blank canvas, a dot or a slip of the finger. */
const MIN_INK_PIXELS = 60;

export async function checkSignaturePng(bytes: Buffer): Promise<Buffer> {
  if (bytes.length > SIGNATURE_MAX_BYTES || !bytes.subarray(0, 8).equals(PNG_MAGIC)) {
    throw new AppError('INVALID_REQUEST', 'agreement.signatureNotPng');
  }
  const sharp = await loadSharp();
  let ink: number;
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_SIDE * MAX_SIDE });
    const meta = await image.metadata();
    if (
      meta.format !== 'png' ||
      !meta.width ||
      !meta.height ||
      meta.width > MAX_SIDE ||
      meta.height > MAX_SIDE
    ) {
      throw new AppError('INVALID_REQUEST', 'agreement.signatureNotPng');
    }
    // On white (transparent counts as white): a pixel darker than mid-grey is ink.
    const { data } = await image
      .flatten({ background: '#ffffff' })
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    ink = 0;
    for (const value of data) if (value < 128) ink += 1;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('INVALID_REQUEST', 'agreement.signatureNotPng');
  }
  if (ink < MIN_INK_PIXELS) throw new AppError('INVALID_REQUEST', 'agreement.signatureBlank');
  return bytes;
}
