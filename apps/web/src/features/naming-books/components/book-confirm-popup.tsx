import { formatFen, formatYuan } from '@alma/shared/money/money';
import { Popup, Stepper } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { BookPicks } from '../model/book-picks.ts';
import { shortBookTitle } from '../model/book-title.ts';
import { lineFen, picksTotalFen, sumText } from '../model/book-total.ts';

type Props = {
  open: boolean;
  picks: BookPicks;
  onCopies: (bookId: number, count: number) => void;
  onClose: () => void;
  onConfirm: () => void;
};

/** 书籍冠名捐赠: the checked books with their copies (1 to stock) and the total (doc 4 §2.3, §4). */
export function BookConfirmPopup({ open, picks, onCopies, onClose, onConfirm }: Props) {
  const { t } = useTranslation();
  const books = [...picks.values()];
  const total = picksTotalFen(books);
  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} bodyClassName="book-popup">
      <section
        className="book-confirm"
        role="dialog"
        aria-labelledby="book-confirm-title"
        data-testid="book-confirm-popup"
      >
        <button
          type="button"
          className="book-popup-close"
          aria-label={t('bookList.confirm.close')}
          onClick={onClose}
        >
          ×
        </button>
        <h2 className="book-confirm-title" id="book-confirm-title">
          {t('bookList.confirm.title')}
        </h2>
        <ul className="book-confirm-list">
          {books.map((book) => (
            <li
              key={book.bookId}
              className="book-confirm-item"
              data-testid="book-confirm-item"
              data-book-id={book.bookId}
            >
              <div className="book-confirm-text">
                <strong>{shortBookTitle(book.title)}</strong>
                <span>{t('bookList.confirm.unitPrice', { price: formatYuan(book.unitPrice) })}</span>
              </div>
              <div className="book-confirm-side">
                <Stepper
                  value={book.namingCount}
                  min={1}
                  max={book.stock}
                  digits={0}
                  onChange={(count) => onCopies(book.bookId, count)}
                  data-testid="book-copies"
                />
                <span className="book-confirm-line" data-testid="book-line-sum">
                  {t('bookList.confirm.subtotal', { sum: formatFen(lineFen(book)) })}
                </span>
              </div>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="alma-button is-primary book-confirm-submit"
          data-testid="book-confirm"
          onClick={onConfirm}
        >
          {t('bookList.confirm.submit', { sum: sumText(total) })}
        </button>
      </section>
    </Popup>
  );
}
