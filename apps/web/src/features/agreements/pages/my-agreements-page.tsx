import type { TMySignRow } from '@alma/shared/api/agreements';
import { translate } from '@alma/shared/i18n/server-messages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { showToast } from '../../../lib/toast.ts';
import { hasToken } from '../../../lib/token-store.ts';
import { useMyAgreements } from '../api/get-my-agreements.ts';
import { DocumentPreview } from '../components/document-preview.tsx';
import { MyAgreementRow } from '../components/my-agreement-row.tsx';
import type { DocumentKind } from '../model/document-preview.ts';
import { documentToOpen } from '../model/my-agreements.ts';
import { CHECK_TOAST_MS } from '../model/timing.ts';
import '../messages.ts';
import '../agreements.css';

/** contract-cpu/myList (doc 4 §2.4): my agreements; it needs a login. */
export default function MyAgreementsPage() {
  const location = useLocation();
  if (!hasToken()) {
    const here = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?redirect=${encodeURIComponent(here)}`} replace />;
  }
  return <MyAgreements />;
}

function MyAgreements() {
  const { t } = useTranslation();
  const list = useMyAgreements();
  const [preview, setPreview] = useState<{ url: string; kind: DocumentKind } | null>(null);

  /** Both files open as page pictures in the preview; doc 4 §8: 暂无协议 / 暂无票据 when there is none. */
  const open = (row: TMySignRow, kind: DocumentKind) => {
    const found = documentToOpen(row, kind);
    if ('missing' in found) void showToast(translate(currentLanguage(), found.missing), CHECK_TOAST_MS);
    else setPreview(found);
  };

  if (list.isError) {
    const reason = list.error instanceof ApiError ? list.error.message : undefined;
    return (
      <main className="agreement-page">
        <LoadFailed testId="my-agreements-error" message={reason} onRetry={() => void list.refetch()} />
      </main>
    );
  }
  if (list.isPending) {
    return (
      <main className="agreement-page">
        <p className="alma-loading">{t('common.loading')}</p>
      </main>
    );
  }
  return (
    <main className="agreement-page has-bar" data-testid="my-agreements">
      {list.data.length === 0 ? (
        <p className="agreement-empty" data-testid="my-agreements-empty">
          {t('agreements.myList.empty')}
        </p>
      ) : (
        <ul className="agreement-rows">
          {list.data.map((row) => (
            <MyAgreementRow
              key={row.id}
              row={row}
              onAgreement={() => open(row, 'agreement')}
              onReceipt={() => open(row, 'receipt')}
            />
          ))}
        </ul>
      )}
      <div className="agreement-bar">
        <Link className="alma-button is-primary" to="/contract-cpu" data-testid="my-agreements-new">
          {t('agreements.myList.newAgreement')}
        </Link>
      </div>
      {preview ? (
        <DocumentPreview url={preview.url} kind={preview.kind} onClose={() => setPreview(null)} />
      ) : null}
    </main>
  );
}
