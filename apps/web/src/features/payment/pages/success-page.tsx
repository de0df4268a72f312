import type { TSuccessData } from '@alma/shared/api/donate';
import { displayNickname } from '@alma/shared/validation/display';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { ShareOverlay } from '../../../components/share-overlay.tsx';
import { currentLanguage } from '../../../lib/language.ts';
import { hasToken } from '../../../lib/token-store.ts';
import { isNotFound, useSuccessData } from '../api/get-success-data.ts';
import { CertificateViewer } from '../components/certificate-viewer.tsx';
import { SuccessProjectCard } from '../components/success-project-card.tsx';
import { loginRedirect, successLines } from '../rules/success-view.ts';
import '../messages.ts';
import '../payment.css';

/** success?billNo= (doc 2 §2.5, doc 4 §2.3): thanks, the project, sharing and the certificate. */
export default function SuccessPage() {
  const location = useLocation();
  const [params] = useSearchParams();
  const billNo = params.get('billNo') ?? '';
  if (!hasToken()) return <Navigate to={loginRedirect(location.pathname, location.search)} replace />;
  return <SuccessScreen billNo={billNo} />;
}

function SuccessScreen({ billNo }: { billNo: string }) {
  const { t } = useTranslation();
  const success = useSuccessData(billNo);

  if (billNo === '' || (success.isError && isNotFound(success.error))) {
    return (
      <main className="payment-page">
        <section className="alma-notice" role="alert" data-testid="success-not-found">
          <h2>{t('payment.success.notFoundTitle')}</h2>
          <p>{t('payment.success.notFoundBody')}</p>
          <Link className="alma-button is-primary" to="/">
            {t('payment.success.home')}
          </Link>
        </section>
      </main>
    );
  }
  if (success.isError) {
    return (
      <main className="payment-page">
        <section className="alma-notice" role="alert">
          <p>{t('common.loadFailed')}</p>
          <button type="button" className="alma-button" onClick={() => void success.refetch()}>
            {t('common.retry')}
          </button>
        </section>
      </main>
    );
  }
  if (success.isPending) {
    return (
      <main className="payment-page" aria-busy="true">
        <div className="payment-checking">
          <span className="payment-spinner" aria-hidden="true" />
          <p>{t('common.loading')}</p>
        </div>
      </main>
    );
  }
  // Keyed by order, so the certificate's one automatic opening belongs to this order.
  return <SuccessContent key={billNo} data={success.data} />;
}

function SuccessContent({ data }: { data: TSuccessData }) {
  const { t } = useTranslation();
  const [sharing, setSharing] = useState(false);
  const hasCertificate = data.certificateImg !== '';
  // The certificate opens by itself once when there is one (doc 2 §4.6).
  const [viewing, setViewing] = useState(hasCertificate);
  const name = displayNickname(data.name, currentLanguage());
  const lines = successLines(data.successWord);

  return (
    <main className="payment-page" data-testid="success-page">
      <section className="success-card">
        <h1>{t('payment.success.title')}</h1>
        {data.avatar !== '' ? (
          <img
            className="success-avatar"
            src={data.avatar}
            alt={t('payment.success.avatarAlt', { name })}
            width={72}
            height={72}
          />
        ) : (
          <span className="success-avatar" aria-hidden="true" />
        )}
        <p className="success-thanks" data-testid="success-thanks">
          {t('payment.success.thanks', { name, itemsName: data.itemsName })}
        </p>
        <p className="success-motto">{t('payment.success.motto')}</p>
        {lines.length > 0 ? (
          <ul className="success-words" data-testid="success-words">
            {lines.map((line, index) => (
              // Lines may repeat, so their position is part of the key.
              // biome-ignore lint/suspicious/noArrayIndexKey: static text, never reordered.
              <li key={`${index}-${line}`}>{line}</li>
            ))}
          </ul>
        ) : null}
      </section>
      <SuccessProjectCard data={data} />
      <div className="success-actions">
        <button type="button" className="alma-button is-primary is-wide" onClick={() => setSharing(true)}>
          {t('payment.success.invite')}
        </button>
        {hasCertificate ? (
          <button type="button" className="alma-button is-wide" onClick={() => setViewing(true)}>
            {t('payment.success.viewCertificate')}
          </button>
        ) : null}
        <Link className="alma-button" to="/">
          {t('payment.success.home')}
        </Link>
        <Link className="alma-button" to="/mine">
          {t('payment.success.mine')}
        </Link>
      </div>
      {sharing ? <ShareOverlay detail={t('payment.share.detail')} onClose={() => setSharing(false)} /> : null}
      {hasCertificate ? (
        <CertificateViewer image={data.certificateImg} visible={viewing} onClose={() => setViewing(false)} />
      ) : null}
    </main>
  );
}
