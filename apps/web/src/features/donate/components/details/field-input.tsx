import { translate } from '@alma/shared/i18n/server-messages';
import {
  type FieldValue,
  type FormField,
  fieldPlaceholder,
  yearOptions,
} from '@alma/shared/validation/form-fields';
import { textareaMaxLength } from '@alma/shared/validation/text';
import type { ReactNode } from 'react';
import { RegionPicker } from '../../../../components/region-picker.tsx';
import { currentLanguage } from '../../../../lib/language.ts';
import { showToast } from '../../../../lib/toast.ts';
import { VALIDATION_TOAST_MS } from '../../model/amount.ts';
import { SwitchRow } from '../switch-row.tsx';
import { ChoiceChips } from './choice-chips.tsx';
import { DateField } from './date-field.tsx';
import { MobileInput } from './mobile-input.tsx';
import { PickerField } from './picker-field.tsx';

type Props = {
  field: FormField;
  value: FieldValue;
  onChange: (value: FieldValue) => void;
  /** The name field copies itself into empty names when the donor leaves it (doc 2 §4.3). */
  onBlur?: () => void;
  disabled: boolean;
};

const asText = (value: FieldValue) => (value === null || value === undefined ? '' : String(value));
const asList = (value: FieldValue): string[] => (Array.isArray(value) ? value.map(String) : []);

/** A labelled row; required fields carry the asterisk of doc 4 §5. */
export function FieldRow({
  label,
  required,
  children,
  testId,
  stacked = false,
}: {
  label: string;
  required: boolean;
  children: ReactNode;
  testId: string;
  stacked?: boolean;
}) {
  return (
    <div className={stacked ? 'donate-row is-stacked' : 'donate-row'} data-testid={testId}>
      <span className="donate-row-label">
        {required ? (
          <span className="donate-required" aria-hidden="true">
            *
          </span>
        ) : null}
        {label}
      </span>
      <div className="donate-row-control">{children}</div>
    </div>
  );
}

/**
 * Number fields hold positive integers only: anything else is cleared with its toast for 1 s
 * (doc 4 §5: '必须是正整数', or '请输入整数金额' for integer money).
 */
function clearIfNotPositiveInteger(field: FormField, text: string, onChange: (value: FieldValue) => void) {
  if (text.trim() === '' || /^[1-9]\d*$/.test(text.trim())) return;
  onChange('');
  const key = field.isIntegerMoney === 1 ? 'donate.integerOnly' : 'form.positiveInteger';
  void showToast(translate(currentLanguage(), key), VALIDATION_TOAST_MS);
}

/** One dynamic field of formDetail's fieldList, drawn by its fieldUiType. */
export function FieldInput({ field, value, onChange, onBlur, disabled }: Props) {
  const placeholder = fieldPlaceholder(field, currentLanguage());
  const label = field.fieldShowName;
  const required = field.isRequire === 1;
  const testId = `field-${field.fieldName}`;
  const maxLength = field.isLengthLimit === 1 && field.lengthMax > 0 ? field.lengthMax : undefined;
  const options = field.optionList ?? [];
  const row = (control: ReactNode, stacked = false) => (
    <FieldRow label={label} required={required} testId={testId} stacked={stacked}>
      {control}
    </FieldRow>
  );

  switch (field.fieldUiType) {
    case 'input':
    case 'password':
      return row(
        <input
          className="donate-field-input"
          type={field.fieldUiType === 'password' ? 'password' : 'text'}
          autoComplete={field.fieldUiType === 'password' ? 'off' : undefined}
          value={asText(value)}
          placeholder={placeholder}
          maxLength={maxLength}
          aria-label={label}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />,
      );
    case 'number':
      return row(
        <input
          className="donate-field-input"
          inputMode="numeric"
          value={asText(value)}
          placeholder={placeholder}
          aria-label={label}
          onChange={(event) => onChange(event.target.value)}
          onBlur={(event) => clearIfNotPositiveInteger(field, event.target.value, onChange)}
        />,
      );
    case 'textarea': {
      const max = textareaMaxLength(field);
      const text = asText(value);
      return row(
        <>
          <textarea
            className="donate-field-textarea"
            value={text}
            placeholder={placeholder}
            maxLength={max}
            rows={3}
            aria-label={label}
            onChange={(event) => onChange(event.target.value)}
          />
          <span className="donate-counter">
            {Array.from(text).length}/{max}
          </span>
        </>,
        true,
      );
    }
    case 'mobile':
      return row(
        <MobileInput
          value={asText(value)}
          onChange={onChange}
          placeholder={placeholder}
          label={label}
          testId={testId}
          disabled={disabled}
        />,
      );
    case 'switch':
      return (
        <SwitchRow
          label={label}
          checked={asText(value) === '1' || value === true}
          onChange={(checked) => onChange(checked ? 1 : 0)}
          testId={testId}
          disabled={disabled}
        />
      );
    case 'radio':
      return row(
        <ChoiceChips
          name={field.fieldName}
          label={label}
          choices={options.map((option) => ({ id: String(option.id), title: option.title }))}
          chosen={[asText(value)]}
          onChange={([id]) => onChange(id ?? '')}
        />,
        true,
      );
    case 'select':
      return row(
        <PickerField
          value={asText(value)}
          options={options.map((option) => ({ label: option.title, value: String(option.id) }))}
          placeholder={placeholder}
          label={label}
          onChange={onChange}
          disabled={disabled}
          testId={testId}
        />,
      );
    case 'select2':
      return row(
        <ChoiceChips
          name={field.fieldName}
          label={label}
          multiple
          choices={options.map((option) => ({ id: String(option.id), title: option.title }))}
          chosen={asList(value)}
          onChange={onChange}
        />,
        true,
      );
    case 'date':
    case 'datetime':
      // The wire keeps 'YYYY-MM-DD' and 'YYYY-MM-DD HH:mm'; the wheels run 1900–2030 (doc 4 §5).
      return row(
        <DateField
          value={asText(value)}
          precision={field.fieldUiType === 'date' ? 'day' : 'minute'}
          placeholder={placeholder}
          label={label}
          onChange={onChange}
          disabled={disabled}
          testId={testId}
        />,
      );
    case 'year':
      // A join year is kept as a number (doc 4 §5).
      return row(
        <PickerField
          value={asText(value)}
          options={yearOptions().map((year) => ({ label: String(year), value: String(year) }))}
          placeholder={placeholder}
          label={label}
          onChange={(year) => onChange(year === '' ? '' : Number(year))}
          disabled={disabled}
          testId={testId}
        />,
      );
    case 'area':
      return row(
        <RegionPicker
          codes={asList(value)}
          label={label}
          disabled={disabled}
          testId={testId}
          onChange={(choice) => onChange(choice.codes)}
        />,
      );
    case 'address': {
      const parts = asList(value);
      const codes = parts.slice(0, -1);
      const detail = parts.length > 0 ? (parts[parts.length - 1] ?? '') : '';
      return row(
        <>
          <RegionPicker
            codes={codes}
            label={label}
            disabled={disabled}
            testId={testId}
            onChange={(choice) => onChange([...choice.codes, detail])}
          />
          <input
            className="donate-field-input"
            value={detail}
            placeholder={placeholder}
            aria-label={label}
            onChange={(event) => onChange([...codes, event.target.value])}
          />
        </>,
        true,
      );
    }
  }
}
