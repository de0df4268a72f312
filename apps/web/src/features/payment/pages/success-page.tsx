import type { TSuccessData } from '@alma/shared/api/donate';
import { displayNickname } from '@alma/shared/validation/display';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { CertificateViewer } from '../../../components/certificate-viewer.tsx';
import { ShareOverlay } from '../../../components/share-overlay.tsx';
import { currentLanguage } from '../../../lib/language.ts';
import { showToast } from '../../../lib/toast.ts';
import { hasToken } from '../../../lib/token-store.ts';
import { appRouteLink, useShareCard } from '../../../lib/wechat-share.ts';
import { useCertificateOffer } from '../api/get-certificate-offer.ts';
import { isNotFound, useSuccessData } from '../api/get-success-data.ts';
import { SuccessMatch } from '../components/success-match.tsx';
import { SuccessProjectCard } from '../components/success-project-card.tsx';
import { CERTIFICATE_WAIT_MS, TOAST_MS } from '../payment-timing.ts';
import {
  type CertificateState,
  certificateState,
  loginRedirect,
  showsCertificateButton,
  successLines,
} from '../rules/success-view.ts';
import '../messages.ts';
import '../payment.css';

/** success?billNo= (doc 2 §2.5, doc 4 §2.3): thanks, the project, sharing and the certificate. */
export default function SuccessPage() {
  const location = useLocation();
  const [params] = useSearchParams();
  const billNo = params.get('billNo') ?? '';
  if (!hasToken()) return <Navigate to={loginRedirect(location.pathname, location.search)} replace />;
  // Keyed by order: the certificate's wait and its one automatic opening belong to this order.
  return <SuccessScreen key={billNo} billNo={billNo} />;
}

function SuccessScreen({ billNo }: { billNo: string }) {
  const { t } = useTranslation();
  const waitOver = useWaitOver(CERTIFICATE_WAIT_MS);
  const [itemsId, setItemsId] = useState<number>();
  const offered = useCertificateOffer(itemsId);
  const success = useSuccessData(billNo, !waitOver && offered !== false);
  // The project is known from the first answer; it then says whether a certificate may come.
  if (success.data && success.data.itemsId !== itemsId) setItemsId(success.data.itemsId);

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
  // A failed repeat (while waiting for the certificate) keeps the page it already drew.
  if (success.isError && !success.data) {
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
  return (
    <SuccessContent
      billNo={billNo}
      data={success.data}
      certificate={certificateState(success.data.certificateImg, waitOver, offered)}
    />
  );
}

/** True once `ms` have passed since the screen opened. */
function useWaitOver(ms: number): boolean {
  const [over, setOver] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setOver(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return over;
}

type ContentProps = { billNo: string; data: TSuccessData; certificate: CertificateState };

function SuccessContent({ billNo, data, certificate }: ContentProps) {
  const { t } = useTranslation();
  const [sharing, setSharing] = useState(false);
  const [viewing, setViewing] = useState(false);
  // Sharing from the success page sends the project (doc 4 §2.3: share info links to subject-detail).
  useShareCard({
    title: data.itemsName,
    desc: data.itemsIntro,
    imgUrl: data.itemsThumbnailImg,
    link: appRouteLink(`subject-detail?id=${data.itemsId}`),
  });
  // The certificate opens by itself once, when it is there on arrival or arrives while the page
  // waits for it (doc 2 §4.6).
  const openedOnce = useRef(false);
  useEffect(() => {
    if (certificate !== 'ready' || openedOnce.current) return;
    openedOnce.current = true;
    setViewing(true);
  }, [certificate]);
  const viewCertificate = () => {
    if (certificate === 'ready') setViewing(true);
    else void showToast(t('payment.success.certificatePending'), TOAST_MS);
  };
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
      <SuccessMatch billNo={billNo} />
      <SuccessProjectCard data={data} />
      <div className="success-actions">
        <button type="button" className="alma-button is-primary is-wide" onClick={() => setSharing(true)}>
          {t('payment.success.invite')}
        </button>
        {showsCertificateButton(certificate) ? (
          <button
            type="button"
            className="alma-button is-wide"
            data-testid="success-view-certificate"
            data-state={certificate}
            onClick={viewCertificate}
          >
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
      {certificate === 'ready' ? (
        <CertificateViewer image={data.certificateImg} visible={viewing} onClose={() => setViewing(false)} />
      ) : null}
    </main>
  );
}
