import { useTranslation } from 'react-i18next';
import { payMethodLabelKey } from '../model/pay-methods.ts';

type Props = { methods: number[]; value: number | null; onChange: (payType: number) => void };

/** Drawn only when more than one pay method is configured (doc 2 §2.1). */
export function PayMethodList({ methods, value, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <section className="donate-card">
      <fieldset className="donate-pay-methods" data-testid="pay-methods">
        <legend className="donate-section-title">{t('donate.pay.title')}</legend>
        {methods.map((payType) => (
          <label key={payType} className="donate-row donate-pay-method">
            <span className="donate-row-label">{t(payMethodLabelKey(payType))}</span>
            <input
              type="radio"
              name="payType"
              value={payType}
              checked={value === payType}
              onChange={() => onChange(payType)}
            />
          </label>
        ))}
      </fieldset>
    </section>
  );
}
