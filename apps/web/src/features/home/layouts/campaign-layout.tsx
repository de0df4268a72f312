import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBaseConfig } from '../../../lib/base-config.ts';
import { prefetchItemDetail } from '../../../lib/item-detail.ts';
import { listLinkTarget, useOpenListLink } from '../../../lib/list-link.ts';
import { getHomeEntriesNow, prefetchHomeEntries, useHomeEntries } from '../api/get-home-entries.ts';
import { BannerIndex } from '../components/banner-index.tsx';
import { EntryTiles } from '../components/entry-tiles.tsx';
import { FeaturedProgressCard } from '../components/featured-progress-card.tsx';
import type { HomePageKind } from './layout-names.ts';
import '../home.css';
import '../messages.ts';

/**
 * The campaign home: the first banner is its hero (picture, headline, words) and its project the
 * featured one, whose progress shows under it; a big call to action opens the hero as a banner
 * would (linkUrl rule), then the entry tiles and the way to every project (the index page). The
 * project list itself is the index page's, not drawn here.
 */
export function HomeLayout() {
  const { t } = useTranslation();
  const open = useOpenListLink();
  const entries = useHomeEntries();
  const base = useBaseConfig();
  const hero = entries.data?.banners[0];
  const target = hero ? listLinkTarget(hero.linkUrl, hero.itemsId) : null;
  return (
    <main className="campaign-home" data-testid="campaign-home">
      <section className="campaign-hero">
        {hero?.src ? (
          <img className="campaign-hero-picture" src={hero.src} alt="" width={750} height={422} />
        ) : null}
        <div className="campaign-hero-words">
          <h1 data-testid="campaign-headline">{hero?.title ?? base.data?.title ?? ''}</h1>
          {hero?.intro ? <p>{hero.intro}</p> : null}
        </div>
      </section>
      {hero?.itemsId ? <FeaturedProgressCard itemsId={hero.itemsId} /> : null}
      <div className="campaign-actions">
        <button
          type="button"
          className="campaign-cta"
          disabled={target === null}
          onClick={() => open(target)}
          data-testid="campaign-cta"
        >
          {t('home.cta')}
        </button>
      </div>
      <EntryTiles tiles={entries.data?.tiles ?? []} />
      <Link className="campaign-all" to="/subject" data-testid="campaign-all">
        {t('home.allProjects')}
      </Link>
    </main>
  );
}

export const IndexLayout = BannerIndex;

/** The entries and, on the home, the hero's project (its progress), before the first render. */
export async function prepare(client: QueryClient, page: HomePageKind): Promise<void> {
  await prefetchHomeEntries(client);
  const heroProject = page === 'home' ? getHomeEntriesNow(client)?.banners[0]?.itemsId : null;
  if (heroProject) await prefetchItemDetail(client, heroProject);
}
