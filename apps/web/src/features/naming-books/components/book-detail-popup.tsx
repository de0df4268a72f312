import type { TBook } from '@alma/shared/api/naming-books';
import { formatYuan } from '@alma/shared/money/money';
import { Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { BookCover } from './book-cover.tsx';

type Props = { book: TBook | null; onClose: () => void };

/** A book's details: picture, full title and everything staff wrote about it (doc 4 §2.3, §3 Book). */
export function BookDetailPopup({ book, onClose }: Props) {
  const { t } = useTranslation();
  const rows: Array<[string, string]> = book
    ? [
        [t('bookList.detail.author'), book.author],
        [t('bookList.detail.press'), book.press],
        [t('bookList.detail.isbn'), book.bookNo],
        [t('bookList.detail.category'), book.categoryTitle],
        [t('bookList.detail.price'), `¥${formatYuan(book.unitPrice)}`],
        [t('bookList.detail.stock'), String(book.stock)],
        [t('bookList.detail.remarks'), book.remarks],
      ]
    : [];
  return (
    <Popup visible={book !== null} onMaskClick={onClose} onClose={onClose} bodyClassName="book-popup">
      {book ? (
        <section className="book-detail" role="dialog" aria-label={book.title} data-testid="book-detail">
          <button
            type="button"
            className="book-popup-close"
            aria-label={t('bookList.detail.close')}
            onClick={onClose}
          >
            ×
          </button>
          <div className="book-detail-head">
            <BookCover title={book.title} imgUrl={book.imgUrl} large />
            <h2 className="book-detail-title" data-testid="book-detail-title">
              {book.title}
            </h2>
          </div>
          <dl className="book-detail-fields">
            {rows
              .filter(([, value]) => value !== '')
              .map(([label, value]) => (
                <div key={label} className="book-detail-field">
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
          </dl>
        </section>
      ) : null}
    </Popup>
  );
}
