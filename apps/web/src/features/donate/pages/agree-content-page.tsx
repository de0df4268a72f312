import { useTranslation } from 'react-i18next';
import { useAgreement } from '../api/get-agreement.ts';
import { AgreementHtml } from '../components/agreement-html.tsx';
import '../messages.ts';
import '../donate.css';

/** agree-content (doc 2 §2.9, doc 3): baseConfig's agreement title and HTML on a page of its own. */
export default function AgreeContentPage() {
  const { t } = useTranslation();
  const agreement = useAgreement();
  if (agreement.isError) {
    return (
      <section className="alma-notice" role="alert">
        <p>{t('common.loadFailed')}</p>
        <button type="button" className="alma-button" onClick={() => void agreement.refetch()}>
          {t('common.retry')}
        </button>
      </section>
    );
  }
  if (!agreement.data) return <p className="alma-loading">{t('common.loading')}</p>;
  return (
    <main className="donate-agreement-page" data-testid="agree-content">
      <h1 className="donate-agreement-title">{agreement.data.title}</h1>
      <AgreementHtml html={agreement.data.content} />
    </main>
  );
}
