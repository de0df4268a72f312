import { useTranslation } from 'react-i18next';

/** How many books are checked, and 下一步 (doc 4 §2.3). */
export function BookBottomBar({ count, onNext }: { count: number; onNext: () => void }) {
  const { t } = useTranslation();
  return (
    <footer className="book-bottom-bar">
      <span className="book-selected" data-testid="book-selected-count" aria-live="polite">
        {t('bookList.selected', { count })}
      </span>
      <button
        type="button"
        className="alma-button is-primary book-next"
        data-testid="book-next"
        onClick={onNext}
      >
        {t('bookList.next')}
      </button>
    </footer>
  );
}
