import { Navigate, useLocation, useSearchParams } from 'react-router';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { hasToken } from '../../../lib/token-store.ts';
import { useDonateForm } from '../api/get-donate-form.ts';
import { DonationForm } from '../components/donation-form.tsx';
import { OrderScreen } from '../components/order-screen.tsx';
import { useAlumniGate } from '../hooks/use-alumni-gate.ts';
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
  const form = useDonateForm(itemsId);
  const gate = useAlumniGate(itemsId, `/form${location.search}`);
  return (
    <OrderScreen form={form} gate={gate}>
      {(data) => (
        <DonationForm
          data={data}
          initialSubItemsId={subItemsId}
          togetherId={togetherId}
          refused={gate.refused}
          onNotAlumni={gate.onNotAlumni}
        />
      )}
    </OrderScreen>
  );
}
