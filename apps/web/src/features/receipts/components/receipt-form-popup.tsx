import type { TReceiptLastUserInfo } from '@alma/shared/api/receipts';
import { translate } from '@alma/shared/i18n/server-messages';
import { firstReceiptApplicationProblem } from '@alma/shared/validation/receipt-application';
import { Popup } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/language.ts';
import { useThrottle } from '../../../lib/throttle.ts';
import { showToast } from '../../../lib/toast.ts';
import { useInsertReceipt } from '../api/insert-receipt.ts';
import {
  initialReceiptForm,
  type ReceiptForm,
  type ReceiptFormConfig,
  receiptInsertBody,
} from '../model/receipt-form.ts';
import { SUBMIT_THROTTLE_MS, TOAST_MS } from '../model/timing.ts';
import { ReceiptDeliveryFields } from './receipt-delivery-fields.tsx';
import { ReceiptDonorFields } from './receipt-donor-fields.tsx';

type Props = {
  config: ReceiptFormConfig;
  last: TReceiptLastUserInfo;
  donateRecordIds: readonly number[];
  onBack: () => void;
  onSent: () => void;
};

/**
 * The receipt form (doc 3 §3–§5), prefilled from the last application. The shared rules judge it
 * here and on the server alike; the submit button shows only with isOpenReceipt 1 (doc 3 §2) and
 * goes once per 1500 ms.
 */
export function ReceiptFormPopup({ config, last, donateRecordIds, onBack, onSent }: Props) {
  const { t } = useTranslation();
  const [form, setForm] = useState<ReceiptForm>(() => initialReceiptForm(config, last));
  const insert = useInsertReceipt();
  const pass = useThrottle(SUBMIT_THROTTLE_MS);

  const submit = () => {
    if (!pass() || insert.isPending) return;
    const body = receiptInsertBody(form, donateRecordIds, config);
    const language = currentLanguage();
    const problem = firstReceiptApplicationProblem(body, config, language);
    if (problem) {
      // Refused here: the donor corrects the form and taps again, which must not be swallowed.
      pass.release();
      void showToast(translate(language, problem.key, problem.params), TOAST_MS);
      return;
    }
    // A refusal (code other than 0) is toasted by the api client with the server's words.
    insert.mutate(body, { onSuccess: onSent, onError: () => pass.release() });
  };

  return (
    <Popup visible onMaskClick={onBack} onClose={onBack} bodyClassName="pick-popup">
      <section
        className="apply-sheet"
        role="dialog"
        aria-labelledby="receipt-form-title"
        data-testid="receipt-form"
      >
        <h2 id="receipt-form-title">{t('receipts.apply.formTitle')}</h2>
        <div className="apply-fields">
          <ReceiptDonorFields
            form={form}
            askCode={config.isCreditCode === 1}
            onEdit={(patch) => setForm({ ...form, ...patch })}
          />
          <ReceiptDeliveryFields form={form} config={config} onChange={setForm} />
        </div>
        <div className="apply-buttons">
          <button type="button" className="alma-button" onClick={onBack}>
            {t('receipts.apply.back')}
          </button>
          {config.isOpenReceipt === 1 ? (
            <button
              type="button"
              className="alma-button is-primary"
              data-testid="receipt-submit"
              disabled={insert.isPending}
              onClick={submit}
            >
              {insert.isPending ? t('receipts.apply.submitting') : t('receipts.apply.submit')}
            </button>
          ) : (
            <p className="receipt-closed">{t('receipts.apply.closed')}</p>
          )}
        </div>
      </section>
    </Popup>
  );
}
