import { formatYuan } from '@alma/shared/money/money';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { chipAmountText } from '../model/amount.ts';

type Chip = { title: string; money: number };

type Props = {
  chips: Chip[];
  value: string;
  locked: boolean;
  onChange: (text: string) => void;
  onBlur: () => void;
  /** Said under the amount (a giving day's match estimate). */
  note?: ReactNode;
};

/** Money projects: fixed-amount chips and/or free entry (doc 2 §2.1, §4.3). */
export function MoneyAmount({ chips, value, locked, onChange, onBlur, note }: Props) {
  const { t } = useTranslation();
  return (
    <section className="donate-card">
      <h3 className="donate-section-title">{t('donate.amount.title')}</h3>
      {chips.length > 0 ? (
        <div className="donate-chips" data-testid="amount-chips">
          {chips.map((chip) => {
            const text = chipAmountText(chip.money);
            const active = text !== '' && text === value;
            return (
              <button
                key={`${chip.title}-${chip.money}`}
                type="button"
                className={active ? 'donate-chip is-active' : 'donate-chip'}
                aria-pressed={active}
                onClick={() => onChange(text)}
              >
                <span className="donate-chip-title">{chip.title}</span>
                <span className="donate-chip-money">
                  {t('donate.amount.chipMoney', { money: formatYuan(chip.money) })}
                </span>
              </button>
            );
          })}
        </div>
      ) : null}
      <label className="donate-input">
        <span className="donate-input-prefix">¥</span>
        <input
          type="text"
          inputMode="decimal"
          autoComplete="off"
          aria-label={t('donate.amount.title')}
          data-testid="amount-input"
          placeholder={t('donate.amount.placeholder')}
          value={value}
          disabled={locked}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
        <span className="donate-input-suffix">{t('donate.amount.yuan')}</span>
      </label>
      {note}
    </section>
  );
}
