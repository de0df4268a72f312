import { COMPANY_RATE_PERCENT, type CompanyTaxResult } from '@alma/shared/tax/company-tax';
import { useTranslation } from 'react-i18next';
import { DetailField, DetailFields } from '../../../components/detail-field.tsx';
import { moneyText } from '../model/tax-view.ts';
import { CompareTable } from './compare-table.tsx';
import { SavingHero } from './saving-hero.tsx';

/** tax-result for type=company (amounts in 万元): the saving, both years, the cap and the carry-over. */
export function CompanyResult({ result }: { result: CompanyTaxResult }) {
  const { t } = useTranslation();
  const wan = (fen: number) => moneyText(t, fen, 'wan');
  const { donation } = result;
  const summary = donation.donated
    ? t('tax.result.donatedSummary', {
        amount: wan(donation.amountFen),
        deductible: wan(donation.deductibleFen),
      })
    : t('tax.result.suggestedSummary', { amount: wan(donation.amountFen), saving: wan(result.savingFen) });

  return (
    <>
      <SavingHero title={t('tax.result.companyTitle')} saving={wan(result.savingFen)}>
        {summary}
      </SavingHero>
      <CompareTable
        rows={[
          {
            key: 'profit',
            label: t('tax.result.profit'),
            without: wan(result.without.profitFen),
            with: wan(result.with.profitFen),
          },
          {
            key: 'taxable',
            label: t('tax.result.taxable'),
            without: wan(result.without.taxableFen),
            with: wan(result.with.taxableFen),
          },
          {
            key: 'rate',
            label: t('tax.result.rate'),
            without: `${COMPANY_RATE_PERCENT}%`,
            with: `${COMPANY_RATE_PERCENT}%`,
          },
          {
            key: 'tax',
            label: t('tax.result.tax'),
            without: wan(result.without.taxFen),
            with: wan(result.with.taxFen),
          },
        ]}
      />
      <h2 className="tax-section-title">{t('tax.result.donation')}</h2>
      <DetailFields testId="tax-donation">
        <DetailField
          label={t(donation.donated ? 'tax.result.donatedAmount' : 'tax.result.suggestedAmount')}
          value={wan(donation.amountFen)}
          testId="tax-donation-amount"
        />
        <DetailField label={t('tax.result.companyCap')} value={wan(donation.capFen)} testId="tax-cap" />
        <DetailField
          label={t('tax.result.deductible')}
          value={wan(donation.deductibleFen)}
          testId="tax-deductible"
        />
        <DetailField
          label={t('tax.result.carriedOver')}
          value={wan(donation.carriedOverFen)}
          testId="tax-carried"
        />
      </DetailFields>
      {donation.carriedOverFen > 0 ? (
        <p className="tax-note is-result" data-testid="tax-carried-saving">
          {t('tax.result.carriedOverSaving', { amount: wan(result.carriedOverSavingFen) })}
        </p>
      ) : null}
    </>
  );
}
