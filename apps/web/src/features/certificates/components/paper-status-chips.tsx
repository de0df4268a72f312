import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/language.ts';
import { PAPER_STATUS_CHIPS, type PaperStatusChip } from '../model/book-tabs.ts';
import { certificateStatusLabel } from '../model/certificate-labels.ts';

/** 全部/未制作/待邮寄/待自取/已邮寄/已自取 on the paper tab (doc 3 §2, §4). */
export function PaperStatusChips({
  active,
  onChange,
}: {
  active: PaperStatusChip;
  onChange: (chip: PaperStatusChip) => void;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <fieldset className="book-chips" data-testid="paper-status-chips">
      <legend className="book-hidden">{t('certificates.chipsLabel')}</legend>
      {PAPER_STATUS_CHIPS.map((chip) => (
        <button
          key={chip || 'all'}
          type="button"
          aria-pressed={chip === active}
          className={chip === active ? 'book-chip is-active' : 'book-chip'}
          onClick={() => onChange(chip)}
        >
          {chip === '' ? t('certificates.chipAll') : certificateStatusLabel(Number(chip), language)}
        </button>
      ))}
    </fieldset>
  );
}
