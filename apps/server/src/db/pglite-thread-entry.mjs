// The database thread starts on this file with a plain import(). Vitest's TypeScript transform does
// not reach worker threads, and `node --import tsx` only does through inherited flags, so the
// thread loads its TypeScript through tsx's API itself: the same in both (as render-worker-entry.mjs).
import { tsImport } from 'tsx/esm/api';

await tsImport('./pglite-thread-worker.ts', import.meta.url);
