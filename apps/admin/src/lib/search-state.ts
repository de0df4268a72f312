import { useSearchParams } from 'react-router';
import type { z } from 'zod';

type Patch = Record<string, string | number | undefined | null>;

/**
 * A table's page and filters live in the address, parsed with the same shared schema the server
 * parses the query with: a reload, a shared link and back/forward all show the same rows. A value
 * the schema refuses (hand-edited address) falls back to the defaults instead of breaking the page.
 */
export function useSearchState<S extends z.ZodType>(schema: S): [z.output<S>, (patch: Patch) => void] {
  const [params, setParams] = useSearchParams();
  const parsed = schema.safeParse(Object.fromEntries(params));
  const state: z.output<S> = parsed.success ? parsed.data : schema.parse({});
  const update = (patch: Patch) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      for (const [name, value] of Object.entries(patch)) {
        if (value === undefined || value === null || value === '') next.delete(name);
        else next.set(name, String(value));
      }
      return next;
    });
  return [state, update];
}
