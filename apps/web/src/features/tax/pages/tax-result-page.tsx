import { computeTax, parseTaxResultQuery, type TaxQueryProblem } from '@alma/shared/tax/tax-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CompanyResult } from '../components/company-result.tsx';
import { PersonalResult } from '../components/personal-result.tsx';
import { ResultLinks } from '../components/result-links.tsx';
import { queryProblemKey } from '../model/amount-input.ts';
import '../messages.ts';
import '../tax.css';

/**
 * tax-result?type=personal&gz=&wxyj=&zxkc=&jz=&isDonate= or ?type=company&lr=&jz=&isDonate=
 * (doc 3 §2): recomputed from the query with the shared calculators, so a shared or edited link
 * shows the same figures the tool would. A query the tool could not have made says so.
 */
export default function TaxResultPage() {
  const [params] = useSearchParams();
  const parsed = useMemo(() => parseTaxResultQuery(params), [params]);
  if (!parsed.ok) return <BadQuery problem={parsed.problem} />;
  const outcome = computeTax(parsed.request);
  return (
    <main className="tax-page" data-testid="tax-result" data-type={outcome.type}>
      {outcome.type === 'personal' ? (
        <PersonalResult result={outcome.result} />
      ) : (
        <CompanyResult result={outcome.result} />
      )}
      <ResultLinks toolQuery={params.toString()} />
    </main>
  );
}

function BadQuery({ problem }: { problem: TaxQueryProblem }) {
  const { t } = useTranslation();
  const detail = queryProblemKey(problem);
  return (
    <main className="tax-page">
      <section className="alma-notice" role="alert" data-testid="tax-result-error">
        <h2>{t('tax.result.badQueryTitle')}</h2>
        <p>{t('tax.result.badQuery')}</p>
        {detail ? <p className="tax-bad-detail">{t(detail)}</p> : null}
        <div className="tax-actions">
          <Link className="alma-button is-primary" to="/tax-tool" data-testid="tax-again">
            {t('route.tax-tool')}
          </Link>
          <Link className="alma-button" to="/" data-testid="tax-donate">
            {t('common.home')}
          </Link>
        </div>
      </section>
    </main>
  );
}
