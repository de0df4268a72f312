import type { TBook } from '@alma/shared/api/naming-books';
import { useTranslation } from 'react-i18next';
import type { BookPicks } from '../model/book-picks.ts';
import { BookRow } from './book-row.tsx';

const SKELETON_KEYS = ['a', 'b', 'c', 'd'];

type Props = {
  books: TBook[] | undefined;
  picks: BookPicks;
  onToggle: (book: TBook) => void;
  onShowDetail: (book: TBook) => void;
};

/** The books of the current search and category; 加载中... while they load, 暂无书籍 when there are none. */
export function BookList({ books, picks, onToggle, onShowDetail }: Props) {
  const { t } = useTranslation();
  if (!books) {
    return (
      <div className="book-list" role="status" aria-busy="true">
        <p className="book-list-note" data-testid="book-loading">
          {t('bookList.loading')}
        </p>
        {SKELETON_KEYS.map((key) => (
          <div key={key} className="book-row is-skeleton">
            <span className="book-cover-art book-shimmer" />
            <span className="book-skeleton-lines">
              <span className="book-shimmer" />
              <span className="book-shimmer" />
              <span className="book-shimmer" />
            </span>
          </div>
        ))}
      </div>
    );
  }
  if (books.length === 0) {
    return (
      <p className="book-list-note is-empty" data-testid="book-empty">
        {t('bookList.empty')}
      </p>
    );
  }
  return (
    <ul className="book-list" data-testid="book-list">
      {books.map((book) => (
        <BookRow
          key={book.id}
          book={book}
          checked={picks.has(book.id)}
          onToggle={onToggle}
          onShowDetail={onShowDetail}
        />
      ))}
    </ul>
  );
}
