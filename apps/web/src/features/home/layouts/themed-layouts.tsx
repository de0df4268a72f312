import type { HomeLayoutName } from '@alma/shared/constants/home-layouts';
import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { HomeSlots, LayoutModule } from './layout-module.ts';
import type { HomePageKind } from './layout-names.ts';

export type ThemedName = Exclude<HomeLayoutName, 'default'>;

/**
 * The registry of the layouts other than the default, each a lazy chunk of its own. This module is
 * itself loaded only for an institution whose theme names one, so the default home's first bundle
 * carries none of it.
 */
const LAYOUTS: Record<ThemedName, () => Promise<LayoutModule>> = {
  banner: () => import('./banner-layout.tsx'),
  campaign: () => import('./campaign-layout.tsx'),
};

const loaded = new Map<ThemedName, LayoutModule>();
const lazyPages = new Map<string, LazyExoticComponent<ComponentType<HomeSlots>>>();

function load(name: ThemedName): Promise<LayoutModule> {
  return LAYOUTS[name]().then((module) => {
    loaded.set(name, module);
    return module;
  });
}

const pageOf = (module: LayoutModule, page: HomePageKind) =>
  page === 'home' ? module.HomeLayout : module.IndexLayout;

/** Once its code is in (start-up asks for it early) a layout renders at once, without suspending. */
function layoutPage(name: ThemedName, page: HomePageKind): ComponentType<HomeSlots> {
  const module = loaded.get(name);
  if (module) return pageOf(module, page);
  const key = `${name}:${page}`;
  let Lazy = lazyPages.get(key);
  if (!Lazy) {
    Lazy = lazy(() => load(name).then((ready) => ({ default: pageOf(ready, page) })));
    lazyPages.set(key, Lazy);
  }
  return Lazy;
}

export function ThemedHome({ name, page, list }: HomeSlots & { name: ThemedName; page: HomePageKind }) {
  const Layout = layoutPage(name, page);
  return <Layout list={list} />;
}

/** The layout's code and the answers its page draws. */
export function prepareThemed(client: QueryClient, name: ThemedName, page: HomePageKind): Promise<void> {
  return load(name).then((module) => module.prepare(client, page));
}
