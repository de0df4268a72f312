import { translate } from '@alma/shared/i18n/server-messages';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { currentLanguage } from '../../../lib/language.ts';
import { showToast } from '../../../lib/toast.ts';
import { hasToken } from '../../../lib/token-store.ts';
import { AGREEMENTS_KEY } from '../api/agreement-keys.ts';
import { signContract } from '../api/sign-contract.ts';
import { AgreementPages } from '../components/agreement-pages.tsx';
import { SignatureModal } from '../components/signature-modal.tsx';
import type { SignaturePadHandle } from '../components/signature-pad.tsx';
import { useSignCode } from '../hooks/use-sign-code.ts';
import { signatureQuery } from '../model/contract-form.ts';
import { checkSignCode } from '../model/sign-code.ts';
import { CHECK_TOAST_MS } from '../model/timing.ts';
import '../messages.ts';
import '../agreements.css';

/**
 * contract-cpu/signature?id=&pdf= (doc 4 §2.4, §4): the generated agreement's pages, 'sign online',
 * and the signature modal; an empty pad says 请先签名 and uploads nothing, and so does a missing or
 * short SMS code when the foundation asks for one. Signed (code 0), the donor goes on to the
 * account page; otherwise nothing more happens (doc 4 §8).
 */
export default function ContractSignaturePage() {
  const location = useLocation();
  const [params] = useSearchParams();
  if (!hasToken()) {
    const here = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?redirect=${encodeURIComponent(here)}`} replace />;
  }
  const agreement = signatureQuery(params);
  if (!agreement) {
    return (
      <main className="agreement-page">
        <LoadFailed
          testId="contract-signature-error"
          message={translate(currentLanguage(), 'agreement.notFound')}
        />
      </main>
    );
  }
  return <ContractSignature id={agreement.id} pdf={agreement.pdf} />;
}

function ContractSignature({ id, pdf }: { id: number; pdf: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const pad = useRef<SignaturePadHandle>(null);
  const [signing, setSigning] = useState(false);
  const [busy, setBusy] = useState(false);
  const signCode = useSignCode({ signAgreementId: id }, busy);

  const done = async () => {
    if (busy || !pad.current) return;
    const language = currentLanguage();
    if (!pad.current.hasInk()) {
      void showToast(translate(language, 'agreement.signatureRequired'), CHECK_TOAST_MS);
      return;
    }
    const code = checkSignCode(signCode.required, signCode.code);
    if (!code.ok) {
      void showToast(translate(language, code.problem), CHECK_TOAST_MS);
      return;
    }
    setBusy(true);
    try {
      await signContract(id, await pad.current.toPng(), code.smsCode);
      void queryClient.invalidateQueries({ queryKey: AGREEMENTS_KEY });
      // Replaced: Back from the account page does not offer a signed agreement for signing again.
      navigate('/contract-cpu/account', { replace: true });
    } catch {
      // Doc 4 §8: the upload proceeds only on code 0; the api client has shown what it shows.
      setBusy(false);
    }
  };

  return (
    <main className="agreement-page has-bar" data-testid="contract-signature">
      <AgreementPages url={pdf} testId="contract-pages" />
      <div className="agreement-bar">
        <button
          type="button"
          className="alma-button is-primary"
          onClick={() => setSigning(true)}
          data-testid="contract-sign-online"
        >
          {t('agreements.signature.sign')}
        </button>
      </div>
      {signing ? (
        <SignatureModal
          padRef={pad}
          busy={busy}
          signCode={signCode.required ? signCode : null}
          onClear={() => pad.current?.clear()}
          onClose={() => setSigning(false)}
          onDone={() => void done()}
        />
      ) : null}
    </main>
  );
}
