import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LAW_LINKS } from '../model/law-links.ts';

/**
 * The result's ways on (doc 3 §2): the donation home, back to tax-tool with the same figures, and
 * the three laws as plain external links.
 */
export function ResultLinks({ toolQuery }: { toolQuery: string }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="tax-actions">
        <Link className="alma-button is-primary" to="/" data-testid="tax-donate">
          {t('tax.result.donate')}
        </Link>
        <Link className="alma-button" to={`/tax-tool?${toolQuery}`} data-testid="tax-again">
          {t('tax.result.again')}
        </Link>
      </div>
      <section className="tax-laws" aria-labelledby="tax-laws-title">
        <h2 className="tax-section-title" id="tax-laws-title">
          {t('tax.result.laws')}
        </h2>
        <ul data-testid="tax-laws">
          {LAW_LINKS.map((law) => (
            <li key={law.key}>
              <a href={law.url} target="_blank" rel="noopener noreferrer">
                {t(`tax.result.lawNames.${law.key}`)}
              </a>
            </li>
          ))}
        </ul>
      </section>
      <p className="tax-note is-result">{t('tax.result.disclaimer')}</p>
    </>
  );
}
