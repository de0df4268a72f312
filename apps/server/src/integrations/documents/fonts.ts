import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The two faces every document uses, from npm (DESIGN.md §9: never a system font, which a server
 * may lack or substitute). Static TTFs, not the variable font or a .ttc: fontkit 1.9 lays them
 * out for the certificate and pdf-lib subsets them into the PDFs. Noto Sans SC Regular carries the
 * text, Noto Serif SC Bold the titles, names and seal; no other weight is ever loaded.
 */

const require = createRequire(import.meta.url);

export const FONT_FILES = {
  sans: require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf'),
  serifBold: require.resolve('@expo-google-fonts/noto-serif-sc/700Bold/NotoSerifSC_700Bold.ttf'),
} as const;

export type FontFace = keyof typeof FONT_FILES;

const bytes = new Map<FontFace, Buffer>();

/**
 * The face's file, read once per worker thread and kept (10–15 MB each). A Buffer, not a plain
 * Uint8Array: fontkit 1.9 probes the format with Buffer's toString('ascii', …).
 */
export function fontBytes(face: FontFace): Buffer {
  let data = bytes.get(face);
  if (!data) {
    data = readFileSync(FONT_FILES[face]);
    bytes.set(face, data);
  }
  return data;
}
