import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getAlipayForm } from '../api/get-alipay-form.ts';
import { type HandOffAction, handOffAction } from '../rules/hand-off.ts';
import '../messages.ts';

type State = { kind: 'loading' } | { kind: 'unavailable' } | HandOffAction;

/**
 * In an ordinary browser the page asks items/donate4ali for Alipay's form and submits it (doc 3
 * §7). The provider's form comes with an inline script that innerHTML would not run, so the page
 * submits the form itself.
 */
export function BrowserHandOff({ billNo }: { billNo: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const formHost = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let cancelled = false;
    getAlipayForm(billNo).then(
      (data) => {
        if (cancelled) return;
        const action = handOffAction(data);
        setState(action.kind === 'none' ? { kind: 'unavailable' } : action);
        if (action.kind === 'url') window.location.assign(action.url);
      },
      () => {
        if (!cancelled) setState({ kind: 'unavailable' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [billNo]);

  useEffect(() => {
    if (state.kind === 'form') formHost.current?.querySelector('form')?.submit();
  }, [state]);

  if (state.kind === 'unavailable') {
    return (
      <section className="handoff-panel" role="alert" data-testid="alipay-unavailable">
        <h1>{t('payment.alipay.unavailableTitle')}</h1>
        <p>{t('payment.alipay.unavailableBody')}</p>
        <a className="alma-button is-primary" href="#/">
          {t('common.home')}
        </a>
      </section>
    );
  }
  return (
    <section className="handoff-panel" aria-busy="true" data-testid="alipay-redirecting">
      <span className="payment-spinner" aria-hidden="true" />
      <p>{t('payment.alipay.redirecting')}</p>
      {state.kind === 'form' ? (
        // The provider's own form, received from our server over the signed API.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the form must be posted as the provider built it.
        <div ref={formHost} className="handoff-form" dangerouslySetInnerHTML={{ __html: state.html }} />
      ) : null}
    </section>
  );
}
