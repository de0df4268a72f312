import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Props = { title: string; saving: string; children: ReactNode };

/** The head of a result: what the donation saves, and one line saying on what. */
export function SavingHero({ title, saving, children }: Props) {
  const { t } = useTranslation();
  return (
    <header className="tax-hero is-result">
      <h1>{title}</h1>
      <p className="tax-saving-label">{t('tax.result.saving')}</p>
      <p className="tax-saving" data-testid="tax-saving">
        {saving}
      </p>
      <p className="tax-summary" data-testid="tax-summary">
        {children}
      </p>
    </header>
  );
}
