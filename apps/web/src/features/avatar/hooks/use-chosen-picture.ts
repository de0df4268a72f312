import { useCallback, useEffect, useRef, useState } from 'react';
import { loadPicture } from '../canvas/render-crop.ts';
import { isAcceptedAvatarFile } from '../model/avatar-file.ts';

export type ChosenPicture = {
  /** The chosen file's name and type: they decide what the crop is encoded as. */
  file: { name: string; type: string };
  /** An object URL of the file, for the cropper; revoked when the picture is replaced or left. */
  url: string;
  image: HTMLImageElement;
};

export type ChooseRefusal = 'badType' | 'unreadable';

/**
 * The picture being edited. A file of another type is refused before it is read; one that does
 * not decode is refused after. Either way the picture being edited (if any) stays.
 */
export function useChosenPicture() {
  const [picture, setPicture] = useState<ChosenPicture | null>(null);
  const current = useRef<ChosenPicture | null>(null);

  useEffect(() => () => revoke(current.current), []);

  const choose = useCallback(async (file: File): Promise<ChooseRefusal | null> => {
    if (!isAcceptedAvatarFile(file)) return 'badType';
    const url = URL.createObjectURL(file);
    let image: HTMLImageElement;
    try {
      image = await loadPicture(url);
    } catch {
      URL.revokeObjectURL(url);
      return 'unreadable';
    }
    revoke(current.current);
    const chosen = { file: { name: file.name, type: file.type }, url, image };
    current.current = chosen;
    setPicture(chosen);
    return null;
  }, []);

  return { picture, choose };
}

function revoke(picture: ChosenPicture | null): void {
  if (picture) URL.revokeObjectURL(picture.url);
}
