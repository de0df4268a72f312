import { homeLayoutOf } from '@alma/shared/constants/home-layouts';
import type { QueryClient } from '@tanstack/react-query';
import { lazy, useContext } from 'react';
import { loadedInstitutionConfig } from '../../../lib/institution-config.ts';
import { InstitutionContext } from '../../../lib/institution-context.ts';
import type { HomeSlots } from '../layouts/layout-module.ts';
import { type HomePageKind, homePageOf } from '../layouts/layout-names.ts';

type ThemedModule = typeof import('../layouts/themed-layouts.tsx');

let loading: Promise<ThemedModule> | null = null;
let loaded: ThemedModule | null = null;
const loadThemed = () => {
  loading ??= import('../layouts/themed-layouts.tsx').then((module) => {
    loaded = module;
    return module;
  });
  return loading;
};
const LazyThemedHome = lazy(() => loadThemed().then((module) => ({ default: module.ThemedHome })));

/**
 * The home (route '') or the index page ('subject') in the layout the institution's theme names
 * (constants/home-layouts.ts in packages/shared: the file's, or the one staff chose, which the server
 * lays over it), around the project list the router hands in. The default layout is the list alone,
 * exactly as before, and costs the first bundle nothing; the others are lazy chunks.
 */
export function HomePage({ page, list }: HomeSlots & { page: HomePageKind }) {
  const name = homeLayoutOf(useContext(InstitutionContext)?.theme);
  if (name === 'default') return list;
  // Once its code is in (start-up asks for it early) it renders at once: React.lazy would suspend.
  const ThemedHome = loaded?.ThemedHome ?? LazyThemedHome;
  return <ThemedHome name={name} page={page} list={list} />;
}

/**
 * A fresh page on the home or index route: the layout's code and the answers it draws, asked for
 * while start-up waits (null for the default layout: nothing more to ask for). Never rejects.
 */
export function prepareHome(client: QueryClient, hash: string): Promise<void> | null {
  const name = homeLayoutOf(loadedInstitutionConfig()?.theme);
  if (name === 'default') return null;
  return loadThemed()
    .then((module) => module.prepareThemed(client, name, homePageOf(hash)))
    .catch(() => undefined);
}
