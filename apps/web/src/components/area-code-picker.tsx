import { DEFAULT_AREA_CODE } from '@alma/shared/constants/limits';
import { Popup } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registerMessages } from '../i18n/register-messages.ts';
import { useAreaCodes } from '../lib/area-codes.ts';
import './area-code-picker.css';

registerMessages(
  'areaCode',
  { title: '请选择国家代码', label: '国家代码' },
  { title: 'Please choose a country code', label: 'Country code' },
);

/**
 * The mobile's country code (doc 4 §5: titled 请选择国家代码, default +86). A tappable list rather
 * than a wheel: with over two hundred places, one tap beats a long spin. Several places share a
 * code (+1, +7, +44…), so the chosen place is remembered to mark the right row.
 */
type Props = { value: string; onChange: (code: string) => void; testId?: string; disabled?: boolean };

export function AreaCodePicker({ value, onChange, testId = 'area-code', disabled = false }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [chosenArea, setChosenArea] = useState<string | null>(null);
  const areas = useAreaCodes();
  const entries = areas.data ?? [];
  const marked =
    entries.find((entry) => entry.area === chosenArea && entry.areaCode === value) ??
    entries.find((entry) => entry.areaCode === value);

  return (
    <>
      <button
        type="button"
        className="area-code-button"
        aria-label={t('areaCode.label')}
        aria-haspopup="listbox"
        data-testid={testId}
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        +{value || DEFAULT_AREA_CODE}
        <span className="area-code-caret" aria-hidden="true" />
      </button>
      <Popup
        visible={open}
        onMaskClick={() => setOpen(false)}
        onClose={() => setOpen(false)}
        bodyClassName="area-code-popup"
      >
        <h2 className="area-code-title" id="area-code-title">
          {t('areaCode.title')}
        </h2>
        {areas.isPending ? <p className="alma-loading">{t('common.loading')}</p> : null}
        <div className="area-code-list" role="listbox" aria-labelledby="area-code-title">
          {entries.map((entry) => (
            <button
              key={entry.area}
              type="button"
              role="option"
              aria-selected={entry === marked}
              className="area-code-option"
              onClick={() => {
                setChosenArea(entry.area);
                onChange(entry.areaCode);
                setOpen(false);
              }}
            >
              <span>{entry.area}</span>
              <span className="area-code-number">+{entry.areaCode}</span>
            </button>
          ))}
        </div>
      </Popup>
    </>
  );
}
