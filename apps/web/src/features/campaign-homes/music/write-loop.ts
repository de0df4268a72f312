import { writeFileSync } from 'node:fs';
import { encodeWav, renderLoop } from './loop-wav.ts';

/**
 * Writes campaign-loop.wav beside this file from the code in loop-wav.ts (loop-wav.test.ts checks
 * the committed file still is that code's output):
 *   npx tsx apps/web/src/features/campaign-homes/music/write-loop.ts
 */
const target = new URL('./campaign-loop.wav', import.meta.url);
writeFileSync(target, encodeWav(renderLoop()));
console.info(`wrote ${target.pathname}`);
