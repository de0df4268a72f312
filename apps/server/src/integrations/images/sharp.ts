import type Sharp from 'sharp';

/** sharp itself: the function that opens a picture. */
export type SharpFunction = typeof Sharp;

let loading: Promise<SharpFunction> | undefined;

/**
 * sharp (libvips, a native library: ~160 ms and ~30 MiB to load) loads with the first picture the
 * server handles, not at its start: most starts never see an upload.
 */
export function loadSharp(): Promise<SharpFunction> {
  loading ??= import('sharp').then((module) => module.default);
  return loading;
}
