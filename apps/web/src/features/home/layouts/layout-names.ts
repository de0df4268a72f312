/**
 * The home layouts one build carries (doc 1 §1, doc 4 §2.1: the root layout's home depends on the
 * theme). config/{school}/index.json's `theme` picks one by name; an unknown or missing theme is the
 * default. Each layout draws both of the institution's list pages:
 * - the home page, route '' (the root), and
 * - the index page, route 'subject' (the project list the home's "all projects" leads to).
 *
 * default  — both pages are the project list (today's home; in the first bundle).
 * banner   — home: a banner carousel, entry tiles, then the list; index: the carousel and the list.
 * campaign — home: a hero picture and headline (the first banner), the progress of its project,
 *            a big call to action, the tiles and a way to every project; index: as banner's.
 */
export const HOME_LAYOUT_NAMES = ['default', 'banner', 'campaign'] as const;
export type HomeLayoutName = (typeof HOME_LAYOUT_NAMES)[number];

/** The list page a route draws: '' is the home, 'subject' the index. */
export type HomePageKind = 'home' | 'index';

export function homeLayoutOf(theme: string | undefined): HomeLayoutName {
  const name = theme?.trim() ?? '';
  return (HOME_LAYOUT_NAMES as readonly string[]).includes(name) ? (name as HomeLayoutName) : 'default';
}

/** The page of a hash route of the home screen ('#/', '#/?tab=2' → home; '#/subject' → index). */
export function homePageOf(hash: string): HomePageKind {
  const route = hash.replace(/^#\/?/, '').split('?')[0] ?? '';
  return route === '' ? 'home' : 'index';
}
