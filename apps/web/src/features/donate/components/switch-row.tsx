import { Switch } from 'antd-mobile';

type Props = {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  testId: string;
  /** antd-mobile's switch is not a form control, so a disabled fieldset does not reach it. */
  disabled: boolean;
};

/** One yes/no choice of the order (isNoData, isAnonymous), a row with a switch. */
export function SwitchRow({ label, checked, onChange, testId, disabled }: Props) {
  return (
    <div className="donate-row is-switch" data-testid={testId}>
      <span className="donate-row-label">{label}</span>
      <Switch checked={checked} onChange={onChange} disabled={disabled} aria-label={label} />
    </div>
  );
}
