import { describe, expect, it } from 'vitest';
import { checkFormDefinition, type FormDefinition } from './form-definition.ts';
import { formField } from './form-fields.ts';

const radio = formField({
  fieldName: 'kind',
  fieldShowName: '身份',
  fieldUiType: 'radio',
  optionList: [
    { id: 'a', title: '校友' },
    { id: 'b', title: '家长' },
  ],
});
const dependent = formField({
  fieldName: 'year',
  fieldShowName: '年份',
  fieldUiType: 'year',
  isShowConfig: 1,
  conditionFieldName: 'kind',
  conditionFieldValue: 'a',
});
const base: FormDefinition = {
  fieldList: [radio, dependent],
  isOpenCertificate: false,
  minMoneyCertificateFen: 0,
  isOpenReceipt: false,
  minMoneyReceiptFen: 0,
  isLargeRemind: false,
  largeAmountFen: 0,
  receiptTypeList: ['1', '2'],
  receiptWayPaperList: ['1'],
  receiptWayElectronicList: ['3'],
  certificateWayPaperList: ['1'],
};

describe('checkFormDefinition', () => {
  it.each<[string, Partial<FormDefinition>, Array<[string, string]>]>([
    ['a sound form', {}, []],
    [
      'a condition on a missing field',
      { fieldList: [dependent] },
      [['fieldList.0.conditionFieldName', 'formBuilder.conditionMissing']],
    ],
    [
      'a condition on itself',
      { fieldList: [{ ...dependent, conditionFieldName: 'year' }] },
      [['fieldList.0.conditionFieldName', 'formBuilder.conditionCycle']],
    ],
    [
      'two fields conditioned on each other',
      {
        fieldList: [
          { ...radio, isShowConfig: 1, conditionFieldName: 'year', conditionFieldValue: '2020' },
          dependent,
        ],
      },
      [
        ['fieldList.0.conditionFieldName', 'formBuilder.conditionCycle'],
        ['fieldList.1.conditionFieldName', 'formBuilder.conditionCycle'],
      ],
    ],
    [
      'a condition value not among the options',
      { fieldList: [radio, { ...dependent, conditionFieldValue: 'a, z' }] },
      [['fieldList.1.conditionFieldValue', 'formBuilder.conditionValueUnknown']],
    ],
    [
      'a condition without a value',
      { fieldList: [radio, { ...dependent, conditionFieldValue: ' , ' }] },
      [['fieldList.1.conditionFieldValue', 'formBuilder.conditionValueMissing']],
    ],
    [
      'an empty option list',
      { fieldList: [{ ...radio, optionList: [] }] },
      [['fieldList.0.optionList', 'formBuilder.noOptions']],
    ],
    [
      'repeated option values',
      {
        fieldList: [
          {
            ...radio,
            optionList: [
              { id: 1, title: 'x' },
              { id: '1', title: 'y' },
            ],
          },
        ],
      },
      [['fieldList.0.optionList', 'formBuilder.duplicateOption']],
    ],
    [
      'a length limit on a date',
      { fieldList: [{ ...dependent, isShowConfig: 0, isLengthLimit: 1, lengthMax: 5 }] },
      [['fieldList.0.isLengthLimit', 'formBuilder.lengthNotApplicable']],
    ],
    [
      'a minimum above the maximum',
      {
        fieldList: [
          formField({
            fieldName: 'n',
            fieldShowName: 'N',
            fieldUiType: 'input',
            isLengthLimit: 1,
            lengthMin: 9,
            lengthMax: 3,
          }),
        ],
      },
      [['fieldList.0.lengthMax', 'formBuilder.lengthRange']],
    ],
    [
      'the large reminder without an amount',
      { isLargeRemind: true },
      [['largeAmount', 'formBuilder.largeAmountMissing']],
    ],
    [
      'receipts on without a type',
      { isOpenReceipt: true, receiptTypeList: [] },
      [['receiptTypeList', 'formBuilder.receiptTypeMissing']],
    ],
    [
      'paper receipts without a way',
      { isOpenReceipt: true, receiptWayPaperList: [] },
      [['receiptWayPaperList', 'formBuilder.wayMissing']],
    ],
    [
      'certificates without a way',
      { isOpenCertificate: true, certificateWayPaperList: [] },
      [['certificateWayPaperList', 'formBuilder.wayMissing']],
    ],
  ])('%s', (_name, change, expected) => {
    const problems = checkFormDefinition({ ...base, ...change });
    expect(problems.map((problem) => [problem.path, problem.key])).toEqual(expected);
  });
});
