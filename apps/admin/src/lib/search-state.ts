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
  // The address as it is when the change is made: react-router hands its functional update the
  // parameters of the render that made it, so a search pressed right after a filter was chosen
  // (its render still to come) dropped the filter — CI lost 待审批 from the refunds tab this way.
  const update = (patch: Patch) => setParams((previous) => patchedParams(liveParams(previous), patch));
  return [state, update];
}

/**
 * The address's parameters as they are now (in a browser), else `previous`: what a change to the
 * address should start from, rather than the parameters of the render that offered the change.
 */
export function liveParams(previous: URLSearchParams): URLSearchParams {
  return typeof window === 'undefined' ? previous : new URLSearchParams(window.location.search);
}

/** The parameters with the patch applied: an empty value removes its parameter. */
export function patchedParams(base: URLSearchParams, patch: Patch): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const [name, value] of Object.entries(patch)) {
    if (value === undefined || value === null || value === '') next.delete(name);
    else next.set(name, String(value));
  }
  return next;
}
