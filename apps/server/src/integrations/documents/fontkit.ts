import { createRequire } from 'node:module';
import type { Fontkit } from 'pdf-lib/cjs/types/fontkit';

/**
 * fontkit 1.9 exactly (pdf-lib's CJK subsetting is known to work with it; 2.x changed the API
 * pdf-lib calls). It ships no types: pdf-lib's own description of it types the one instance that
 * both pdf-lib and the certificate's text layout use.
 */
export const fontkit: Fontkit = createRequire(import.meta.url)('fontkit');
