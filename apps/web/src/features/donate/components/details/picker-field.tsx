import { Picker } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PickerTrigger } from './picker-trigger.tsx';

export type PickerOption = { label: string; value: string };

type Props = {
  value: string;
  options: readonly PickerOption[];
  placeholder: string;
  /** The picker's title and the trigger's accessible name: the field's label. */
  label: string;
  onChange: (value: string) => void;
  disabled: boolean;
  testId: string;
};

/**
 * One choice from a list (select, year, sub-project): a row that opens antd-mobile's wheel picker,
 * as every other field of the form opens its own sheet, instead of the browser's boxed select.
 */
export function PickerField({ value, options, placeholder, label, onChange, disabled, testId }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const chosen = options.find((option) => option.value === value);
  return (
    <>
      <PickerTrigger
        text={chosen?.label ?? ''}
        placeholder={placeholder}
        label={label}
        disabled={disabled}
        testId={testId}
        onOpen={() => setOpen(true)}
      />
      <Picker
        visible={open}
        title={label}
        confirmText={t('donate.picker.confirm')}
        cancelText={t('donate.picker.cancel')}
        columns={[options.map((option) => ({ label: option.label, value: option.value }))]}
        value={chosen ? [chosen.value] : []}
        onClose={() => setOpen(false)}
        onConfirm={([picked]) => {
          if (picked !== null && picked !== undefined) onChange(String(picked));
        }}
      />
    </>
  );
}
