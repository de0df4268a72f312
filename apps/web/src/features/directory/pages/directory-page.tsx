import { DIRECTORY_SEARCH_MAX_LENGTH } from '@alma/shared/api/items';
import { formatYuan } from '@alma/shared/money/money';
import { useTranslation } from 'react-i18next';
import { PagedList } from '../../../components/paged-list.tsx';
import { SearchBox } from '../../../components/search-box.tsx';
import { useFeature } from '../../../lib/institution-context.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { useDirectoryPage } from '../api/get-directory.ts';
import { DirectoryRow } from '../components/directory-row.tsx';
import { SortSwitch } from '../components/sort-switch.tsx';
import { TotalsLine } from '../components/totals-line.tsx';
import { useDirectoryQuery } from '../hooks/use-directory-query.ts';
import '../messages.ts';
import '../directory.css';

/**
 * jzml, the donation directory (doc 3 §2): search (not with hideDirectorySearch), sort by time
 * either way or by money, the platform's totals, and every paid gift 20 at a time as the donor
 * scrolls. Names are masked with maskDonorNames; an anonymous gift shows only its label.
 */
export default function DirectoryPage() {
  const { t } = useTranslation();
  const searchable = !useFeature('hideDirectorySearch');
  const mask = useFeature('maskDonorNames');
  const language = currentLanguage();
  const { search, order, searchNow, typed, sortBy, boxKey } = useDirectoryQuery(searchable);
  const query = useDirectoryPage(order, search);
  const first = query.data?.pages[0];

  return (
    <main className="directory-page" data-testid="directory-page">
      <header className="directory-head">
        {searchable ? (
          <SearchBox
            key={boxKey}
            placeholder={t(mask ? 'directory.searchProjectsPlaceholder' : 'directory.searchPlaceholder')}
            initial={search}
            onSearch={searchNow}
            onType={typed}
            maxLength={DIRECTORY_SEARCH_MAX_LENGTH}
          />
        ) : null}
        <TotalsLine />
        <SortSwitch order={order} onChange={sortBy} />
      </header>
      {search && first ? (
        <p className="directory-found" data-testid="directory-found">
          {t('directory.found', { count: first.total, money: formatYuan(first.totalMoney) })}
        </p>
      ) : null}
      <section className="directory-list">
        <PagedList
          // A new order or search starts from the top of its own list.
          key={`${order}|${search}`}
          query={query}
          emptyText={t(search ? 'directory.emptySearch' : 'directory.empty')}
          // Directory rows have no id; a row's place in one order of the paid gifts is stable.
          renderRow={(row, index) => <DirectoryRow key={index} row={row} language={language} mask={mask} />}
          testId="directory-rows"
        />
      </section>
    </main>
  );
}
