import { useTranslation } from 'react-i18next';
import { ChipChoice, FormRow } from '../../../components/form-rows.tsx';
import { type ReceiptForm, withDonorType } from '../model/receipt-form.ts';

type Props = {
  form: ReceiptForm;
  /** isCreditCode 1: the ID number or the credit code is asked for (doc 3 §5). */
  askCode: boolean;
  onEdit: (patch: Partial<ReceiptForm>) => void;
};

/** Who the receipt is for: personal (姓名, 身份证号) or enterprise (单位名称, 统一社会信用代码). */
export function ReceiptDonorFields({ form, askCode, onEdit }: Props) {
  const { t } = useTranslation();
  const enterprise = form.donorType === 2;
  const nameLabel = t(enterprise ? 'receipts.apply.companyName' : 'receipts.apply.personName');
  const codeLabel = t(enterprise ? 'receipts.apply.creditCode' : 'receipts.apply.idNumber');
  return (
    <>
      <ChipChoice
        name="donorType"
        label={t('receipts.apply.donorType')}
        chips={[
          { value: 1, label: t('receipts.donorTypes.personal') },
          { value: 2, label: t('receipts.donorTypes.enterprise') },
        ]}
        value={form.donorType}
        onChange={(donorType) => onEdit(withDonorType(form, donorType === 2 ? 2 : 1))}
        testId="receipt-donor-type"
      />
      <FormRow label={nameLabel} htmlFor="receipt-donor-name">
        <input
          id="receipt-donor-name"
          className="form-input"
          value={form.donorName}
          placeholder={t('receipts.apply.enterField', { title: nameLabel })}
          data-testid="receipt-donor-name"
          onChange={(event) => onEdit({ donorName: event.target.value })}
        />
      </FormRow>
      {askCode ? (
        <FormRow label={codeLabel} htmlFor="receipt-credit-code">
          <input
            id="receipt-credit-code"
            className="form-input"
            value={form.creditCode}
            maxLength={18}
            autoCapitalize="characters"
            placeholder={t('receipts.apply.enterField', { title: codeLabel })}
            data-testid="receipt-credit-code"
            onChange={(event) => onEdit({ creditCode: event.target.value.toUpperCase() })}
          />
        </FormRow>
      ) : null}
    </>
  );
}
