import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadMoreSentinel } from '../../../components/load-more-sentinel.tsx';
import { SearchBox } from '../../../components/search-box.tsx';
import { useItemsList } from '../api/get-items-list.ts';
import { ALL_TAB, CategoryTabs } from '../components/category-tabs.tsx';
import { ProjectCard, ProjectCardSkeleton } from '../components/project-card.tsx';
import '../project-list.css';

const SKELETON_ROWS = 4;

const SKELETON_KEYS = ['a', 'b', 'c', 'd'];

function skeletons(count: number) {
  return SKELETON_KEYS.slice(0, count).map((key) => <ProjectCardSkeleton key={key} />);
}

/** The project list (route '' and subject, doc 1 §2): search, category tabs, an endless list. */
export default function ProjectListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') ?? ALL_TAB;
  const [search, setSearch] = useState(params.get('s') ?? '');
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
        <SearchBox placeholder={t('projects.searchPlaceholder')} initial={search} onSearch={setSearch} />
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
