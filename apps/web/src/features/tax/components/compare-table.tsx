import { useTranslation } from 'react-i18next';

export type CompareRow = { key: string; label: string; without: string; with: string };

/** The tax without and with the donation, side by side: one row per figure. */
export function CompareTable({ rows }: { rows: readonly CompareRow[] }) {
  const { t } = useTranslation();
  return (
    <section className="tax-card" aria-labelledby="tax-compare-title">
      <h2 className="tax-card-title" id="tax-compare-title">
        {t('tax.result.compare')}
      </h2>
      <table className="tax-compare" data-testid="tax-compare">
        <thead>
          <tr>
            <th scope="col">{t('tax.result.item')}</th>
            <th scope="col">{t('tax.result.without')}</th>
            <th scope="col">{t('tax.result.with')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              <td data-testid={`tax-${row.key}-without`}>{row.without}</td>
              <td data-testid={`tax-${row.key}-with`}>{row.with}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
