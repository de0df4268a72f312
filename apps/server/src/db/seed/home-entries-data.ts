import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { FileStorage } from '../../integrations/storage/file-storage.ts';
import type { Tx } from '../client.ts';
import { files, homeEntries } from '../schema/site.ts';
import { PROJECT } from './demo-ids.ts';
import { type CoverMotif, coverSvg, type Palette } from './image-svg.ts';

/**
 * The demo home entries (首页配置): three banners and four entry tiles, shown by the banner and
 * campaign layouts (the default layout is the project list alone). The first banner is a campaign
 * home's hero, its project the one whose progress it shows. Pictures are drawn here, shapes only.
 */

type Glyph = 'grid' | 'bowl' | 'list' | 'person';
type Picture = { body: Buffer; ext: 'jpg' | 'png' };
export type HomePictures = { banners: Picture[]; tiles: Picture[] };

const palette = (dark: string, mid: string, light: string): Palette => ({ dark, mid, light });

const BANNERS: Array<[Palette, CoverMotif]> = [
  [palette('#14213d', '#1d4e89', '#fca311'), 'cap'],
  [palette('#2d6a4f', '#40916c', '#d8f3dc'), 'trees'],
  [palette('#3d405b', '#81b29a', '#f4f1de'), 'campus'],
];

const GLYPHS: Record<Glyph, string> = {
  grid: [0, 1, 2, 3]
    .map(
      (i) =>
        `<rect x="${52 + (i % 2) * 52}" y="${52 + Math.floor(i / 2) * 52}" width="40" height="40" rx="8" fill="#ffffff"/>`,
    )
    .join(''),
  bowl:
    '<path d="M44 96 H156 Q152 150 100 156 Q48 150 44 96Z" fill="#ffffff"/>' +
    '<path d="M78 84 Q72 64 84 48 M100 84 Q94 60 108 42 M122 84 Q116 66 128 52" stroke="#ffffff" stroke-width="7" fill="none" stroke-linecap="round"/>',
  list: [0, 1, 2]
    .map(
      (i) =>
        `<circle cx="60" cy="${66 + i * 34}" r="9" fill="#ffffff"/><rect x="80" y="${58 + i * 34}" width="72" height="16" rx="8" fill="#ffffff"/>`,
    )
    .join(''),
  person:
    '<circle cx="100" cy="76" r="26" fill="#ffffff"/><path d="M50 156 Q52 110 100 108 Q148 110 150 156Z" fill="#ffffff"/>',
};

const TILES: Array<[Palette, Glyph]> = [
  [palette('#1d3557', '#457b9d', '#a8dadc'), 'grid'],
  [palette('#bc6c25', '#dda15e', '#fefae0'), 'bowl'],
  [palette('#5f0f40', '#9a031e', '#fb8b24'), 'list'],
  [palette('#264653', '#2a9d8f', '#e9c46a'), 'person'],
];

/** A rounded square with a white glyph: an entry tile's icon (PNG, transparent corners). */
function tileSvg(colours: Palette, glyph: Glyph): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">' +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colours.mid}"/><stop offset="1" stop-color="${colours.dark}"/></linearGradient></defs>` +
    `<rect width="200" height="200" rx="44" fill="url(#bg)"/>` +
    `<circle cx="160" cy="40" r="26" fill="${colours.light}" fill-opacity="0.35"/>${GLYPHS[glyph]}</svg>`
  );
}

/** Drawn before the seed's transaction takes its lock (sharp works off the main thread). */
export async function renderHomePictures(): Promise<HomePictures> {
  const [banners, tiles] = await Promise.all([
    Promise.all(
      BANNERS.map(async ([colours, motif]) => ({
        body: await sharp(Buffer.from(coverSvg(colours, motif)))
          .jpeg({ quality: 82 })
          .toBuffer(),
        ext: 'jpg' as const,
      })),
    ),
    Promise.all(
      TILES.map(async ([colours, glyph]) => ({
        body: await sharp(Buffer.from(tileSvg(colours, glyph)))
          .png({ compressionLevel: 6 })
          .toBuffer(),
        ext: 'png' as const,
      })),
    ),
  ]);
  return { banners, tiles };
}

type EntryText = { title: string; titleEn: string; intro: string; introEn: string };
type DemoEntry = EntryText & { linkUrl?: string; itemsId?: number };

const BANNER_ENTRIES: DemoEntry[] = [
  {
    title: '励志奖学金',
    titleEn: 'Aspiration Scholarship',
    intro: '每一份捐赠，都在点亮一位学子的求学梦想',
    introEn: 'Every gift lights up a student’s dream of learning',
    itemsId: PROJECT.scholarship,
  },
  {
    title: '新校区“一草一木”绿化工程',
    titleEn: 'A Greener New Campus',
    intro: '认捐一棵树，与母校一起成长',
    introEn: 'Sponsor a tree and grow with your school',
    itemsId: PROJECT.greening,
  },
  {
    title: '校友“饮水思源”基金',
    titleEn: 'Alumni Fund',
    intro: '饮水思源，回馈母校',
    introEn: 'Remember the source, give back to your school',
    itemsId: PROJECT.alumniFund,
  },
];

const TILE_ENTRIES: DemoEntry[] = [
  { title: '全部项目', titleEn: 'All projects', intro: '', introEn: '', linkUrl: '/subject' },
  {
    title: '爱心午餐',
    titleEn: 'Lunch',
    intro: '为学子送上一份热饭',
    introEn: 'A warm meal for a student',
    itemsId: PROJECT.lunch,
  },
  { title: '捐赠名录', titleEn: 'Donors', intro: '', introEn: '', linkUrl: '/jzml' },
  { title: '个人中心', titleEn: 'My giving', intro: '', introEn: '', linkUrl: '/mine' },
];

/** Stores the pictures (fresh names, recorded in `files`) and inserts the entries. */
export async function seedHomeEntries(
  tx: Tx,
  storage: FileStorage,
  pictures: HomePictures,
  now: Date,
): Promise<void> {
  const month = now.toISOString().slice(0, 7).replace('-', '');
  const fileRows: Array<typeof files.$inferInsert> = [];
  const store = async (picture: Picture): Promise<string> => {
    const key = `demo/${month}/${randomBytes(16).toString('base64url')}.${picture.ext}`;
    await storage.put(key, picture.body);
    fileRows.push({
      storageKey: key,
      contentType: picture.ext === 'png' ? 'image/png' : 'image/jpeg',
      bytes: picture.body.length,
    });
    return storage.urlOf(key);
  };
  const bannerSrc = await Promise.all(pictures.banners.map(store));
  const tileSrc = await Promise.all(pictures.tiles.map(store));
  await tx.insert(files).values(fileRows);
  const rows = (kind: 'banner' | 'tile', entries: DemoEntry[], sources: string[]) =>
    entries.map((entry, index) => ({
      kind,
      ...entry,
      linkUrl: entry.linkUrl ?? '',
      itemsId: entry.itemsId ?? null,
      src: sources[index] ?? '',
      sort: index + 1,
      createdAt: now,
      updatedAt: now,
    }));
  await tx
    .insert(homeEntries)
    .values([...rows('banner', BANNER_ENTRIES, bannerSrc), ...rows('tile', TILE_ENTRIES, tileSrc)]);
}
