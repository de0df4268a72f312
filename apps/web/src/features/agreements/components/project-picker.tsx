import type { TAgreementProject } from '@alma/shared/api/agreements';
import { Picker } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  projects: readonly TAgreementProject[];
  value: number;
  onChange: (id: number) => void;
};

/** The contract's donation item (doc 4 §2.4): a row that opens a wheel of the listed projects. */
export function ProjectPicker({ projects, value, onChange }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const chosen = projects.find((project) => project.id === value);
  const label = t('agreements.form.project');
  const empty = projects.length === 0;
  const text = chosen?.name ?? '';
  return (
    <>
      <button
        type="button"
        id="contract-project"
        className="agreement-picker"
        aria-haspopup="dialog"
        aria-label={text ? `${label}: ${text}` : label}
        disabled={empty}
        onClick={() => setOpen(true)}
        data-testid="contract-project"
      >
        <span className={text ? 'agreement-picker-value' : 'agreement-picker-value is-placeholder'}>
          {text || t(empty ? 'agreements.form.noProjects' : 'agreements.form.projectPlaceholder')}
        </span>
        <span className="agreement-picker-arrow" aria-hidden="true" />
      </button>
      <Picker
        visible={open}
        title={label}
        confirmText={t('agreements.form.pickerConfirm')}
        cancelText={t('agreements.form.pickerCancel')}
        columns={[projects.map((project) => ({ label: project.name, value: String(project.id) }))]}
        value={chosen ? [String(chosen.id)] : []}
        onClose={() => setOpen(false)}
        onConfirm={([picked]) => {
          if (picked !== null && picked !== undefined) onChange(Number(picked));
        }}
      />
    </>
  );
}
