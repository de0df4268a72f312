import { formatFen } from '@alma/shared/money/money';
import { useTranslation } from 'react-i18next';
import { chosenTerm, draftTotalFen, type NamingDraft } from '../../../../lib/naming-draft.ts';

const fen = (yuan: number) => Math.round(yuan * 100);

/** What the order names (doc 2 §2.2): each seat with its period and price, or each book × copies. */
export function NamingObjects({ draft }: { draft: NamingDraft }) {
  const { t } = useTranslation();
  return (
    <section className="donate-card naming-objects" data-testid="naming-objects">
      <h2 className="donate-section-title">{t('donate.naming.objectsTitle')}</h2>
      <ul className="naming-object-list">
        {draft.namingType === 1
          ? draft.seats.map((seat) => {
              const term = chosenTerm(seat);
              return (
                <li key={seat.seatId} className="naming-object" data-testid="naming-object">
                  <span className="naming-object-name">{seat.seat}</span>
                  {term ? (
                    <span className="naming-object-term">{term.termName}</span>
                  ) : (
                    <span className="naming-object-term is-missing">{t('donate.naming.noPeriod')}</span>
                  )}
                  <b className="naming-object-price">{term ? `¥${formatFen(fen(term.termMoney))}` : '—'}</b>
                </li>
              );
            })
          : draft.books.map((book) => (
              <li key={book.bookId} className="naming-object" data-testid="naming-object">
                <span className="naming-object-name">《{book.title}》</span>
                <span className="naming-object-term">
                  {t('donate.naming.copies', { count: book.namingCount })}
                </span>
                <b className="naming-object-price">¥{formatFen(fen(book.unitPrice) * book.namingCount)}</b>
              </li>
            ))}
      </ul>
      <div className="naming-total">
        <span>{t('donate.naming.total')}</span>
        <b data-testid="naming-total">¥{formatFen(draftTotalFen(draft))}</b>
      </div>
    </section>
  );
}
