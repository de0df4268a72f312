import { hasAvatarExtension } from '@alma/shared/validation/upload';

/** What browsers report for the five accepted kinds (doc 1 §5); '' when a phone says nothing. */
const AVATAR_MIME_TYPES = new Set(['image/gif', 'image/jpeg', 'image/png', 'image/svg+xml']);

/**
 * Whether a chosen file may go to the editor: its name must end in gif, jpeg, jpg, png or svg, and
 * its type, when the browser gives one, must be one of theirs. Only a first check, to say at once
 * what is wrong: the editor then has to decode it, and the server reads the content itself.
 */
export function isAcceptedAvatarFile(file: { name: string; type: string }): boolean {
  return hasAvatarExtension(file.name) && (file.type === '' || AVATAR_MIME_TYPES.has(file.type));
}

/**
 * What the editor uploads: a drawing of the crop, never the chosen file. A JPEG photo stays a
 * JPEG (a tenth of a PNG's size); anything that may be transparent (png, gif, svg) becomes a PNG.
 */
export function outputTypeFor(file: { name: string; type: string }): 'image/jpeg' | 'image/png' {
  const ext = file.name.toLowerCase().split('.').pop() ?? '';
  return file.type === 'image/jpeg' || ext === 'jpg' || ext === 'jpeg' ? 'image/jpeg' : 'image/png';
}

export function outputFileName(type: 'image/jpeg' | 'image/png'): string {
  return type === 'image/jpeg' ? 'avatar.jpg' : 'avatar.png';
}
