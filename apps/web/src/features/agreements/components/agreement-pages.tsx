import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { useAgreementPages } from '../api/get-agreement-pages.ts';
import { safeDocumentUrl } from '../model/document-address.ts';
import { type DocumentKind, PAGES_WORDS } from '../model/document-preview.ts';

type Props = { url: string; testId: string; kind?: DocumentKind };

/**
 * A PDF the server gave — an agreement or a receipt — shown as the pictures of its pages, one
 * under the other at the screen's width (doc 4 §2.4: 'shows each PDF page'). When they cannot be
 * had, an agreement's file itself can still be opened; a receipt is offered as pictures only.
 */
export function AgreementPages({ url, testId, kind = 'agreement' }: Props) {
  const { t } = useTranslation();
  const words = PAGES_WORDS[kind];
  const safe = safeDocumentUrl(url);
  const pages = useAgreementPages(safe ?? '');

  if (!safe) {
    return (
      <section className="alma-notice" role="alert" data-testid={`${testId}-error`}>
        <p>{t(words.nothing)}</p>
      </section>
    );
  }
  if (pages.isPending) {
    return (
      <p className="alma-loading agreement-pages-loading" data-testid={`${testId}-loading`}>
        {t(words.loading)}
      </p>
    );
  }
  if (pages.isError) {
    const reason = pages.error instanceof ApiError ? pages.error.message : '';
    return (
      <section className="alma-notice" role="alert" data-testid={`${testId}-error`}>
        <p>{reason || t(words.failed)}</p>
        <button type="button" className="alma-button" onClick={() => void pages.refetch()}>
          {t('common.retry')}
        </button>
        {words.openable ? (
          <a className="alma-button" href={safe} target="_blank" rel="noopener noreferrer">
            {t('agreements.pages.open')}
          </a>
        ) : null}
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
