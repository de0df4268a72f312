import { useQueryClient } from '@tanstack/react-query';
import { Dialog } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DonationPickPopup } from '../../../components/donation-pick-popup.tsx';
import { giveAntdMobileCreateRoot } from '../../../lib/antd-react19.ts';
import { useLastReceiptInfo, useReceiptStay } from '../api/get-receipts.ts';
import { reloadReceipts } from '../api/insert-receipt.ts';
import type { ReceiptFormConfig } from '../model/receipt-form.ts';
import { ReceiptFormPopup } from './receipt-form-popup.tsx';

type Step = { kind: 'closed' } | { kind: 'pick' } | { kind: 'form'; donateRecordIds: number[] };

/**
 * 申请票据 (doc 3 §2, §4): the donations still without a receipt with checkboxes, Next, the form
 * prefilled from receipt/lastUserInfo, then a success dialog whose confirmation reloads the lists.
 */
export function ReceiptApply({ config }: { config: ReceiptFormConfig }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: 'closed' });
  // A new key per application: its picks and form start afresh each time.
  const [round, setRound] = useState(0);
  const open = step.kind !== 'closed';
  const stay = useReceiptStay(open);
  const last = useLastReceiptInfo(open);

  const start = () => {
    setRound(round + 1);
    setStep({ kind: 'pick' });
  };
  const sent = async () => {
    setStep({ kind: 'closed' });
    giveAntdMobileCreateRoot();
    await Dialog.alert({
      title: t('receipts.apply.successTitle'),
      content: t('receipts.apply.successBody'),
      confirmText: t('receipts.apply.confirm'),
    });
    await reloadReceipts(client);
  };

  return (
    <>
      <button
        type="button"
        className="alma-button is-primary receipt-apply"
        data-testid="receipt-apply"
        onClick={start}
      >
        {t('receipts.apply.button')}
      </button>
      <DonationPickPopup
        key={`pick-${round}`}
        open={step.kind === 'pick'}
        title={t('receipts.apply.pickTitle')}
        rows={stay.data}
        failed={stay.isError}
        onRetry={() => void stay.refetch()}
        onClose={() => setStep({ kind: 'closed' })}
        onNext={(donateRecordIds) => setStep({ kind: 'form', donateRecordIds })}
        testId="receipt-pick"
      />
      {step.kind === 'form' ? (
        <ReceiptFormPopup
          key={`form-${round}`}
          config={config}
          // A failed look-up of the last details only means nothing is prefilled.
          last={last.data ?? null}
          donateRecordIds={step.donateRecordIds}
          onBack={() => setStep({ kind: 'pick' })}
          onSent={() => void sent()}
        />
      ) : null}
    </>
  );
}
