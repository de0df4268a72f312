/**
 * The home layouts one build of the donor app carries (doc 1 §1, doc 4 §2.1: the root layout's home
 * depends on the theme; apps/web/src/features/home/layouts draws them). config/{school}/index.json's
 * `theme` names one, and staff may choose another in the console (机构设置 → 外观与功能), which the
 * server lays over the served file. An unknown or missing theme is the default. Each layout draws
 * both of the institution's list pages: the home (route '') and the index page (route 'subject').
 *
 * default  — both pages are the project list (in the web app's first bundle).
 * banner   — home: a banner carousel, entry tiles, then the list; index: the carousel and the list.
 * campaign — home: a hero picture and headline (the first banner), the progress of its project,
 *            a big call to action, the tiles and a way to every project; index: as banner's.
 */
export const HOME_LAYOUT_NAMES = ['default', 'banner', 'campaign'] as const;
export type HomeLayoutName = (typeof HOME_LAYOUT_NAMES)[number];

/** The layout a theme names: trimmed, exact (case matters), anything else the default. */
export function homeLayoutOf(theme: unknown): HomeLayoutName {
  const name = typeof theme === 'string' ? theme.trim() : '';
  return (HOME_LAYOUT_NAMES as readonly string[]).includes(name) ? (name as HomeLayoutName) : 'default';
}

/**
 * Which of the console's home entries (首页配置) a layout shows donors: banners (campaign: the
 * first as its hero, all of them on the index page) and tiles. An edit of a kind the layout in use
 * does not show changes nothing a donor sees, and the console says so.
 */
export const HOME_LAYOUT_SHOWS: Record<HomeLayoutName, { banner: boolean; tile: boolean }> = {
  default: { banner: false, tile: false },
  banner: { banner: true, tile: true },
  campaign: { banner: true, tile: true },
};
