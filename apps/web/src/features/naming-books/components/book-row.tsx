import type { TBook } from '@alma/shared/api/naming-books';
import { formatYuan } from '@alma/shared/money/money';
import { useTranslation } from 'react-i18next';
import { shortBookTitle } from '../model/book-title.ts';
import { BookCover } from './book-cover.tsx';

type Props = {
  book: TBook;
  checked: boolean;
  onToggle: (book: TBook) => void;
  onShowDetail: (book: TBook) => void;
};

/**
 * One book. The whole row is its check box (a tap anywhere toggles it, doc 4 §4); the picture and
 * the title sit above it and open the book's details instead.
 */
export function BookRow({ book, checked, onToggle, onShowDetail }: Props) {
  const { t } = useTranslation();
  const soldOut = book.stock <= 0;
  const detailLabel = t('bookList.showDetail', { title: book.title });
  return (
    <li
      className={`book-row${checked ? ' is-checked' : ''}${soldOut ? ' is-sold-out' : ''}`}
      data-testid="book-item"
      data-book-id={book.id}
    >
      {/* A native check box stretched over the row: taps, keyboards and screen readers all reach it. */}
      <input
        type="checkbox"
        className="book-toggle"
        checked={checked}
        aria-label={book.title}
        data-testid="book-check"
        onChange={() => onToggle(book)}
      />
      <span className="book-check-mark" aria-hidden="true" />
      {/* The title button says the same to a screen reader; the picture is a bigger target for a finger. */}
      <button
        type="button"
        className="book-cover"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="book-cover"
        onClick={() => onShowDetail(book)}
      >
        <BookCover title={book.title} imgUrl={book.imgUrl} />
      </button>
      <div className="book-info">
        <button
          type="button"
          className="book-title"
          aria-label={detailLabel}
          data-testid="book-title"
          onClick={() => onShowDetail(book)}
        >
          {shortBookTitle(book.title)}
        </button>
        <p className="book-meta" data-testid="book-author">
          {t('bookList.author', { author: book.author })}
        </p>
        <p className="book-meta">{t('bookList.press', { press: book.press })}</p>
        <p className="book-figures">
          <span className="book-price" data-testid="book-price">
            ¥{formatYuan(book.unitPrice)}
          </span>
          <span className="book-stock" data-testid="book-stock">
            {t('bookList.stock', { stock: book.stock })}
          </span>
        </p>
      </div>
    </li>
  );
}
