import type { TFormDetail } from '@alma/shared/api/donate';
import { type FieldValues, type FormField, formField } from '@alma/shared/validation/form-fields';
import { describe, expect, it } from 'vitest';
import {
  detailsConfigOf,
  detailsPayload,
  givingDayAnswers,
  initialDetails,
  joinMobile,
  prefillValues,
  splitMobile,
} from './details.ts';

const field = (fieldName: string, fieldUiType: FormField['fieldUiType']): FormField =>
  formField({ fieldName, fieldShowName: fieldName, fieldUiType });

const form = {
  id: 2,
  minMoneyCertificate: 50,
  minMoneyReceipt: 100,
  isShowCertificate: 1,
  isOpenCertificate: 1,
  isShowReceipt: 1,
  isOpenReceipt: 1,
  isCreditCode: 1,
  offlineContactInfo: '',
  certificateWayPaperList: ['2'],
  receiptTypeList: ['2'],
  receiptWayPaperList: ['1', '2'],
  receiptWayElectronicList: ['3'],
  fieldList: [field('name', 'input'), field('vip', 'switch'), field('region', 'area')],
  donateRecord: { certificateDonorName: '张先生', formData: '{"name":"张三","gone":"x","region":{"bad":1}}' },
} as unknown as TFormDetail;

describe('initialDetails', () => {
  it('prefills known fields from the last donation, switches off, sole options picked', () => {
    const details = initialDetails(form);
    expect(details.fields).toEqual({ name: '张三', vip: 0 });
    expect(details.certificate).toMatchObject({ certificateDonorName: '张先生', certificateWay: '2' });
    expect(details.receipt).toMatchObject({ receiptType: '2', receiptWay: '3', receiptDonorType: '1' });
  });

  // Doc 2 §4.3: a prefilled name is copied like a typed one, into the names still empty.
  it.each([
    ['张先生', { certificateDonorName: '张先生', receiptDonorName: '张三', postalContact: '张三' }],
    ['', { certificateDonorName: '张三', receiptDonorName: '张三', postalContact: '张三' }],
  ])('a prefilled name fills the empty names (last certificate title %j)', (certificateDonorName, names) => {
    const details = initialDetails({
      ...form,
      donateRecord: { ...form.donateRecord!, certificateDonorName },
    });
    expect({
      certificateDonorName: details.certificate.certificateDonorName,
      receiptDonorName: details.receipt.receiptDonorName,
      postalContact: details.postal.postalContact,
    }).toEqual(names);
  });

  it('no prefilled name leaves them empty', () => {
    const details = initialDetails({ ...form, donateRecord: null });
    expect(details.certificate.certificateDonorName).toBe('');
    expect(details.receipt.receiptDonorName).toBe('');
    expect(details.postal.postalContact).toBe('');
  });

  it.each([undefined, '', 'not json', '[1,2]', 'null'])('no prefill from %j', (formData) => {
    expect(prefillValues(form.fieldList, formData)).toEqual({});
  });
});

describe('mobiles', () => {
  it.each([
    ['86-13800000000', { areaCode: '86', number: '13800000000' }],
    ['+852-91234567', { areaCode: '852', number: '91234567' }],
    ['13800000000', { areaCode: '86', number: '13800000000' }],
    ['', { areaCode: '86', number: '' }],
  ])('%s splits', (value, parts) => {
    expect(splitMobile(value)).toEqual(parts);
  });

  it('joins, and an empty number is no mobile', () => {
    expect(joinMobile('852', '91234567')).toBe('852-91234567');
    expect(joinMobile('86', ' ')).toBe('');
  });
});

describe('detailsPayload', () => {
  it('sends only the shown sections, switches as 0/1', () => {
    const details = {
      ...initialDetails(form),
      receipt: {
        ...initialDetails(form).receipt,
        isNeedReceipt: true,
        receiptDonorName: '张三',
        postalEmail: 'a@b.cn',
      },
    };
    expect(detailsPayload(detailsConfigOf(form), 5000, details)).toEqual({
      formDataMap: { name: '张三', vip: 0 },
      isNeedPaper: 0,
      certificateDonorName: '张先生',
      certificateWay: '',
    });
    expect(detailsPayload(detailsConfigOf(form), 10_000, details)).toMatchObject({
      isNeedReceipt: 1,
      receiptDonorName: '张三',
      receiptType: '2',
      receiptWay: '3',
      postalEmail: 'a@b.cn',
    });
  });
});

describe('givingDayAnswers', () => {
  const college = formField({
    fieldName: 'college',
    fieldShowName: '所在学院',
    fieldUiType: 'select',
    isShowConfig: 1,
    conditionFieldName: 'identity',
    conditionFieldValue: '1,2',
  });
  const scoped = {
    ...form,
    fieldList: [field('name', 'input'), field('identity', 'radio'), college],
    donateRecord: null,
  } as unknown as TFormDetail;
  const withAnswers = (fields: FieldValues) => ({ ...initialDetails(scoped), fields });

  it('reads what the order would keep: plain answers as text, a hidden field left out', () => {
    const config = detailsConfigOf(scoped);
    expect(
      givingDayAnswers(config, 5000, withAnswers({ name: '张三', identity: 1, college: 'med' })),
    ).toEqual({
      name: '张三',
      identity: '1',
      college: 'med',
    });
    // Not an identity the college is asked of: its stale answer is not the order's.
    expect(givingDayAnswers(config, 5000, withAnswers({ identity: 4, college: 'med' }))).toEqual({
      identity: '4',
    });
  });

  it('reads nothing from an anonymous record', () => {
    const details = { ...withAnswers({ identity: 1, college: 'med' }), isNoData: true };
    expect(givingDayAnswers(detailsConfigOf(scoped), 5000, details)).toEqual({});
  });
});
