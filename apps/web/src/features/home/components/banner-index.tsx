import { useHomeEntries } from '../api/get-home-entries.ts';
import type { HomeSlots } from '../layouts/layout-module.ts';
import { BannerCarousel } from './banner-carousel.tsx';

/** The index page of the banner and campaign layouts: the banners over the project list. */
export function BannerIndex({ list }: HomeSlots) {
  const entries = useHomeEntries();
  return (
    <div className="home-layout" data-testid="home-index">
      <BannerCarousel banners={entries.data?.banners ?? []} pending={entries.isPending} />
      {list}
    </div>
  );
}
