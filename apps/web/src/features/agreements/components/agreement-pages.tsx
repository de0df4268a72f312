import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { useAgreementPages } from '../api/get-agreement-pages.ts';
import { safeDocumentUrl } from '../model/document-address.ts';

/**
 * A PDF the server gave, shown as the pictures of its pages, one under the other at the screen's
 * width (doc 4 §2.4: 'shows each PDF page'). When they cannot be had, the file itself can still
 * be opened.
 */
export function AgreementPages({ url, testId }: { url: string; testId: string }) {
  const { t } = useTranslation();
  const safe = safeDocumentUrl(url);
  const pages = useAgreementPages(safe ?? '');

  if (!safe) {
    return (
      <section className="alma-notice" role="alert" data-testid={`${testId}-error`}>
        <p>{t('agreements.hhu.noAgreement')}</p>
      </section>
    );
  }
  if (pages.isPending) {
    return (
      <p className="alma-loading agreement-pages-loading" data-testid={`${testId}-loading`}>
        {t('agreements.pages.loading')}
      </p>
    );
  }
  if (pages.isError) {
    const reason = pages.error instanceof ApiError ? pages.error.message : '';
    return (
      <section className="alma-notice" role="alert" data-testid={`${testId}-error`}>
        <p>{reason || t('agreements.pages.failed')}</p>
        <button type="button" className="alma-button" onClick={() => void pages.refetch()}>
          {t('common.retry')}
        </button>
        <a className="alma-button" href={safe} target="_blank" rel="noopener noreferrer">
          {t('agreements.pages.open')}
        </a>
      </section>
    );
  }
  return (
    <div className="agreement-pages" data-testid={testId}>
      {pages.data.map((page, index) => (
        <img
          key={page.url}
          className="agreement-page-image"
          src={page.url}
          width={page.width}
          height={page.height}
          alt={t('agreements.pages.page', { page: index + 1 })}
          loading={index === 0 ? 'eager' : 'lazy'}
        />
      ))}
    </div>
  );
}
