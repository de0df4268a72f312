import type { PersonalTaxResult } from '@alma/shared/tax/personal-tax';
import { useTranslation } from 'react-i18next';
import { DetailField, DetailFields } from '../../../components/detail-field.tsx';
import { moneyText } from '../model/tax-view.ts';
import { CompareTable } from './compare-table.tsx';
import { SavingHero } from './saving-hero.tsx';

/** tax-result for type=personal: the saving, both taxes, the donation's deduction, the year's income. */
export function PersonalResult({ result }: { result: PersonalTaxResult }) {
  const { t } = useTranslation();
  const yuan = (fen: number) => moneyText(t, fen, 'yuan');
  const { donation } = result;
  const summary =
    result.without.taxableFen === 0
      ? t('tax.result.nothingTaxable')
      : donation.donated
        ? t('tax.result.donatedSummary', {
            amount: yuan(donation.amountFen),
            deductible: yuan(donation.deductibleFen),
          })
        : t('tax.result.suggestedSummary', {
            amount: yuan(donation.amountFen),
            saving: yuan(result.savingFen),
          });

  return (
    <>
      <SavingHero title={t('tax.result.personalTitle')} saving={yuan(result.savingFen)}>
        {summary}
      </SavingHero>
      <CompareTable
        rows={[
          {
            key: 'taxable',
            label: t('tax.result.taxable'),
            without: yuan(result.without.taxableFen),
            with: yuan(result.with.taxableFen),
          },
          {
            key: 'rate',
            label: t('tax.result.rate'),
            without: `${result.without.ratePercent}%`,
            with: `${result.with.ratePercent}%`,
          },
          {
            key: 'quick',
            label: t('tax.result.quickDeduction'),
            without: yuan(result.without.quickDeductionFen),
            with: yuan(result.with.quickDeductionFen),
          },
          {
            key: 'tax',
            label: t('tax.result.tax'),
            without: yuan(result.without.taxFen),
            with: yuan(result.with.taxFen),
          },
        ]}
      />
      <h2 className="tax-section-title">{t('tax.result.donation')}</h2>
      <DetailFields testId="tax-donation">
        <DetailField
          label={t(donation.donated ? 'tax.result.donatedAmount' : 'tax.result.suggestedAmount')}
          value={yuan(donation.amountFen)}
          testId="tax-donation-amount"
        />
        <DetailField label={t('tax.result.personalCap')} value={yuan(donation.capFen)} testId="tax-cap" />
        <DetailField
          label={t('tax.result.deductible')}
          value={yuan(donation.deductibleFen)}
          testId="tax-deductible"
        />
      </DetailFields>
      <h2 className="tax-section-title">{t('tax.result.income')}</h2>
      <DetailFields testId="tax-income">
        <DetailField
          label={t('tax.result.yearlySalary')}
          value={yuan(result.yearlySalaryFen)}
          testId="tax-yearly-salary"
        />
        <DetailField label={t('tax.result.yearlyInsurance')} value={yuan(result.yearlyInsuranceFen)} />
        <DetailField label={t('tax.result.yearlySpecial')} value={yuan(result.yearlySpecialFen)} />
        <DetailField label={t('tax.result.basicDeduction')} value={yuan(result.basicDeductionFen)} />
      </DetailFields>
    </>
  );
}
