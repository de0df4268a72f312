import { DEFAULT_AREA_CODE } from '@alma/shared/constants/limits';
import { Popup } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAreaCodes } from '../api/get-area-codes.ts';

/**
 * The mobile's country code (doc 4 §5: titled 请选择国家代码, default +86). A tappable list rather
 * than a wheel: with over two hundred places, one tap beats a long spin. Several places share a
 * code (+1, +7, +44…), so the chosen place is remembered to mark the right row.
 */
export function AreaCodePicker({ value, onChange }: { value: string; onChange: (code: string) => void }) {
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
        className="login-area-button"
        aria-label={t('login.area.label')}
        aria-haspopup="listbox"
        data-testid="login-area-code"
        onClick={() => setOpen(true)}
      >
        +{value || DEFAULT_AREA_CODE}
        <span className="login-area-caret" aria-hidden="true" />
      </button>
      <Popup
        visible={open}
        onMaskClick={() => setOpen(false)}
        onClose={() => setOpen(false)}
        bodyClassName="login-area-popup"
      >
        <h2 className="login-area-title" id="login-area-title">
          {t('login.area.title')}
        </h2>
        {areas.isPending ? <p className="alma-loading">{t('common.loading')}</p> : null}
        <div className="login-area-list" role="listbox" aria-labelledby="login-area-title">
          {entries.map((entry) => (
            <button
              key={entry.area}
              type="button"
              role="option"
              aria-selected={entry === marked}
              className="login-area-option"
              onClick={() => {
                setChosenArea(entry.area);
                onChange(entry.areaCode);
                setOpen(false);
              }}
            >
              <span>{entry.area}</span>
              <span className="login-area-code">+{entry.areaCode}</span>
            </button>
          ))}
        </div>
      </Popup>
    </>
  );
}
