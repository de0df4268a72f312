import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { FileStorage } from '../../integrations/storage/file-storage.ts';
import type { Tx } from '../client.ts';
import { files } from '../schema/site.ts';
import {
  avatarSvg,
  type BadgeEmblem,
  badgeSvg,
  type CoverMotif,
  coverSvg,
  loginBackgroundSvg,
  logoSvg,
  nameplateSvg,
  type Palette,
} from './image-svg.ts';

type Picture = { body: Buffer; ext: 'jpg' | 'png' };
type Group<T> = { covers: T[]; badges: T[]; avatars: T[]; plates: T[]; logo: T; loginBg: T };

export type RenderedImages = Group<Picture>;
/** Public addresses of the stored demo pictures. */
export type DemoImages = Group<string>;

const palette = (dark: string, mid: string, light: string): Palette => ({ dark, mid, light });

const COVERS: Array<[Palette, CoverMotif]> = [
  [palette('#1e4f8f', '#3f8fd6', '#ffd166'), 'cap'],
  [palette('#8a5a16', '#d9a441', '#fff4d6'), 'books'],
  [palette('#3a0ca3', '#4895ef', '#caf0f8'), 'campus'],
  [palette('#1f5c3f', '#52b788', '#fefae0'), 'trees'],
  [palette('#7b2d8b', '#b86fc4', '#ffe3ff'), 'hills'],
  [palette('#005f73', '#0a9396', '#e9d8a6'), 'waves'],
  [palette('#9d2f3b', '#e06c5b', '#ffe8d6'), 'hills'],
  [palette('#1b263b', '#415a77', '#e0e1dd'), 'campus'],
  [palette('#b85c00', '#f29e4c', '#fff1d0'), 'books'],
  [palette('#386641', '#a7c957', '#f2e8cf'), 'trees'],
  [palette('#264653', '#2a9d8f', '#e9c46a'), 'cap'],
  [palette('#c9184a', '#ff758f', '#fff0f3'), 'waves'],
];

const BADGES: Array<[Palette, BadgeEmblem]> = [
  [palette('#2d6a4f', '#52b788', '#d8f3dc'), 'seed'],
  [palette('#a4133c', '#ff4d6d', '#ffccd5'), 'heart'],
  [palette('#9c6644', '#e09f3e', '#fff3b0'), 'coins'],
  [palette('#1d3557', '#457b9d', '#a8dadc'), 'rings'],
  [palette('#6a040f', '#e85d04', '#ffba08'), 'rays'],
  [palette('#3c096c', '#7b2cbf', '#e0aaff'), 'gem'],
];

const AVATARS: Palette[] = [
  palette('#274c77', '#6096ba', '#e7ecef'),
  palette('#7f4f24', '#b08968', '#ede0d4'),
  palette('#2b9348', '#95d5b2', '#e9f5db'),
  palette('#5e548e', '#9f86c0', '#e0b1cb'),
  palette('#bc4749', '#f28482', '#f7ede2'),
  palette('#006d77', '#83c5be', '#edf6f9'),
];

/** Nameplate grounds: brass for seats, warm paper-wood for books. */
const PLATES: Palette[] = [
  palette('#6b4a12', '#d8b15a', '#fbeecb'),
  palette('#7a4b2a', '#e3c7a1', '#fdf6ec'),
];

const SCHOOL = palette('#0b3d91', '#1f6fd1', '#f5c518');

const jpeg = async (source: string): Promise<Picture> => ({
  body: await sharp(Buffer.from(source)).jpeg({ quality: 82 }).toBuffer(),
  ext: 'jpg',
});
const png = async (source: string): Promise<Picture> => ({
  body: await sharp(Buffer.from(source)).png({ compressionLevel: 6 }).toBuffer(),
  ext: 'png',
});

/** Rasterises every demo picture (in parallel: sharp works off the main thread). */
export async function renderDemoImages(): Promise<RenderedImages> {
  const [covers, badges, avatars, plates, logo, loginBg] = await Promise.all([
    Promise.all(COVERS.map(([colours, motif]) => jpeg(coverSvg(colours, motif)))),
    Promise.all(BADGES.map(([colours, emblem]) => png(badgeSvg(colours, emblem)))),
    Promise.all(AVATARS.map((colours) => jpeg(avatarSvg(colours)))),
    Promise.all(PLATES.map((colours) => jpeg(nameplateSvg(colours)))),
    png(logoSvg(SCHOOL)),
    jpeg(loginBackgroundSvg(SCHOOL)),
  ]);
  return { covers, badges, avatars, plates, logo, loginBg };
}

/**
 * Stores the pictures under fresh random names (a file may survive a rolled-back seed, and the
 * store never overwrites) and records them in `files`.
 */
export async function storeDemoImages(
  tx: Tx,
  storage: FileStorage,
  rendered: RenderedImages,
  now: Date,
): Promise<DemoImages> {
  const month = now.toISOString().slice(0, 7).replace('-', '');
  const rows: Array<typeof files.$inferInsert> = [];
  const store = async (picture: Picture): Promise<string> => {
    const key = `demo/${month}/${randomBytes(16).toString('base64url')}.${picture.ext}`;
    await storage.put(key, picture.body);
    rows.push({
      storageKey: key,
      contentType: picture.ext === 'png' ? 'image/png' : 'image/jpeg',
      bytes: picture.body.length,
    });
    return storage.urlOf(key);
  };
  const images: DemoImages = {
    covers: await Promise.all(rendered.covers.map(store)),
    badges: await Promise.all(rendered.badges.map(store)),
    avatars: await Promise.all(rendered.avatars.map(store)),
    plates: await Promise.all(rendered.plates.map(store)),
    logo: await store(rendered.logo),
    loginBg: await store(rendered.loginBg),
  };
  await tx.insert(files).values(rows);
  return images;
}
