import { useQueryClient } from '@tanstack/react-query';
import { Dialog } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DonationPickPopup } from '../../../components/donation-pick-popup.tsx';
import { giveAntdMobileCreateRoot } from '../../../lib/antd-react19.ts';
import { useCertificateStay } from '../api/get-certificates.ts';
import { reloadCertificates } from '../api/insert-certificate.ts';
import type { FormConfig } from '../model/certificate-form.ts';
import { CertificateFormPopup } from './certificate-form-popup.tsx';

type Step = { kind: 'closed' } | { kind: 'pick' } | { kind: 'form'; donateIds: number[] };

/**
 * 申请纸质证书 (doc 3 §2, §4): the donations still pending a paper certificate with checkboxes,
 * Next, the form, then a success dialog whose confirmation reloads the lists.
 */
export function CertificateApply({ config }: { config: FormConfig }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: 'closed' });
  // A new key per application: its picks and form start empty each time.
  const [round, setRound] = useState(0);
  const stay = useCertificateStay(step.kind !== 'closed');

  const start = () => {
    setRound(round + 1);
    setStep({ kind: 'pick' });
  };
  const sent = async () => {
    setStep({ kind: 'closed' });
    giveAntdMobileCreateRoot();
    await Dialog.alert({
      title: t('certificates.apply.successTitle'),
      content: t('certificates.apply.successBody'),
      confirmText: t('certificates.apply.confirm'),
    });
    await reloadCertificates(client);
  };

  return (
    <>
      <button
        type="button"
        className="alma-button is-primary book-apply"
        data-testid="certificate-apply"
        onClick={start}
      >
        {t('certificates.apply.button')}
      </button>
      <DonationPickPopup
        key={`pick-${round}`}
        open={step.kind === 'pick'}
        title={t('certificates.apply.pickTitle')}
        rows={stay.data}
        failed={stay.isError}
        onRetry={() => void stay.refetch()}
        onClose={() => setStep({ kind: 'closed' })}
        onNext={(donateIds) => setStep({ kind: 'form', donateIds })}
        testId="certificate-pick"
      />
      {step.kind === 'form' ? (
        <CertificateFormPopup
          key={`form-${round}`}
          open
          config={config}
          donateIds={step.donateIds}
          onBack={() => setStep({ kind: 'pick' })}
          onSent={() => void sent()}
        />
      ) : null}
    </>
  );
}
