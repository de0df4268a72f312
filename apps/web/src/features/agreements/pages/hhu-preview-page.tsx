import { translate } from '@alma/shared/i18n/server-messages';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { type SignedAgreement, writeSignedAgreement } from '../../../lib/hhu-agreement.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { hasToken } from '../../../lib/token-store.ts';
import { AgreementPages } from '../components/agreement-pages.tsx';
import { HhuSigning } from '../components/hhu-signing.tsx';
import { safeDocumentUrl } from '../model/document-address.ts';
import { hhuPreviewMode } from '../model/hhu-preview.ts';
import '../messages.ts';
import '../agreements.css';

/** Where Back goes when the preview is the first page of the visit (a shared or reloaded link). */
const HHU_HOME = '/tree-naming-hhu';

/**
 * tree-naming-hhu/preview (doc 4 §2.3, §4), titled 捐赠协议书: with `url` the agreement's pages,
 * Back and download; with the donor (name, mobile, donationAmount) it generates the agreement and
 * offers signing, and once signed becomes the signed agreement's preview.
 */
export default function HhuPreviewPage() {
  const location = useLocation();
  const [params] = useSearchParams();
  if (!hasToken()) {
    const here = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?redirect=${encodeURIComponent(here)}`} replace />;
  }
  const mode = hhuPreviewMode(params);
  if (mode.kind === 'view') return <HhuAgreementView url={mode.url} signed={mode.signed} />;
  if (mode.kind === 'sign') {
    return (
      <HhuSigning
        key={params.toString()}
        request={mode.request}
        itemsId={mode.itemsId}
        amountFen={mode.amountFen}
      />
    );
  }
  const reason = mode.problem ? translate(currentLanguage(), mode.problem.key, mode.problem.params) : null;
  return <HhuNothing reason={reason} />;
}

function useBack(signed: SignedAgreement | null) {
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    // Doc 4 §4: Back leaves the signed file for the form, which polls for it.
    if (signed) writeSignedAgreement(signed);
    if (location.key === 'default') navigate(HHU_HOME, { replace: true });
    else navigate(-1);
  };
}

function HhuAgreementView({ url, signed }: { url: string; signed: SignedAgreement | null }) {
  const { t } = useTranslation();
  const back = useBack(signed);
  const download = safeDocumentUrl(url);
  return (
    <main className="agreement-page has-bar" data-testid="hhu-preview">
      <AgreementPages url={url} testId="hhu-pages" />
      <div className="agreement-bar">
        <button type="button" className="alma-button" onClick={back} data-testid="hhu-back">
          {t('agreements.hhu.back')}
        </button>
        {download ? (
          <a
            className="alma-button is-primary"
            href={download}
            download
            target="_blank"
            rel="noopener noreferrer"
            data-testid="hhu-download"
          >
            {t('agreements.hhu.download')}
          </a>
        ) : null}
      </div>
    </main>
  );
}

function HhuNothing({ reason }: { reason: string | null }) {
  const { t } = useTranslation();
  const back = useBack(null);
  return (
    <main className="agreement-page">
      <section className="alma-notice" role="alert" data-testid="hhu-preview-error">
        <p>{reason ?? t('agreements.hhu.noAgreement')}</p>
        <button type="button" className="alma-button" onClick={back}>
          {t('agreements.hhu.back')}
        </button>
      </section>
    </main>
  );
}
