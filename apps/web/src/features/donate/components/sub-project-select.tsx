import { useTranslation } from 'react-i18next';
import { PickerField } from './details/picker-field.tsx';

type Props = {
  options: Array<{ id: number; name: string }>;
  value: number | null;
  onChange: (id: number | null) => void;
};

/** isSub projects: which sub-project (for example which school) the gift supports, on the form's picker. */
export function SubProjectSelect({ options, value, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <section className="donate-card">
      <div className="donate-row" data-testid="sub-project">
        <span className="donate-row-label">{t('donate.sub.title')}</span>
        <div className="donate-row-control">
          <PickerField
            value={value === null ? '' : String(value)}
            options={options.map((option) => ({ label: option.name, value: String(option.id) }))}
            placeholder={t('donate.sub.placeholder')}
            label={t('donate.sub.title')}
            onChange={(id) => onChange(id === '' ? null : Number(id))}
            disabled={false}
            testId="sub-project-select"
          />
        </div>
      </div>
    </section>
  );
}
