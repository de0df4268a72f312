import { useTranslation } from 'react-i18next';
import type { EditMode } from '../model/plate-editor.ts';

/**
 * 统一填写 (mode 1) or 逐个填写 (mode 0), doc 4 §4: the mode is required, so one is always
 * chosen (the draft starts with 1). Chips over real radio inputs: taps, keyboards and screen
 * readers all reach the input.
 */
export function EditModeChoice({
  mode,
  total,
  onChange,
}: {
  mode: EditMode;
  total: number;
  onChange: (mode: EditMode) => void;
}) {
  const { t } = useTranslation();
  const options: Array<{ mode: EditMode; label: string }> = [
    { mode: 1, label: t('nameplate.edit.modeAll') },
    { mode: 0, label: t('nameplate.edit.modeEach') },
  ];
  return (
    <fieldset className="nameplate-card nameplate-mode" data-testid="nameplate-mode">
      <legend className="nameplate-card-title">{t('nameplate.edit.modeTitle')}</legend>
      <div className="nameplate-chips">
        {options.map((option) => (
          <label
            key={option.mode}
            className={option.mode === mode ? 'nameplate-chip is-checked' : 'nameplate-chip'}
          >
            <input
              type="radio"
              name="nameplate-edit-mode"
              checked={option.mode === mode}
              onChange={() => onChange(option.mode)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <p className="nameplate-hint">
        {mode === 1 ? t('nameplate.edit.modeAllHint', { total }) : t('nameplate.edit.modeEachHint')}
      </p>
    </fieldset>
  );
}
