import type { Plugin } from 'vite';
// By path, not as @alma/shared: see vite.config.ts.
import { SPEC_PATHS } from '../../packages/shared/src/api/spec-paths.ts';

const PLACEHOLDER = /%SPEC_PATHS\.(\w+)\.(\w+)%/g;

/**
 * index.html's early-start script asks for a screen's first answer before the app's code is in,
 * under the same path the app then asks for. It names those paths as `%SPEC_PATHS.area.call%`,
 * written in here from packages/shared's one table; a name the table lacks fails the build.
 * Runs before Vite's own `%ENV%` replacement, which would warn about the unknown names.
 */
export function specPathsInHtml(): Plugin {
  const areas: Record<string, Record<string, string> | undefined> = SPEC_PATHS;
  return {
    name: 'alma-spec-paths',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) =>
        html.replace(PLACEHOLDER, (placeholder, area: string, call: string) => {
          const path = areas[area]?.[call];
          if (path === undefined) throw new Error(`index.html: ${placeholder} is not in SPEC_PATHS`);
          return path;
        }),
    },
  };
}
