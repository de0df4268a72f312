import { useTranslation } from 'react-i18next';
import { type DocumentKind, previewShape } from '../model/document-preview.ts';
import { AgreementPages } from './agreement-pages.tsx';

type Props = { url: string; kind: DocumentKind; onClose: () => void };

/**
 * My list's preview overlay (doc 4 §2.4): an agreement's or a receipt's PDF as the pictures of its
 * pages, a receipt's scan as it is, and a button that closes the preview.
 */
export function DocumentPreview({ url, kind, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <div
      className="agreement-preview"
      role="dialog"
      aria-modal="true"
      aria-label={t('agreements.myList.preview')}
      data-testid="document-preview"
      data-kind={kind}
    >
      <div className="agreement-preview-body">
        {previewShape(url) === 'picture' ? (
          <img className="agreement-page-image" src={url} alt={t('agreements.myList.picture')} />
        ) : (
          <AgreementPages url={url} kind={kind} testId="document-preview-pages" />
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
