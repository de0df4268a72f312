import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { FileStorage } from '../../integrations/storage/file-storage.ts';
import type { Tx } from '../client.ts';
import { files } from '../schema/site.ts';
import type { PicturePlan } from './campaign-types.ts';

type Rendered = { body: Buffer; ext: 'jpg' | 'png' };
/** Where each picture will be stored, and its public address, by plan key. */
export type PicturePlaces = Record<string, { key: string; url: string }>;

async function render(picture: PicturePlan): Promise<Rendered> {
  const image = sharp(Buffer.from(picture.svg));
  return picture.format === 'png'
    ? { body: await image.png({ compressionLevel: 6 }).toBuffer(), ext: 'png' }
    : { body: await image.jpeg({ quality: 80 }).toBuffer(), ext: 'jpg' };
}

/** Rasterises the campaign pictures (in parallel: sharp works off the main thread). */
export async function renderCampaignPictures(
  pictures: Record<string, PicturePlan>,
): Promise<Record<string, Rendered>> {
  const entries = await Promise.all(
    Object.entries(pictures).map(async ([name, picture]) => [name, await render(picture)] as const),
  );
  return Object.fromEntries(entries);
}

/**
 * Names the pictures before they are rendered (fresh random names, as images.ts: a file may
 * survive a rolled-back seed, and the store never overwrites), so the rows that show them can be
 * written while sharp is still drawing.
 */
export function placeCampaignPictures(
  pictures: Record<string, PicturePlan>,
  storage: FileStorage,
  now: Date,
): PicturePlaces {
  const month = now.toISOString().slice(0, 7).replace('-', '');
  const places: PicturePlaces = {};
  for (const [name, picture] of Object.entries(pictures)) {
    const key = `demo/${month}/${randomBytes(16).toString('base64url')}.${picture.format}`;
    places[name] = { key, url: storage.urlOf(key) };
  }
  return places;
}

/** Stores the rendered pictures where they were placed and records them in `files`. */
export async function storeCampaignPictures(
  tx: Tx,
  storage: FileStorage,
  rendered: Record<string, Rendered>,
  places: PicturePlaces,
): Promise<void> {
  const rows: Array<typeof files.$inferInsert> = [];
  for (const [name, picture] of Object.entries(rendered)) {
    const place = places[name];
    if (!place) throw new Error(`picture ${name} was not placed`);
    await storage.put(place.key, picture.body);
    rows.push({
      storageKey: place.key,
      contentType: picture.ext === 'png' ? 'image/png' : 'image/jpeg',
      bytes: picture.body.length,
    });
  }
  await tx.insert(files).values(rows);
}
