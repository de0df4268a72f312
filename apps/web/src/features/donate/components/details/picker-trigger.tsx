type Props = {
  /** What is chosen, as the donor reads it; '' shows the placeholder. */
  text: string;
  placeholder: string;
  label: string;
  disabled: boolean;
  testId: string;
  onOpen: () => void;
};

/** The row's value with the arrow at its end, like the form's other choices: a tap opens the sheet. */
export function PickerTrigger({ text, placeholder, label, disabled, testId, onOpen }: Props) {
  return (
    <button
      type="button"
      className="donate-picker-trigger"
      aria-haspopup="dialog"
      aria-label={text ? `${label}: ${text}` : label}
      disabled={disabled}
      data-testid={`${testId}-picker`}
      onClick={onOpen}
    >
      <span className={text ? 'donate-picker-value' : 'donate-picker-value is-placeholder'}>
        {text || placeholder}
      </span>
      <span className="donate-picker-arrow" aria-hidden="true" />
    </button>
  );
}
