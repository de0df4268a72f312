import { translate } from '@alma/shared/i18n/server-messages';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { writeSignedAgreement } from '../../../lib/hhu-agreement.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { showToast } from '../../../lib/toast.ts';
import { AGREEMENTS_KEY } from '../api/agreement-keys.ts';
import { generateHhuAgreement, signHhuAgreement } from '../api/hhu-agreement.ts';
import { useSignCode } from '../hooks/use-sign-code.ts';
import { type HhuGenerationRequest, signedViewQuery } from '../model/hhu-preview.ts';
import { checkSignCode } from '../model/sign-code.ts';
import { HHU_PAD } from '../model/signature-strokes.ts';
import { CHECK_TOAST_MS, SERVER_TOAST_MS } from '../model/timing.ts';
import { AgreementPages } from './agreement-pages.tsx';
import { BusyNotice } from './busy-notice.tsx';
import { SignCodeField } from './sign-code-field.tsx';
import { SignaturePad, type SignaturePadHandle } from './signature-pad.tsx';

type Props = { request: HhuGenerationRequest; itemsId: number; amountFen: number };

/**
 * The hhu tree agreement, signed (doc 4 §4, §5, §8): generated for the form's donor and amount,
 * its pages, the consent tick (请先阅读并同意本捐赠协议内容), a 304×126 pad (请手写输入您的签名),
 * the SMS code under it when the foundation asks for one, and the upload. A loading toast shows
 * while either call runs and stays when the answer is not code 0; signed, the address becomes the
 * signed file's preview and the form finds it.
 */
export function HhuSigning({ request, itemsId, amountFen }: Props) {
  const { t } = useTranslation();
  const [, setParams] = useSearchParams();
  const pad = useRef<SignaturePadHandle>(null);
  const [agreed, setAgreed] = useState(false);
  const [signing, setSigning] = useState<'idle' | 'busy' | 'stuck'>('idle');
  // A query rather than an effect: one agreement per donor and amount, even when React mounts the
  // screen twice (StrictMode) or the donor comes back to it; never asked again by itself.
  const generation = useQuery({
    queryKey: [...AGREEMENTS_KEY, 'hhu', request],
    queryFn: () => generateHhuAgreement(request),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const pdfUrl = generation.data ?? '';
  // The code names the agreement as the upload does: by the generated PDF's address.
  const signCode = useSignCode({ pdfUrl }, signing === 'busy');

  const sign = async () => {
    if (pdfUrl === '' || signing === 'busy' || !pad.current) return;
    const language = currentLanguage();
    if (!agreed) {
      void showToast(translate(language, 'agreement.readAndAgreeContent'), SERVER_TOAST_MS);
      return;
    }
    if (!pad.current.hasInk()) {
      void showToast(translate(language, 'agreement.signatureRequiredHhu'), CHECK_TOAST_MS);
      return;
    }
    const code = checkSignCode(signCode.required, signCode.code);
    if (!code.ok) {
      void showToast(translate(language, code.problem), CHECK_TOAST_MS);
      return;
    }
    setSigning('busy');
    try {
      const url = await signHhuAgreement(pdfUrl, await pad.current.toPng(), code.smsCode);
      const signed = { url, itemsId, amountFen };
      writeSignedAgreement(signed);
      setParams(signedViewQuery(signed), { replace: true });
    } catch {
      setSigning('stuck');
    }
  };

  const loading =
    generation.isPending || generation.isError
      ? t('agreements.hhu.generating')
      : signing === 'idle'
        ? null
        : t('agreements.hhu.signing');

  return (
    <main className="agreement-page has-bar" data-testid="hhu-sign">
      {pdfUrl ? (
        <>
          <AgreementPages url={pdfUrl} testId="hhu-pages" />
          <section className="agreement-card hhu-sign">
            <label className="agreement-consent">
              <input
                type="checkbox"
                checked={agreed}
                onChange={(event) => setAgreed(event.target.checked)}
                data-testid="hhu-agree"
              />
              <span>{t('agreements.hhu.agree')}</span>
            </label>
            <div className="hhu-sign-head">
              <p>{t('agreements.hhu.signHint')}</p>
              <button
                type="button"
                className="alma-button"
                onClick={() => pad.current?.clear()}
                data-testid="hhu-clear"
              >
                {t('agreements.hhu.clear')}
              </button>
            </div>
            <SignaturePad
              ref={pad}
              size={HHU_PAD}
              label={t('agreements.signature.pad')}
              testId="hhu-signature-pad"
            />
            {signCode.required ? <SignCodeField signCode={signCode} disabled={signing === 'busy'} /> : null}
          </section>
          <div className="agreement-bar">
            <button
              type="button"
              className="alma-button is-primary"
              onClick={() => void sign()}
              disabled={signing === 'busy'}
              data-testid="hhu-submit"
            >
              {t('agreements.hhu.submit')}
            </button>
          </div>
        </>
      ) : null}
      {loading ? <BusyNotice text={loading} blocking={false} testId="hhu-loading" /> : null}
    </main>
  );
}
