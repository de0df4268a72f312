/**
 * Request headers of the admin API. Kept apart from the zod schemas so the console's first screen
 * can name them without loading zod (see bench/admin-bundle.ts).
 */

/** The console's state-changing requests carry the session's CSRF token in this header. */
export const CSRF_HEADER = 'x-csrf-token';
/** The console says its language in this header (`zh_CN` or `English`), as the spec client may. */
export const LANGUAGE_HEADER = 'language';
