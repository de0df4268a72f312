import type { TBook } from '@alma/shared/api/naming-books';
import { ConfigProvider } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { SearchBox } from '../../../components/search-box.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { readDraft, startDraft } from '../../../lib/naming-draft.ts';
import { showToast } from '../../../lib/toast.ts';
import { useBookCategories } from '../api/get-book-categories.ts';
import { useBooks } from '../api/get-books.ts';
import { BookBottomBar } from '../components/book-bottom-bar.tsx';
import { BookConfirmPopup } from '../components/book-confirm-popup.tsx';
import { BookDetailPopup } from '../components/book-detail-popup.tsx';
import { BookList } from '../components/book-list.tsx';
import { ALL_CATEGORIES, CategoryBar } from '../components/category-bar.tsx';
import { useBookSearch } from '../hooks/use-book-search.ts';
import { type BookPicks, picksFromDraft, refreshPicks, setCopies, toggleBook } from '../model/book-picks.ts';
import { parseItemsId } from '../model/items-id.ts';
import '../messages.ts';
import '../naming-books.css';

/** Doc 4 §9: toasts stay 1 s. */
const TOAST_MS = 1000;

/** book-list?id= (doc 4 §2.3): choose the books to name, their copies, then the naming form. */
export default function BookListPage() {
  const [params] = useSearchParams();
  const itemsId = parseItemsId(params.get('id'));
  return (
    <ConfigProvider locale={currentLanguage() === 'English' ? enUS : zhCN}>
      <main className="book-page">
        {itemsId === null ? (
          <LoadFailed testId="book-error" />
        ) : (
          <BookChooser key={itemsId} itemsId={itemsId} />
        )}
      </main>
    </ConfigProvider>
  );
}

/** The checks of this project's stored draft, so coming back from the form keeps them. */
function draftPicks(itemsId: number): BookPicks {
  const draft = readDraft(itemsId);
  return draft?.namingType === 2 ? picksFromDraft(draft.books) : new Map();
}

function BookChooser({ itemsId }: { itemsId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search, searchNow, typed } = useBookSearch();
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const [picks, setPicks] = useState<BookPicks>(() => draftPicks(itemsId));
  const [detail, setDetail] = useState<TBook | null>(null);
  const [confirming, setConfirming] = useState(false);
  const categories = useBookCategories(itemsId);
  const books = useBooks({
    itemsId,
    categoryId: category === ALL_CATEGORIES ? undefined : Number(category),
    search,
  });

  // Fresh stock and prices reach the books already checked.
  const rows = books.data;
  useEffect(() => {
    if (rows) setPicks((current) => refreshPicks(current, rows));
  }, [rows]);

  // A failed refetch behind rows already shown keeps the rows.
  const failure = (books.data ? null : books.error) ?? (categories.data ? null : categories.error);
  if (failure) {
    // A refusal (an unknown project) is final; anything else may pass on a second try.
    const refused = failure instanceof ApiError;
    return (
      <LoadFailed
        testId="book-error"
        message={refused ? failure.message : undefined}
        onRetry={
          refused
            ? undefined
            : () => {
                void books.refetch();
                void categories.refetch();
              }
        }
      />
    );
  }

  const onToggle = (book: TBook) => {
    const result = toggleBook(picks, book);
    if (result.refused === 'noStock') void showToast(t('bookList.noStock'), TOAST_MS);
    setPicks(result.picks);
  };

  const onNext = () => {
    if (picks.size === 0) void showToast(t('bookList.atLeastOne'), TOAST_MS);
    else setConfirming(true);
  };

  const onConfirm = () => {
    // Fresh stock may have unchecked every book while the popup was open.
    if (picks.size === 0) {
      setConfirming(false);
      void showToast(t('bookList.atLeastOne'), TOAST_MS);
      return;
    }
    startDraft({ itemsId, namingType: 2, seats: [], books: [...picks.values()] });
    navigate(`/form-gm?id=${itemsId}&namingType=2`);
  };

  return (
    <>
      <div className="book-head">
        {/* SearchBox searches on Enter and on clear; typing bubbles up here and searches after a pause. */}
        <div
          className="book-search"
          onInput={(event) => typed((event.target as HTMLInputElement).value ?? '')}
        >
          <SearchBox placeholder={t('bookList.searchPlaceholder')} initial="" onSearch={searchNow} />
        </div>
        <CategoryBar categories={categories.data ?? []} active={category} onChange={setCategory} />
      </div>
      <BookList
        books={books.isPending ? undefined : books.data}
        picks={picks}
        onToggle={onToggle}
        onShowDetail={setDetail}
      />
      <BookBottomBar count={picks.size} onNext={onNext} />
      <BookDetailPopup book={detail} onClose={() => setDetail(null)} />
      <BookConfirmPopup
        open={confirming}
        picks={picks}
        onCopies={(bookId, count) => setPicks((current) => setCopies(current, bookId, count))}
        onClose={() => setConfirming(false)}
        onConfirm={onConfirm}
      />
    </>
  );
}
