import { type Area, AVATAR_OUTPUT_PX, drawPlan } from '../model/crop-geometry.ts';

/**
 * A chosen file as a picture the browser has decoded; rejects when it cannot be decoded (a text
 * file named .png) or has no size to crop (an SVG with neither width, height nor viewBox).
 */
export async function loadPicture(url: string): Promise<HTMLImageElement> {
  const image = new Image();
  image.src = url;
  await image.decode();
  if (image.naturalWidth === 0 || image.naturalHeight === 0) throw new Error('picture without a size');
  return image;
}

/**
 * Draws the crop as a square of AVATAR_OUTPUT_PX, the turn applied, and encodes it. What is
 * uploaded is always this raster drawing, never the chosen file: an SVG's script or a photo's GPS
 * position cannot travel in it. A JPEG has no transparency, so its corners (a crop of a picture
 * turned by a free angle) are white rather than black.
 */
export async function renderCrop(
  image: HTMLImageElement,
  crop: Area,
  degrees: number,
  type: 'image/jpeg' | 'image/png',
): Promise<Blob> {
  const plan = drawPlan({ width: image.naturalWidth, height: image.naturalHeight }, degrees);
  const canvas = document.createElement('canvas');
  canvas.width = AVATAR_OUTPUT_PX;
  canvas.height = AVATAR_OUTPUT_PX;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  if (type === 'image/jpeg') {
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
  }
  context.imageSmoothingQuality = 'high';
  // Crop rounding may leave it a pixel off square: each axis gets its own scale.
  context.scale(AVATAR_OUTPUT_PX / crop.width, AVATAR_OUTPUT_PX / crop.height);
  context.translate(-crop.x + plan.box.width / 2, -crop.y + plan.box.height / 2);
  context.rotate(plan.radians);
  context.drawImage(image, -image.naturalWidth / 2, -image.naturalHeight / 2);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('the crop could not be encoded'))),
      type,
      0.9,
    );
  });
}
