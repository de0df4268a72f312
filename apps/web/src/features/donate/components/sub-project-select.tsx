import { useTranslation } from 'react-i18next';

type Props = {
  options: Array<{ id: number; name: string }>;
  value: number | null;
  onChange: (id: number | null) => void;
};

/** isSub projects: which sub-project (for example which school) the gift supports. */
export function SubProjectSelect({ options, value, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <section className="donate-card">
      <label className="donate-row">
        <span className="donate-row-label">{t('donate.sub.title')}</span>
        <select
          className="donate-select"
          data-testid="sub-project-select"
          value={value === null ? '' : String(value)}
          onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
        >
          <option value="">{t('donate.sub.placeholder')}</option>
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
      </label>
    </section>
  );
}
