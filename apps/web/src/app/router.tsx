import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { HashRouter, Route, Routes } from 'react-router';
import { RoutePage } from '../components/route-page.tsx';
import { HomePage, prepareHome } from '../features/home/pages/home-page.tsx';
import { prefetchHomeList } from '../features/projects/api/get-items-list.ts';
import ProjectListPage from '../features/projects/pages/project-list-page.tsx';
import { isHomeListRoute } from '../lib/address.ts';
import { prefetchItemDetail } from '../lib/item-detail.ts';
import { ShareSync } from '../lib/share-sync.tsx';
import { CAMPAIGN_ROUTES, GENERAL_ROUTES } from './route-names.ts';

/** Unbuilt routes and unknown addresses are rare: their notice loads when one is opened. */
const PlaceholderPage = lazy(() =>
  import('../components/placeholder-page.tsx').then(({ PlaceholderPage }) => ({ default: PlaceholderPage })),
);

type Screen = {
  path: string;
  title: string;
  Page: ComponentType | LazyExoticComponent<ComponentType>;
  /** Starts loading a lazy screen's code (the router would start it only when it renders). */
  load?: () => Promise<unknown>;
  firstData?: FirstData;
};

type PageModule = { default: ComponentType };

/** The first answer a fresh page of a screen draws (index.html has usually asked for it already). */
type FirstData = (client: QueryClient, query: URLSearchParams, hash: string) => Promise<void> | null;

/** A lazy screen whose code can also be asked for ahead of its first render. */
function lazyScreen(
  path: string,
  title: string,
  load: () => Promise<PageModule>,
  firstData?: FirstData,
): Screen {
  let loaded: ComponentType | null = null;
  const keep = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(keep);
  // Once its code is in (start-up asks for it early), the screen renders at once: React.lazy would
  // still suspend for its first render, and React holds a shown fallback for 300 ms.
  const Page = () => {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  };
  return { path, title, Page, load: keep, ...(firstData ? { firstData } : {}) };
}

/** The home and index pages: the list's first page and, for a layout of its own, its code and answers. */
const homeListData: FirstData = (client, _query, hash) => {
  const list = isHomeListRoute(hash) ? prefetchHomeList(client) : null;
  const layout = prepareHome(client, hash);
  return list && layout ? Promise.all([list, layout]).then(() => undefined) : (list ?? layout);
};

/** The index page (route 'subject'): the project list in the institution's layout. */
const IndexPage = () => <HomePage page="index" list={<ProjectListPage />} />;

/** The seat map's areas and seats; its query code is a chunk of its own, kept out of the first bundle. */
const seatData: FirstData = (client, query) =>
  import('../features/naming-seats/api/prefetch-seat-screen.ts').then(
    ({ prefetchSeatScreen }) => prefetchSeatScreen(client, query) ?? undefined,
  );

const detailData: FirstData = (client, query) => {
  const id = Number(query.get('id'));
  return Number.isSafeInteger(id) && id > 0 ? prefetchItemDetail(client, id) : null;
};

/**
 * Built screens by route name. The project list is the home screen and part of the first
 * bundle (a lazy chunk would cost the first paint one more round trip), drawn in the institution's
 * home layout (features/home: the default layout is the list alone); every other screen is its
 * own lazy chunk.
 */
const SCREENS: Screen[] = [
  { path: 'subject', title: 'subject', Page: IndexPage, firstData: homeListData },
  lazyScreen(
    'subject-detail',
    'subject-detail',
    () => import('../features/project-detail/pages/project-detail-page.tsx'),
    detailData,
  ),
  lazyScreen('mine', 'mine', () => import('../features/mine/pages/mine-page.tsx')),
  lazyScreen('cut', 'cut', () => import('../features/avatar/pages/avatar-cut-page.tsx')),
  lazyScreen('mine-don', 'mine-don', () => import('../features/mine-records/pages/mine-don-page.tsx')),
  lazyScreen(
    'mine-together',
    'mine-together',
    () => import('../features/mine-records/pages/mine-together-page.tsx'),
  ),
  lazyScreen('login', 'login', () => import('../features/login/pages/login-page.tsx')),
  lazyScreen('tax-tool', 'tax-tool', () => import('../features/tax/pages/tax-tool-page.tsx')),
  lazyScreen('tax-result', 'tax-result', () => import('../features/tax/pages/tax-result-page.tsx')),
  lazyScreen('form', 'form', () => import('../features/donate/pages/donation-form-page.tsx')),
  lazyScreen(
    'agree-content',
    'agree-content',
    () => import('../features/donate/pages/agree-content-page.tsx'),
  ),
  lazyScreen('pay-back', 'pay-back', () => import('../features/payment/pages/pay-back-page.tsx')),
  lazyScreen('success', 'success', () => import('../features/payment/pages/success-page.tsx')),
  lazyScreen('alipay', 'alipay', () => import('../features/payment/pages/alipay-page.tsx')),
  lazyScreen('together', 'together', () => import('../features/together/pages/together-launch-page.tsx')),
  lazyScreen(
    'together-share',
    'together-share',
    () => import('../features/together/pages/together-share-page.tsx'),
  ),
  lazyScreen(
    'together-list',
    'together-list',
    () => import('../features/together/pages/together-list-page.tsx'),
  ),
  lazyScreen('seat', 'seat', () => import('../features/naming-seats/pages/seat-page.tsx'), seatData),
  lazyScreen('book-list', 'book-list', () => import('../features/naming-books/pages/book-list-page.tsx')),
  lazyScreen('form-gm', 'form-gm', () => import('../features/donate/pages/naming-form-page.tsx')),
  lazyScreen('edit', 'edit', () => import('../features/nameplate/pages/nameplate-edit-page.tsx')),
  lazyScreen(
    'nameplate-detail',
    'nameplate-detail',
    () => import('../features/nameplate/pages/nameplate-detail-page.tsx'),
  ),
  lazyScreen('mine-gm', 'mine-gm', () => import('../features/mine-records/pages/mine-gm-page.tsx')),
  lazyScreen('mine-book', 'mine-book', () => import('../features/certificates/pages/mine-book-page.tsx')),
  lazyScreen(
    'mine-certificate-detail',
    'mine-certificate-detail',
    () => import('../features/certificates/pages/certificate-detail-page.tsx'),
  ),
  lazyScreen('mine-paper', 'mine-paper', () => import('../features/receipts/pages/mine-paper-page.tsx')),
  lazyScreen(
    'mine-paper-detail',
    'mine-paper-detail',
    () => import('../features/receipts/pages/receipt-detail-page.tsx'),
  ),
  lazyScreen('list', 'list', () => import('../features/articles/pages/article-list-page.tsx')),
  lazyScreen('list-page', 'list-page', () => import('../features/articles/pages/article-detail-page.tsx')),
  lazyScreen('jzml', 'jzml', () => import('../features/directory/pages/directory-page.tsx')),
  lazyScreen('award', 'award', () => import('../features/awards/pages/award-page.tsx')),
  // Giving days (issue 25): ours, not the spec's route names.
  lazyScreen('giving-day', 'giving-day', () => import('../features/giving-day/pages/giving-day-page.tsx')),
  lazyScreen('giving-days', 'giving-days', () => import('../features/giving-day/pages/giving-days-page.tsx')),
  // The campaign maps and the campaigns' own pages (doc 4 §2.2, §2.3).
  lazyScreen(
    'tree-naming-map',
    'tree-naming-map',
    () => import('../features/campaign-maps/pages/tree-map-page.tsx'),
  ),
  lazyScreen(
    'tree-naming-map-cpu',
    'tree-naming-map-cpu',
    () => import('../features/campaign-maps/pages/tree-map-cpu-page.tsx'),
  ),
  lazyScreen(
    'tree-naming-map-gmu',
    'tree-naming-map-gmu',
    () => import('../features/campaign-maps/pages/gmu-map-page.tsx'),
  ),
  lazyScreen(
    'seat-naming-map',
    'seat-naming-map',
    () => import('../features/campaign-maps/pages/seat-map-page.tsx'),
  ),
  lazyScreen(
    'build-naming-map',
    'build-naming-map',
    () => import('../features/campaign-maps/pages/build-map-page.tsx'),
  ),
  lazyScreen(
    'wall-naming-map',
    'wall-naming-map',
    () => import('../features/campaign-maps/pages/wall-map-page.tsx'),
  ),
  lazyScreen(
    'tree-naming-map-xzit',
    'tree-naming-map-xzit',
    () => import('../features/campaign-maps/pages/xzit-map-page.tsx'),
  ),
  lazyScreen(
    'tree-naming-hhu',
    'tree-naming-hhu',
    () => import('../features/campaign-maps/pages/hhu-map-page.tsx'),
  ),
  lazyScreen(
    'tree-naming-hhu/detail',
    'tree-naming-hhu/detail',
    () => import('../features/campaign-maps/pages/hhu-detail-page.tsx'),
  ),
  // The riverside trees' own steps (doc 4 §2.1, §2.3): the naming form signs the tree agreement
  // (the preview) before paying; lib/naming-flow.ts keeps each step in the hhu routes.
  lazyScreen(
    'tree-naming-hhu/form',
    'form-gm',
    () => import('../features/donate/pages/naming-form-page.tsx'),
  ),
  lazyScreen(
    'tree-naming-hhu/edit',
    'edit',
    () => import('../features/nameplate/pages/nameplate-edit-page.tsx'),
  ),
  lazyScreen(
    'tree-naming-hhu/success',
    'success',
    () => import('../features/payment/pages/success-page.tsx'),
  ),
  // The agreements (doc 4 §2.4, §4): the hhu tree agreement's preview and signing, and the cpu
  // contract flow — form, signature, the transfer account and my agreements.
  lazyScreen(
    'tree-naming-hhu/preview',
    'tree-naming-hhu/preview',
    () => import('../features/agreements/pages/hhu-preview-page.tsx'),
  ),
  lazyScreen(
    'contract-cpu',
    'contract-cpu',
    () => import('../features/agreements/pages/contract-form-page.tsx'),
  ),
  lazyScreen(
    'contract-cpu/signature',
    'contract-cpu/signature',
    () => import('../features/agreements/pages/contract-signature-page.tsx'),
  ),
  lazyScreen(
    'contract-cpu/account',
    'contract-cpu/account',
    () => import('../features/agreements/pages/contract-account-page.tsx'),
  ),
  lazyScreen(
    'contract-cpu/myList',
    'contract-cpu/myList',
    () => import('../features/agreements/pages/my-agreements-page.tsx'),
  ),
  lazyScreen(
    'tree-naming',
    'tree-naming',
    () => import('../features/campaign-homes/pages/tree-naming-page.tsx'),
  ),
  lazyScreen(
    'tree-naming-cpu',
    'tree-naming-cpu',
    () => import('../features/campaign-homes/pages/tree-naming-cpu-page.tsx'),
  ),
  lazyScreen(
    'tree-naming-donateList-cpu',
    'tree-naming-donateList-cpu',
    () => import('../features/campaign-homes/pages/donate-list-cpu-page.tsx'),
  ),
  lazyScreen(
    'tree-naming-xzit',
    'tree-naming-xzit',
    () => import('../features/campaign-homes/pages/xzit-home-page.tsx'),
  ),
  lazyScreen(
    'tree-naming-donateList-xzit',
    'tree-naming-donateList-xzit',
    () => import('../features/campaign-homes/pages/donate-list-xzit-page.tsx'),
  ),
  lazyScreen(
    'seat-naming-jnu',
    'seat-naming-jnu',
    () => import('../features/campaign-homes/pages/jnu-home-page.tsx'),
  ),
  // The jnu seat campaign's own steps (doc 4 §2.1): the naming engine's screens under the
  // campaign's route names; lib/naming-flow.ts keeps each step leading to the next jnu route.
  lazyScreen(
    'seat-naming-jnu/seat',
    'seat',
    () => import('../features/naming-seats/pages/seat-page.tsx'),
    seatData,
  ),
  lazyScreen(
    'seat-naming-jnu/form',
    'form-gm',
    () => import('../features/donate/pages/naming-form-page.tsx'),
  ),
  lazyScreen(
    'seat-naming-jnu/edit',
    'edit',
    () => import('../features/nameplate/pages/nameplate-edit-page.tsx'),
  ),
  lazyScreen(
    'seat-naming-jnu/success',
    'success',
    () => import('../features/payment/pages/success-page.tsx'),
  ),
];

const built = new Set(SCREENS.map((screen) => screen.path));

/**
 * Asks for the code of the screen a fresh page opens on while start-up still reads its config,
 * instead of after the first render (one round trip less before the screen's first paint).
 */
export function preloadScreen(hash: string): Promise<unknown> | null {
  const loading = screenOf(hash)?.load?.() ?? null;
  // Start-up may stop waiting for it; a failure is the route's error boundary's, not unhandled.
  loading?.catch(() => undefined);
  return loading;
}

/**
 * Starts the first answer of the screen a fresh page opens on; the promise settles when it is in
 * the query cache, so the first render can draw it instead of a skeleton. Null: nothing to wait for.
 */
export function prefetchScreenData(hash: string, client: QueryClient): Promise<void> | null {
  const screen = screenOf(hash);
  const query = new URLSearchParams(hash.split('?')[1] ?? '');
  return screen?.firstData?.(client, query, hash) ?? null;
}

/** The home ('') shares the subject screen's code and first answers. */
function screenOf(hash: string): Screen | undefined {
  const path = hash.replace(/^#\/?/, '').split('?')[0] || 'subject';
  return SCREENS.find((screen) => screen.path === path);
}

const placeholders = [
  ...GENERAL_ROUTES.filter((name) => !built.has(name)).map((name) => ({ path: name, title: name })),
  ...CAMPAIGN_ROUTES.filter((name) => !built.has(name)).map((name) => ({ path: name, title: 'campaign' })),
];

/**
 * Hash routes named as in spec doc 4 §2.1 (`#/subject-detail?id=3`). The declarative router
 * keeps the first screen small; each element is framed by RoutePage (title, error boundary).
 */
export function AppRoutes() {
  return (
    <HashRouter>
      <ShareSync />
      <Routes>
        <Route
          index
          element={
            <RoutePage title="subject">
              <HomePage page="home" list={<ProjectListPage />} />
            </RoutePage>
          }
        />
        {SCREENS.map(({ path, title, Page }) => (
          <Route
            key={path}
            path={path}
            element={
              <RoutePage title={title}>
                <Page />
              </RoutePage>
            }
          />
        ))}
        {placeholders.map(({ path, title }) => (
          <Route
            key={path}
            path={path}
            element={
              <RoutePage title={title}>
                <PlaceholderPage route={title} />
              </RoutePage>
            }
          />
        ))}
        <Route
          path="*"
          element={
            <RoutePage title="notFound">
              <PlaceholderPage route="" notFound />
            </RoutePage>
          }
        />
      </Routes>
    </HashRouter>
  );
}
