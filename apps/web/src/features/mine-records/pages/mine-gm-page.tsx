import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { hasToken } from '../../../lib/token-store.ts';
import { useMyNamings } from '../api/get-my-records.ts';
import { NamingRecord } from '../components/naming-record.tsx';
import { RecordsSkeleton } from '../components/records-skeleton.tsx';
import { loginAddressFor } from '../rules/records-view.ts';
import '../messages.ts';
import '../mine-records.css';

/** mine-gm (doc 2 §2.8): my naming orders with what each named and until when; it needs a login. */
export default function MineGmPage() {
  const location = useLocation();
  if (!hasToken()) return <Navigate to={loginAddressFor(`${location.pathname}${location.search}`)} replace />;
  return <MineGmContent />;
}

function MineGmContent() {
  const { t } = useTranslation();
  const namings = useMyNamings();
  return (
    <main className="records-page" data-testid="mine-gm-page">
      <section className="records-panel">
        {namings.isPending ? <RecordsSkeleton /> : null}
        {namings.isError ? (
          <LoadFailed testId="records-error" onRetry={() => void namings.refetch()} />
        ) : null}
        {namings.isSuccess && namings.data.length === 0 ? (
          <p className="records-empty" data-testid="records-empty">
            {t('mineRecords.empty.namings')}
          </p>
        ) : null}
        {namings.isSuccess && namings.data.length > 0 ? (
          <ul className="records-rows" data-testid="records-namings">
            {namings.data.map((record) => (
              <NamingRecord key={record.donatePlatOrder} record={record} />
            ))}
          </ul>
        ) : null}
      </section>
    </main>
  );
}
