import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import type { HomePageKind } from './layout-names.ts';

/**
 * What a layout draws around: the project list screen, handed in by the router (features do not
 * import each other), so a layout places it or leaves it out.
 */
export type HomeSlots = { list: ReactNode };

/** A lazy layout's module: its two pages, and the answers they draw, asked for ahead of them. */
export type LayoutModule = {
  HomeLayout: ComponentType<HomeSlots>;
  IndexLayout: ComponentType<HomeSlots>;
  prepare(client: QueryClient, page: HomePageKind): Promise<void>;
};
