import type { TLaunchDetail } from '@alma/shared/api/together';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { AlumniPopup } from '../../../components/alumni-popup.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { permissionOfError } from '../../../lib/donate-permission.ts';
import { hasToken } from '../../../lib/token-store.ts';
import { useLaunchDetail, useOwnNickname } from '../api/get-launch-detail.ts';
import { LaunchForm } from '../components/launch-form.tsx';
import { TogetherSkeleton } from '../components/status-notices.tsx';
import { useAlumniGate } from '../hooks/use-alumni-gate.ts';
import { loginPath, queryId } from '../model/route-query.ts';
import '../messages.ts';
import '../together.css';

/** together?id={itemsId} (doc 2 §2.7): a logged-in donor starts a fundraiser for a project. */
export default function TogetherLaunchPage() {
  const location = useLocation();
  const [params] = useSearchParams();
  const itemsId = queryId(params.get('id'));
  if (!hasToken()) return <Navigate to={loginPath(location.pathname, location.search)} replace />;
  if (itemsId === null) return <LoadFailed testId="together-error" />;
  return <LaunchScreen key={itemsId} itemsId={itemsId} />;
}

function LaunchScreen({ itemsId }: { itemsId: number }) {
  const { t } = useTranslation();
  const location = useLocation();
  const gate = useAlumniGate(itemsId, true);
  const detail = useLaunchDetail(itemsId, true);
  const nickname = useOwnNickname();
  // The server refuses a non-alumnus the launch options too (0201): the same gate.
  const refused = gate.refused || permissionOfError(detail.error) === 'notAlumni';
  const returnTo = `${location.pathname}${location.search}`;
  const { refuse } = gate;
  useEffect(() => {
    if (refused) refuse(returnTo);
  }, [refused, refuse, returnTo]);

  let body: ReactNode;
  if (refused) body = <LoadFailed testId="together-error" message={t('alumni.notAlumni')} />;
  else if (detail.isError || gate.permission.isError) {
    // A refusal (together off, project closed) says why; asking again will not change it.
    const refusal = detail.error instanceof ApiError ? detail.error.message : undefined;
    body = (
      <LoadFailed
        testId="together-error"
        message={refusal}
        onRetry={
          refusal
            ? undefined
            : () => {
                void detail.refetch();
                void gate.permission.refetch();
              }
        }
      />
    );
  } else if (!detail.data || gate.permission.isPending || nickname.isPending) body = <TogetherSkeleton />;
  else {
    body = (
      <>
        <ProjectHeader detail={detail.data} />
        <LaunchForm
          detail={detail.data}
          nickname={nickname.data}
          refused={refused}
          onNotAlumni={() => refuse(returnTo)}
        />
      </>
    );
  }

  return (
    <main className="together-page" data-testid="together-launch">
      {body}
      <AlumniPopup visible={gate.popupOpen} onClose={gate.closePopup} />
    </main>
  );
}

function ProjectHeader({ detail }: { detail: TLaunchDetail }) {
  return (
    <header className="together-project-header">
      {detail.thumbnailImg ? <img src={detail.thumbnailImg} alt="" width={64} height={64} /> : null}
      <h1 data-testid="together-project-name">{detail.itemsName}</h1>
    </header>
  );
}
