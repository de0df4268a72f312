import { AreaCodePicker } from '../../../../components/area-code-picker.tsx';
import { joinMobile, splitMobile } from '../../model/details.ts';

type Props = {
  /** `areaCode-number`, or '' while no number is typed. */
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  label: string;
  testId: string;
  disabled: boolean;
};

/** A mobile with its country-code picker (+86 by default, doc 4 §5); only digits are kept. */
export function MobileInput({ value, onChange, placeholder, label, testId, disabled }: Props) {
  const { areaCode, number } = splitMobile(value);
  return (
    <div className="donate-mobile">
      <AreaCodePicker
        value={areaCode}
        // A code chosen before the number is kept as `code-` so the picker shows it.
        onChange={(code) => onChange(joinMobile(code, number) || `${code}-`)}
        testId={`${testId}-area`}
        disabled={disabled}
      />
      <input
        className="donate-field-input"
        type="tel"
        inputMode="numeric"
        value={number}
        placeholder={placeholder}
        aria-label={label}
        onChange={(event) => onChange(joinMobile(areaCode, event.target.value.replace(/\D/g, '')))}
      />
    </div>
  );
}
