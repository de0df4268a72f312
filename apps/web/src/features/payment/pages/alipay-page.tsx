import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { isWechatBrowser } from '../../../lib/device.ts';
import { hasToken, readToken, saveToken } from '../../../lib/token-store.ts';
import { checkPayback } from '../api/check-payback.ts';
import { BrowserHandOff } from '../components/browser-hand-off.tsx';
import { CopyLinkPanel } from '../components/copy-link-panel.tsx';
import { WechatOpenGuide } from '../components/wechat-open-guide.tsx';
import { HANDOFF_POLL_MS } from '../payment-timing.ts';
import { handOffLink, handOffMode } from '../rules/hand-off.ts';
import { pollPayback } from '../rules/payback-poll.ts';
import { loginRedirect } from '../rules/success-view.ts';
import '../messages.ts';
import '../payment.css';

/**
 * alipay?billNo=&token= (doc 2 §2.6, doc 3 §2): Alipay cannot run inside WeChat, so WeChat
 * shows how to reopen the page in a browser, the mini-program offers the link to copy, and a
 * browser goes on to Alipay. Every variant waits for the payment and then opens the success page.
 */
export default function AlipayPage() {
  const location = useLocation();
  const [params] = useSearchParams();
  const billNo = params.get('billNo') ?? '';
  const queryToken = params.get('token') ?? '';
  // Saved before the first call: in the outside browser this query is the only session there is.
  const [loggedIn] = useState(() => {
    if (queryToken !== '') saveToken(queryToken);
    return hasToken();
  });
  if (!loggedIn) return <Navigate to={loginRedirect(location.pathname, location.search)} replace />;
  return <AlipayHandOff billNo={billNo} />;
}

function AlipayHandOff({ billNo }: { billNo: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mode = handOffMode(navigator.userAgent, isWechatBrowser(navigator.userAgent));
  const [refused, setRefused] = useState(false);

  useEffect(() => {
    if (billNo === '') return;
    let cancelled = false;
    void pollPayback(() => checkPayback(billNo), {
      tries: Number.POSITIVE_INFINITY,
      intervalMs: HANDOFF_POLL_MS,
      isCancelled: () => cancelled,
    }).then((outcome) => {
      if (outcome === 'paid') navigate(`/success?billNo=${encodeURIComponent(billNo)}`, { replace: true });
      // Not this donor's order (or none at all): waiting for it to be paid would never end.
      if (outcome === 'refused') setRefused(true);
    });
    return () => {
      cancelled = true;
    };
  }, [billNo, navigate]);

  if (billNo === '' || refused) {
    return (
      <main className="payment-page">
        <section className="alma-notice" role="alert" data-testid="alipay-no-order">
          <h2>{t(billNo === '' ? 'payment.alipay.missingOrder' : 'payment.alipay.unknownOrder')}</h2>
          <a className="alma-button is-primary" href="#/">
            {t('common.home')}
          </a>
        </section>
      </main>
    );
  }
  if (mode === 'wechat') return <WechatOpenGuide />;
  return (
    <main className="payment-page">
      {mode === 'miniProgram' ? (
        <CopyLinkPanel link={handOffLink(window.location.href, billNo, readToken())} />
      ) : (
        <BrowserHandOff billNo={billNo} />
      )}
    </main>
  );
}
