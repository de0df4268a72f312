import { ITEMS_SEARCH_MAX_LENGTH } from '@alma/shared/constants/limits';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LoadMoreSentinel } from '../../../components/load-more-sentinel.tsx';
import { SearchBox } from '../../../components/search-box.tsx';
import { useItemsList } from '../api/get-items-list.ts';
import { ALL_TAB, CategoryTabs } from '../components/category-tabs.tsx';
import { ProjectCard, ProjectCardSkeleton } from '../components/project-card.tsx';
import { useSearchQuery } from '../hooks/use-search-query.ts';
import '../project-list.css';

const SKELETON_ROWS = 4;

const SKELETON_KEYS = ['a', 'b', 'c', 'd'];

function skeletons(count: number) {
  return SKELETON_KEYS.slice(0, count).map((key) => <ProjectCardSkeleton key={key} />);
}

/**
 * The project list (route '' and subject, doc 1 §2): search (as the donor types, kept in the
 * address as ?s=), category tabs, an endless list, and the way to the personal centre.
 */
export default function ProjectListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') ?? ALL_TAB;
  const { search, searchNow, typed } = useSearchQuery();
  const typeId = tab === ALL_TAB ? undefined : Number(tab) || undefined;
  const list = useItemsList({ typeId, search });
  const rows = list.data?.pages.flatMap((page) => page.rows) ?? [];

  const changeTab = (key: string) => {
    const next = new URLSearchParams(params);
    if (key === ALL_TAB) next.delete('tab');
    else next.set('tab', key);
    setParams(next, { replace: true });
  };

  return (
    <main className="project-list-page">
      <div className="project-search">
        <SearchBox
          placeholder={t('projects.searchPlaceholder')}
          initial={search}
          onSearch={searchNow}
          onType={typed}
          maxLength={ITEMS_SEARCH_MAX_LENGTH}
        />
        <Link className="project-mine-link" to="/jzml" data-testid="list-directory-link">
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <rect
              x="4"
              y="3"
              width="16"
              height="18"
              rx="2"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            />
            <path d="M8 8h8M8 12h8M8 16h5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span>{t('projects.directory')}</span>
        </Link>
        <Link className="project-mine-link" to="/mine" data-testid="list-mine-link">
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
          <span>{t('projects.mine')}</span>
        </Link>
      </div>
      <CategoryTabs active={tab} onChange={changeTab} />
      {list.isError && rows.length === 0 ? (
        <section className="alma-notice" role="alert">
          <p>{t('common.loadFailed')}</p>
          <button type="button" className="alma-button" onClick={() => void list.refetch()}>
            {t('common.retry')}
          </button>
        </section>
      ) : (
        <ul className="project-list" data-testid="project-list" aria-busy={list.isFetching}>
          {list.isPending
            ? skeletons(SKELETON_ROWS)
            : rows.map((item, position) => <ProjectCard key={item.id} item={item} position={position} />)}
          {list.isFetchingNextPage ? skeletons(2) : null}
        </ul>
      )}
      {list.isSuccess && rows.length === 0 ? (
        <p className="project-empty" data-testid="project-empty">
          {t('projects.empty')}
        </p>
      ) : null}
      {list.isSuccess && rows.length > 0 && !list.hasNextPage ? (
        <p className="project-end">{t('common.noMore')}</p>
      ) : null}
      <LoadMoreSentinel
        enabled={list.hasNextPage && !list.isFetchingNextPage}
        onVisible={() => void list.fetchNextPage()}
      />
    </main>
  );
}
