import { AVATAR_EXTENSIONS } from '../constants/limits.ts';

/** The `accept` attribute of the avatar input (gif, jpeg, jpg, png, svg). */
export const AVATAR_ACCEPT = AVATAR_EXTENSIONS.map((ext) => `.${ext}`).join(',');

/** A first check on the file name, for the browser; the server checks the content itself. */
export function hasAvatarExtension(fileName: string): boolean {
  const ext = fileName.toLowerCase().split('.').pop() ?? '';
  return fileName.includes('.') && (AVATAR_EXTENSIONS as readonly string[]).includes(ext);
}
