import { RECEIPT_WAY_NUMBER } from '@alma/shared/documents/receipt-status';
import { receiptWayNumbersOf } from '@alma/shared/validation/receipt-application';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChipChoice, FormRow, MobileField, ReadOnlyRow } from '../../../components/form-rows.tsx';
import {
  joinAreaNumber,
  type ReceiptForm,
  type ReceiptFormConfig,
  splitAreaNumber,
  withReceiptType,
  withReceiptWay,
} from '../model/receipt-form.ts';
import { RECEIPT_TYPE_KEYS, RECEIPT_WAY_KEYS } from '../model/receipt-view.ts';

type Props = {
  form: ReceiptForm;
  config: ReceiptFormConfig;
  onChange: (form: ReceiptForm) => void;
};

/**
 * The receipt's type and way and what the way needs (doc 3 §3–§5): pickup shows the school's
 * details read-only, express asks address, contact and mobile, email the address, SMS a mobile.
 */
export function ReceiptDeliveryFields({ form, config, onChange }: Props) {
  const { t } = useTranslation();
  // The code chosen before a number is typed is kept here (the form holds '' until a number).
  const [areas, setAreas] = useState({ postal: '', sms: '' });
  const edit = (patch: Partial<ReceiptForm>) => onChange({ ...form, ...patch });
  const postal = splitAreaNumber(form.postalMobile);
  const sms = splitAreaNumber(form.postalMobileSms);
  const way = form.receiptWay;

  return (
    <>
      <ChipChoice
        name="receiptType"
        label={t('receipts.apply.receiptType')}
        chips={config.receiptTypeList.map(Number).flatMap((type) => {
          const key = RECEIPT_TYPE_KEYS[type];
          return key ? [{ value: type, label: t(`receipts.receiptTypes.${key}`) }] : [];
        })}
        value={form.receiptType}
        onChange={(type) => onChange(withReceiptType(form, type, config))}
        testId="receipt-type"
      />
      <ChipChoice
        name="receiptWay"
        label={t('receipts.apply.receiptWay')}
        chips={receiptWayNumbersOf(config, form.receiptType).flatMap((value) => {
          const key = RECEIPT_WAY_KEYS[value];
          return key ? [{ value, label: t(`receipts.ways.${key}`) }] : [];
        })}
        value={way}
        onChange={(next) => onChange(withReceiptWay(form, next, config))}
        testId="receipt-way"
      />
      {way === RECEIPT_WAY_NUMBER.pickup ? (
        <>
          <ReadOnlyRow
            label={t('receipts.apply.pickupAddress')}
            value={form.postalAddress}
            testId="receipt-pickup-address"
          />
          <ReadOnlyRow label={t('receipts.apply.contact')} value={form.postalContact} />
          <ReadOnlyRow label={t('receipts.apply.mobile')} value={form.postalMobile} />
        </>
      ) : null}
      {way === RECEIPT_WAY_NUMBER.express ? (
        <>
          <FormRow label={t('receipts.apply.address')} htmlFor="receipt-address">
            <textarea
              id="receipt-address"
              className="form-textarea"
              rows={2}
              value={form.postalAddress}
              placeholder={t('receipts.apply.enterField', { title: t('receipts.apply.address') })}
              data-testid="receipt-address"
              onChange={(event) => edit({ postalAddress: event.target.value })}
            />
          </FormRow>
          <FormRow label={t('receipts.apply.contact')} htmlFor="receipt-contact">
            <input
              id="receipt-contact"
              className="form-input"
              value={form.postalContact}
              placeholder={t('receipts.apply.enterField', { title: t('receipts.apply.contact') })}
              data-testid="receipt-contact"
              onChange={(event) => edit({ postalContact: event.target.value })}
            />
          </FormRow>
          <MobileField
            id="receipt-mobile"
            label={t('receipts.apply.mobile')}
            area={postal.number ? postal.area : areas.postal || postal.area}
            number={postal.number}
            placeholder={t('receipts.apply.enterField', { title: t('receipts.apply.mobile') })}
            onChange={(area, number) => {
              setAreas({ ...areas, postal: area });
              edit({ postalMobile: joinAreaNumber(area, number) });
            }}
            testId="receipt-mobile"
          />
        </>
      ) : null}
      {way === RECEIPT_WAY_NUMBER.email ? (
        <FormRow label={t('receipts.apply.email')} htmlFor="receipt-email">
          <input
            id="receipt-email"
            className="form-input"
            type="email"
            inputMode="email"
            value={form.postalEmail}
            placeholder={t('receipts.apply.enterField', { title: t('receipts.apply.email') })}
            data-testid="receipt-email"
            onChange={(event) => edit({ postalEmail: event.target.value })}
          />
        </FormRow>
      ) : null}
      {way === RECEIPT_WAY_NUMBER.sms ? (
        <MobileField
          id="receipt-sms"
          label={t('receipts.apply.smsMobile')}
          area={sms.number ? sms.area : areas.sms || sms.area}
          number={sms.number}
          placeholder={t('receipts.apply.enterField', { title: t('receipts.apply.smsMobile') })}
          onChange={(area, number) => {
            setAreas({ ...areas, sms: area });
            edit({ postalMobileSms: joinAreaNumber(area, number) });
          }}
          testId="receipt-sms"
        />
      ) : null}
    </>
  );
}
