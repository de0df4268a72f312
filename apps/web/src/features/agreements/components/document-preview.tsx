import { useTranslation } from 'react-i18next';
import { isAgreementUrl, isImageUrl, safeDocumentUrl } from '../model/document-address.ts';
import { AgreementPages } from './agreement-pages.tsx';

/**
 * My list's preview overlay (doc 4 §2.4): an agreement's or a receipt's PDF as its pages, a
 * receipt's picture as it is, and a button that closes the preview.
 */
export function DocumentPreview({ url, onClose }: { url: string; onClose: () => void }) {
  const { t } = useTranslation();
  const picture = isImageUrl(url) ? safeDocumentUrl(url) : null;
  // A receipt's PDF is the fiscal platform's file: it opens as it is (only agreements have page pictures).
  const file = !picture && !isAgreementUrl(url) ? safeDocumentUrl(url) : null;
  return (
    <div
      className="agreement-preview"
      role="dialog"
      aria-modal="true"
      aria-label={t('agreements.myList.preview')}
      data-testid="document-preview"
    >
      <div className="agreement-preview-body">
        {picture ? (
          <img className="agreement-page-image" src={picture} alt={t('agreements.myList.picture')} />
        ) : file ? (
          <section className="agreement-card" data-testid="document-preview-file">
            <p>{t('agreements.myList.receiptFile')}</p>
            <a className="alma-button is-primary" href={file} target="_blank" rel="noreferrer noopener">
              {t('agreements.myList.openReceipt')}
            </a>
          </section>
        ) : (
          <AgreementPages url={url} testId="document-preview-pages" />
        )}
      </div>
      <div className="agreement-bar">
        <button
          type="button"
          className="alma-button is-primary"
          onClick={onClose}
          data-testid="document-preview-close"
        >
          {t('agreements.myList.closePreview')}
        </button>
      </div>
    </div>
  );
}
