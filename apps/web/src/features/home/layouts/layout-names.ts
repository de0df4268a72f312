/**
 * The pages a home layout draws (the layouts themselves are named in
 * packages/shared/src/constants/home-layouts.ts, which the server validates staff's choice against):
 * - the home page, route '' (the root), and
 * - the index page, route 'subject' (the project list the home's "all projects" leads to).
 */

/** The list page a route draws: '' is the home, 'subject' the index. */
export type HomePageKind = 'home' | 'index';

/** The page of a hash route of the home screen ('#/', '#/?tab=2' → home; '#/subject' → index). */
export function homePageOf(hash: string): HomePageKind {
  const route = hash.replace(/^#\/?/, '').split('?')[0] ?? '';
  return route === '' ? 'home' : 'index';
}
