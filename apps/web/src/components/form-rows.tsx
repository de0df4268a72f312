import type { ReactNode } from 'react';
import { AreaCodePicker } from './area-code-picker.tsx';
import './form-rows.css';

/**
 * The rows of the apply forms in popups (paper certificate, receipt; doc 3 §3): a label beside its
 * control, options as chips over real radio inputs, read-only text, a mobile with its area code.
 */
export function FormRow({
  label,
  htmlFor,
  children,
}: {
  label: string;
  htmlFor?: string;
  children: ReactNode;
}) {
  return (
    <div className="form-row">
      {htmlFor ? (
        <label className="form-row-label" htmlFor={htmlFor}>
          {label}
        </label>
      ) : (
        <span className="form-row-label">{label}</span>
      )}
      <div className="form-row-control">{children}</div>
    </div>
  );
}

export type Chip<V extends string | number> = { value: V; label: string };

export function ChipChoice<V extends string | number>({
  name,
  label,
  chips,
  value,
  onChange,
  testId,
}: {
  name: string;
  label: string;
  chips: readonly Chip<V>[];
  value: V;
  onChange: (value: V) => void;
  testId?: string;
}) {
  return (
    <div className="form-row">
      <span className="form-row-label" id={`${name}-label`}>
        {label}
      </span>
      <div
        className="form-row-control form-chips"
        role="radiogroup"
        aria-labelledby={`${name}-label`}
        data-testid={testId}
      >
        {chips.map((chip) => (
          <label key={chip.value} className={chip.value === value ? 'form-chip is-checked' : 'form-chip'}>
            <input
              type="radio"
              name={name}
              checked={chip.value === value}
              onChange={() => onChange(chip.value)}
            />
            <span>{chip.label}</span>
          </label>
        ))}
      </div>
    </div>
  );
}

/** A value the donor cannot change (the school's pickup details). */
export function ReadOnlyRow({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="form-row is-read-only">
      <span className="form-row-label">{label}</span>
      <span className="form-row-control" data-testid={testId}>
        {value || '—'}
      </span>
    </div>
  );
}

/** A mobile number beside its country code (+86 by default, the login form's picker); digits only. */
export function MobileField({
  id,
  label,
  area,
  number,
  placeholder,
  onChange,
  testId,
}: {
  id: string;
  label: string;
  area: string;
  number: string;
  placeholder: string;
  onChange: (area: string, number: string) => void;
  testId: string;
}) {
  return (
    <FormRow label={label} htmlFor={id}>
      <div className="form-mobile">
        <AreaCodePicker value={area} onChange={(code) => onChange(code, number)} testId={`${testId}-area`} />
        <input
          id={id}
          className="form-input"
          type="tel"
          inputMode="numeric"
          value={number}
          placeholder={placeholder}
          data-testid={testId}
          onChange={(event) => onChange(area, event.target.value.replace(/\D/g, ''))}
        />
      </div>
    </FormRow>
  );
}
