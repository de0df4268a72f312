import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { AlumniPopup } from '../../../components/alumni-popup.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { goToMiniProgramAlumniLogin, useDonatePermission } from '../../../lib/donate-permission.ts';
import { useAlumniLoginPath } from '../../../lib/institution-context.ts';
import { hasToken } from '../../../lib/token-store.ts';
import { type DonateFormData, useDonateForm } from '../api/get-donate-form.ts';
import { DonationForm } from '../components/donation-form.tsx';
import { DonateFormSkeleton, ProjectInfo } from '../components/project-info.tsx';
import { queryId } from '../model/donate-payload.ts';
import '../messages.ts';
import '../donate.css';

/** form?id={itemsId}&subItemsId=&togetherId= (doc 2 §2.1): a logged-in donor gives money or goods. */
export default function DonationFormPage() {
  const location = useLocation();
  const [params] = useSearchParams();
  const itemsId = queryId(params.get('id'));
  if (!hasToken()) {
    const here = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?redirect=${encodeURIComponent(here)}`} replace />;
  }
  if (itemsId === null) return <LoadFailed />;
  return (
    <DonationScreen
      key={itemsId}
      itemsId={itemsId}
      subItemsId={queryId(params.get('subItemsId'))}
      togetherId={queryId(params.get('togetherId'))}
    />
  );
}

type ScreenProps = { itemsId: number; subItemsId: number | null; togetherId: number | null };

function DonationScreen({ itemsId, subItemsId, togetherId }: ScreenProps) {
  const location = useLocation();
  const alumniLoginPath = useAlumniLoginPath();
  const form = useDonateForm(itemsId);
  const permission = useDonatePermission(itemsId);
  const [popupOpen, setPopupOpen] = useState(true);
  const [refusedAtSubmit, setRefusedAtSubmit] = useState(false);
  const refused = permission.data === 'notAlumni' || refusedAtSubmit;
  // In the mini-program's web view a non-alumnus goes to its alumni login; elsewhere, the pop-up.
  useEffect(() => {
    if (refused && goToMiniProgramAlumniLogin(alumniLoginPath, `/form${location.search}`))
      setPopupOpen(false);
  }, [refused, alumniLoginPath, location.search]);

  if (form.isError || permission.isError) {
    return (
      <LoadFailed
        onRetry={() => {
          form.refetch();
          if (permission.isError) void permission.refetch();
        }}
      />
    );
  }
  if (!form.data || permission.isPending) {
    return (
      <main className="donate-page">
        <DonateFormSkeleton />
      </main>
    );
  }

  return (
    <main className="donate-page">
      <ProjectInfo item={form.data.item} />
      {form.data.item.isDonate === 1 ? (
        <DonationForm
          data={form.data}
          initialSubItemsId={subItemsId}
          togetherId={togetherId}
          refused={refused}
          onNotAlumni={() => {
            setRefusedAtSubmit(true);
            setPopupOpen(true);
          }}
        />
      ) : (
        <ClosedNotice data={form.data} />
      )}
      <AlumniPopup visible={refused && popupOpen} onClose={() => setPopupOpen(false)} />
    </main>
  );
}

/** isDonate 0: the project's reason and no way to submit (doc 1 §4 donate button). */
function ClosedNotice({ data }: { data: DonateFormData }) {
  const { t } = useTranslation();
  return (
    <section className="alma-notice donate-closed" role="status" data-testid="donate-closed">
      <p>{data.item.noReason || t('donate.closed')}</p>
    </section>
  );
}
