import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { flowOfBill, successPath } from '../../../lib/naming-flow.ts';
import { showToast } from '../../../lib/toast.ts';
import { hasToken } from '../../../lib/token-store.ts';
import { checkPayback } from '../api/check-payback.ts';
import { PAYBACK_TRIES, PAYBACK_WAIT_MS, SUCCESS_REDIRECT_MS, TOAST_MS } from '../payment-timing.ts';
import { currentHistoryIndex, failureTarget, formPath, pollPayback, sleep } from '../rules/payback-poll.ts';
import { loginRedirect } from '../rules/success-view.ts';
import '../messages.ts';
import '../payment.css';

/**
 * The page a payment provider returns to (doc 3 §2 "Payback screen", §4): asks items/payback a
 * few times, then opens the success page (replacing this entry, so Back does not re-check), or
 * says the payment failed and goes back. The cashier's 取消 comes here with `cancelled=1`: the
 * order is already cancelled, so it says 取消支付 for 1 s (doc 2 §8, doc 4 §4) and goes back.
 */
export default function PayBackPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const billNo = params.get('id') ?? '';
  const itemsIdQuery = params.get('itemsId');
  const namingTypeQuery = params.get('namingType');
  const cancelledAtCashier = params.get('cancelled') === '1';
  const loggedIn = hasToken();

  useEffect(() => {
    if (!loggedIn) return;
    let cancelled = false;
    const leave = (message: 'failed' | 'cancelled') => {
      void showToast(t(`payment.payBack.${message}`), TOAST_MS, message === 'failed' ? 'fail' : 'text');
      const history = currentHistoryIndex(window.history.state);
      const target = failureTarget(itemsIdQuery, history, namingTypeQuery);
      if (target.kind === 'form') navigate(formPath(target, flowOfBill(billNo)), { replace: true });
      else if (target.kind === 'back') navigate(-1);
      else navigate('/', { replace: true });
    };
    const run = async () => {
      if (cancelledAtCashier) return leave('cancelled');
      if (billNo === '') return leave('failed');
      const outcome = await pollPayback(() => checkPayback(billNo), {
        tries: PAYBACK_TRIES,
        intervalMs: PAYBACK_WAIT_MS,
        isCancelled: () => cancelled,
      });
      if (outcome === 'cancelled') return;
      if (outcome !== 'paid') return leave('failed');
      void showToast(t('payment.payBack.paid'), TOAST_MS, 'success');
      await sleep(SUCCESS_REDIRECT_MS);
      // A campaign's order ends on the campaign's own success route (seat-naming-jnu/success).
      if (!cancelled) navigate(successPath(flowOfBill(billNo), billNo), { replace: true });
    };
    void run();
    return () => {
      cancelled = true;
    };
  }, [billNo, itemsIdQuery, namingTypeQuery, cancelledAtCashier, loggedIn, navigate, t]);

  if (!loggedIn) return <Navigate to={loginRedirect(location.pathname, location.search)} replace />;
  return (
    <main className="payment-page" aria-busy="true">
      <div className="payment-checking" data-testid="pay-back-checking">
        <span className="payment-spinner" aria-hidden="true" />
        <p>{t('payment.payBack.checking')}</p>
      </div>
    </main>
  );
}
