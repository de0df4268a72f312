import type { QueryClient } from '@tanstack/react-query';
import { prefetchHomeEntries, useHomeEntries } from '../api/get-home-entries.ts';
import { BannerCarousel } from '../components/banner-carousel.tsx';
import { BannerIndex } from '../components/banner-index.tsx';
import { EntryTiles } from '../components/entry-tiles.tsx';
import type { HomeSlots } from './layout-module.ts';
import '../home.css';
import '../messages.ts';

/** The banner home: the carousel, the entry tiles, then the project list. */
export function HomeLayout({ list }: HomeSlots) {
  const entries = useHomeEntries();
  return (
    <div className="home-layout" data-testid="banner-home">
      <BannerCarousel banners={entries.data?.banners ?? []} pending={entries.isPending} />
      <EntryTiles tiles={entries.data?.tiles ?? []} />
      {list}
    </div>
  );
}

export const IndexLayout = BannerIndex;

export function prepare(client: QueryClient): Promise<void> {
  return prefetchHomeEntries(client);
}
