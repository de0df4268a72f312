import { DATE_FIRST_YEAR, DATE_LAST_YEAR } from '@alma/shared/validation/form-fields';
import { DatePicker } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../../lib/language.ts';
import { PickerTrigger } from './picker-trigger.tsx';

/** Doc 4 §5: the date picker runs from 1900 to 2030. */
const MIN = new Date(DATE_FIRST_YEAR, 0, 1);
const MAX = new Date(DATE_LAST_YEAR, 11, 31, 23, 59);

export type DatePrecision = 'day' | 'minute';

const pad = (value: number) => String(value).padStart(2, '0');

/** The wire's text of a date: 'YYYY-MM-DD', or 'YYYY-MM-DD HH:mm' with minutes. */
export function dateText(date: Date, precision: DatePrecision): string {
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return precision === 'day' ? day : `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A kept value back as a date for the picker; anything unreadable is no value. */
export function parseDateText(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2}))?$/.exec(text.trim());
  if (!match) return null;
  const [, year, month, day, hour = '0', minute = '0'] = match;
  const date = new Date(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute));
  return Number.isNaN(date.getTime()) ? null : date;
}

const ZH_UNITS: Record<string, string> = { year: '年', month: '月', day: '日', hour: '时', minute: '分' };

type Props = {
  value: string;
  precision: DatePrecision;
  placeholder: string;
  label: string;
  onChange: (value: string) => void;
  disabled: boolean;
  testId: string;
};

/** A date or a date and time on antd-mobile's wheels (precision day or minute), kept as the wire's text. */
export function DateField({ value, precision, placeholder, label, onChange, disabled, testId }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const chosen = parseDateText(value);
  const chinese = currentLanguage() !== 'English';
  return (
    <>
      <PickerTrigger
        text={chosen ? dateText(chosen, precision) : ''}
        placeholder={placeholder}
        label={label}
        disabled={disabled}
        testId={testId}
        onOpen={() => setOpen(true)}
      />
      <DatePicker
        visible={open}
        title={label}
        precision={precision}
        min={MIN}
        max={MAX}
        value={chosen}
        confirmText={t('donate.picker.confirm')}
        cancelText={t('donate.picker.cancel')}
        renderLabel={(type, data) =>
          chinese && type in ZH_UNITS ? `${data}${ZH_UNITS[type]}` : String(data)
        }
        onClose={() => setOpen(false)}
        onConfirm={(date) => onChange(dateText(date, precision))}
      />
    </>
  );
}
