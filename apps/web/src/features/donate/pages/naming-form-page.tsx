import { useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { namingFormRedirect } from '../../../lib/institution-config.ts';
import { InstitutionContext } from '../../../lib/institution-context.ts';
import { type NamingDraft, readDraft } from '../../../lib/naming-draft.ts';
import { useNamingFlow } from '../../../lib/naming-flow.ts';
import { hasToken } from '../../../lib/token-store.ts';
import { useNamingForm } from '../api/get-donate-form.ts';
import { NamingForm } from '../components/naming/naming-form.tsx';
import { OrderScreen } from '../components/order-screen.tsx';
import { useAlumniGate } from '../hooks/use-alumni-gate.ts';
import { queryId } from '../model/donate-payload.ts';
import { chooseAddress, namingTypeOf, usableDraft } from '../model/naming-order.ts';
import '../messages.ts';
import '../donate.css';
import '../naming-form.css';

/**
 * form-gm?id={itemsId}&namingType=1|2 (doc 2 §2.2): a logged-in donor pays for the seats or books
 * the chooser put in the project's naming draft, with their nameplates. A campaign's flow serves it
 * under its own name too (seat-naming-jnu/form, lib/naming-flow.ts).
 */
export default function NamingFormPage() {
  const location = useLocation();
  const [params] = useSearchParams();
  const redirects = useContext(InstitutionContext)?.namingFormRedirects ?? [];
  const itemsId = queryId(params.get('id'));
  const namingType = namingTypeOf(params.get('namingType'));
  // An institution may serve one project's naming form elsewhere (doc 4 §2.3); a campaign's own
  // form (tree-naming-hhu/form) is that elsewhere, and is never sent on again.
  const flow = useNamingFlow();
  const elsewhere =
    itemsId === null || flow.name !== 'default' ? null : namingFormRedirect(redirects, itemsId, namingType);
  if (elsewhere) return <Navigate to={elsewhere} replace />;
  if (!hasToken()) {
    const here = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?redirect=${encodeURIComponent(here)}`} replace />;
  }
  if (itemsId === null) return <LoadFailed />;
  return <NamingScreen key={`${itemsId}-${namingType}`} itemsId={itemsId} namingType={namingType} />;
}

function NamingScreen({ itemsId, namingType }: { itemsId: number; namingType: 1 | 2 }) {
  // Read once: coming back from the editor mounts the screen again and reads its plates.
  const [draft] = useState(() => usableDraft(readDraft(itemsId), namingType));
  if (!draft) return <NothingChosen itemsId={itemsId} namingType={namingType} />;
  return <NamingOrderScreen itemsId={itemsId} draft={draft} />;
}

function NamingOrderScreen({ itemsId, draft }: { itemsId: number; draft: NamingDraft }) {
  const location = useLocation();
  const form = useNamingForm(itemsId);
  const gate = useAlumniGate(itemsId, `${location.pathname}${location.search}`);
  return (
    <OrderScreen form={form} gate={gate} testId="naming-form-page">
      {(data) => (
        <NamingForm data={data} draft={draft} refused={gate.refused} onNotAlumni={gate.onNotAlumni} />
      )}
    </OrderScreen>
  );
}

/** No draft for this project and type (a shared link, a paid order, another device): choose first. */
function NothingChosen({ itemsId, namingType }: { itemsId: number; namingType: 1 | 2 }) {
  const { t } = useTranslation();
  const flow = useNamingFlow();
  return (
    <main className="donate-page">
      <section className="alma-notice naming-empty" role="status" data-testid="naming-empty">
        <p>{t(namingType === 1 ? 'donate.naming.emptySeats' : 'donate.naming.emptyBooks')}</p>
        <Link
          className="alma-button is-primary"
          to={chooseAddress(itemsId, namingType, flow)}
          replace
          data-testid="naming-choose"
        >
          {t(namingType === 1 ? 'donate.naming.chooseSeats' : 'donate.naming.chooseBooks')}
        </Link>
      </section>
    </main>
  );
}
