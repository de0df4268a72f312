import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useNameplateDetailLook } from '../api/get-nameplate-detail-config.ts';
import { useNameplateInstall } from '../api/get-nameplate-install.ts';
import { useNameplateRows } from '../api/get-nameplate-rows.ts';
import { useSchoolLogo } from '../api/get-school-logo.ts';
import { NameplateCard } from '../components/nameplate-card.tsx';
import { PlaqueInstall } from '../components/plaque-install.tsx';
import { PlaqueQr } from '../components/plaque-qr.tsx';
import { cssUrl, NEUTRAL_LOOK } from '../model/detail-look.ts';
import { nameplatePublicAddress } from '../model/public-address.ts';
import { parseNamingType, queryId } from '../model/route-query.ts';
import '../messages.ts';
import '../nameplate.css';

/**
 * nameplate-detail?type={1 seat | 2 book}&id={claimId} (doc 4 §2.3): a named object's nameplate,
 * and (issue 14) a seat plaque's install progress and photo, and the QR code the plaque carries.
 */
export default function NameplateDetailPage() {
  const [params] = useSearchParams();
  const type = parseNamingType(params.get('type'));
  const id = queryId(params.get('id'));
  if (type === null || id === null) return <NotFound />;
  return <DetailScreen key={`${type}-${id}`} type={type} id={id} />;
}

function NotFound() {
  const { t } = useTranslation();
  return (
    <main className="nameplate-detail-page">
      <LoadFailed testId="nameplate-detail-not-found" message={t('nameplate.detail.notFound')} />
    </main>
  );
}

function DetailScreen({ type, id }: { type: 1 | 2; id: number }) {
  const rows = useNameplateRows(type, id);
  const look = useNameplateDetailLook(type, id);
  const logo = useSchoolLogo();
  const install = useNameplateInstall(type, id);

  // A claim that does not exist (or is no longer named) answers -1: asking again will not help.
  if (rows.isError && rows.error instanceof ApiError) return <NotFound />;
  if (rows.isError) {
    return (
      <main className="nameplate-detail-page">
        <LoadFailed testId="nameplate-detail-error" onRetry={() => void rows.refetch()} />
      </main>
    );
  }
  // The look and the logo are dress: waited for (no jump when they arrive), never required.
  if (rows.isPending || look.isPending || logo.isPending) {
    return (
      <main className="nameplate-detail-page" aria-busy="true">
        <div className="nameplate-shimmer nameplate-skeleton-card" />
      </main>
    );
  }
  if (rows.data.length === 0) return <NotFound />;
  const dress = look.data ?? NEUTRAL_LOOK;
  return (
    <main
      className={dress.bgImg ? 'nameplate-detail-page has-picture' : 'nameplate-detail-page'}
      style={
        dress.bgImg
          ? {
              backgroundImage: `linear-gradient(rgba(0, 0, 0, 0.25), rgba(0, 0, 0, 0.45)), ${cssUrl(dress.bgImg)}`,
            }
          : undefined
      }
      data-testid="nameplate-detail"
    >
      <NameplateCard rows={rows.data} look={dress} logo={logo.data ?? ''} />
      {/* The plaque's progress arrives on its own: the nameplate does not wait for it. */}
      {install.data ? <PlaqueInstall install={install.data} /> : null}
      <PlaqueQr address={nameplatePublicAddress(window.location, type, id)} />
    </main>
  );
}
