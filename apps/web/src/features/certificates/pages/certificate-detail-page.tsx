import type { TCertificateDetail } from '@alma/shared/api/certificates';
import { trimWireDate } from '@alma/shared/dates/wire-date';
import { formatYuan } from '@alma/shared/money/money';
import { displayMobile } from '@alma/shared/validation/mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { CertificateViewer } from '../../../components/certificate-viewer.tsx';
import { CopyButton } from '../../../components/copy-button.tsx';
import { DetailField, DetailFields } from '../../../components/detail-field.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { hasToken } from '../../../lib/token-store.ts';
import { useCertificateDetail } from '../api/get-certificates.ts';
import { certificateStatusLabel } from '../model/certificate-labels.ts';
import '../messages.ts';
import '../certificates.css';

/** mine-certificate-detail?id=&tab= (doc 3 §2, §3): one certificate, its picture and paper state. */
export default function CertificateDetailPage() {
  const location = useLocation();
  const [params] = useSearchParams();
  if (!hasToken()) {
    const here = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?redirect=${encodeURIComponent(here)}`} replace />;
  }
  const id = Number(params.get('id'));
  return <CertificateDetailContent id={Number.isSafeInteger(id) && id > 0 ? id : 0} />;
}

function CertificateDetailContent({ id }: { id: number }) {
  const { t } = useTranslation();
  const detail = useCertificateDetail(id);
  if (id === 0 || (detail.isError && detail.error instanceof ApiError)) {
    return (
      <LoadFailed
        testId="certificate-detail-error"
        message={id === 0 ? t('certificates.detailPage.notFound') : detail.error?.message}
      />
    );
  }
  if (detail.isError)
    return <LoadFailed testId="certificate-detail-error" onRetry={() => void detail.refetch()} />;
  if (detail.isPending) return <p className="alma-loading">{t('common.loading')}</p>;
  return <CertificateDetailView detail={detail.data} />;
}

function CertificateDetailView({ detail }: { detail: TCertificateDetail }) {
  const { t } = useTranslation();
  const [viewing, setViewing] = useState(false);
  const label = (key: string) => t(`certificates.detailPage.${key}`);
  const paper = detail.isNeedPaper === 1;
  const status = paper ? certificateStatusLabel(detail.status, currentLanguage()) : null;
  const way =
    detail.certificateWay === 1 || detail.certificateWay === 2
      ? t(`certificates.apply.ways.${detail.certificateWay}`)
      : '';

  return (
    <main className="book-page book-detail" data-testid="certificate-detail">
      <section className="book-picture">
        {detail.certificateImg ? (
          <button type="button" onClick={() => setViewing(true)} aria-label={t('certificates.viewPicture')}>
            <img
              src={detail.certificateImg}
              alt={t('certificates.viewPicture')}
              data-testid="certificate-picture"
            />
          </button>
        ) : (
          <p className="book-picture-pending" data-testid="certificate-generating">
            {t('certificates.generating')}
          </p>
        )}
      </section>
      <DetailFields testId="certificate-fields">
        <DetailField label={label('status')} value={status ?? label('electronicOnly')} />
        <DetailField label={label('project')} value={detail.itemsName} />
        <DetailField label={label('amount')} value={`¥${formatYuan(detail.donateMoney)}`} />
        <DetailField label={label('date')} value={trimWireDate(detail.donateTime, 16)} />
        <DetailField label={label('donor')} value={detail.donorName} />
        <DetailField label={label('serial')} value={detail.serialNo} />
        {paper ? (
          <>
            <DetailField label={label('way')} value={way} />
            <DetailField label={label('contact')} value={detail.postalContact} />
            <DetailField label={label('mobile')} value={displayMobile(detail.postalMobile)} />
            <DetailField label={label('address')} value={detail.postalAddress} />
            <DetailField label={label('expressCompany')} value={detail.expressCompanyTitle} />
            <DetailField label={label('expressNo')} value={detail.expressOrderNo}>
              <CopyButton text={detail.expressOrderNo} testId="copy-express-no" />
            </DetailField>
          </>
        ) : null}
      </DetailFields>
      {detail.verifyUrl ? (
        <a className="book-verify" href={detail.verifyUrl} data-testid="certificate-verify">
          {label('verify')}
        </a>
      ) : null}
      {detail.certificateImg ? (
        <CertificateViewer
          image={detail.certificateImg}
          visible={viewing}
          onClose={() => setViewing(false)}
        />
      ) : null}
    </main>
  );
}
