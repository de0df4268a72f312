import { describe, expect, it } from 'vitest';
import { cleanFields, formProblems, type TFormValues } from './form-problems.ts';

const base = {
  isOpenCertificate: false,
  minMoneyCertificate: 0,
  isOpenReceipt: false,
  minMoneyReceipt: 0,
  isLargeRemind: false,
  largeAmount: 0,
  receiptTypeList: ['1', '2'],
  receiptWayPaperList: ['1', '2'],
  receiptWayElectronicList: ['3', '4'],
  certificateWayPaperList: ['1', '2'],
} as unknown as TFormValues;

describe('form builder problems', () => {
  it('fills a new row and turns switches into 0/1 flags', () => {
    expect(
      cleanFields([{ fieldName: 'a', isRequire: true as unknown as number, conditionFieldName: 'b' }])[0],
    ).toMatchObject({
      fieldName: 'a',
      fieldShowName: '',
      fieldUiType: 'input',
      isRequire: 1,
      isShowConfig: 1,
    });
  });

  it('keeps the English label, tip and option texts staff gave, and leaves out empty ones', () => {
    const [field] = cleanFields([
      {
        fieldName: 'kind',
        fieldShowName: '类型',
        fieldShowNameEn: 'Kind',
        fieldUiType: 'radio',
        inputTipEn: ' ',
        optionList: [
          { id: '1', title: '个人', titleEn: 'Person' },
          { id: '2', title: '单位', titleEn: '' },
        ],
      },
    ]);
    expect(field).toMatchObject({ fieldShowName: '类型', fieldShowNameEn: 'Kind' });
    expect(field).not.toHaveProperty('inputTipEn');
    expect(field?.optionList).toEqual([
      { id: '1', title: '个人', titleEn: 'Person' },
      { id: '2', title: '单位' },
    ]);
  });

  it('names a radio without options and a condition on a missing field', () => {
    const problems = formProblems(
      {
        ...base,
        fieldList: [
          { fieldName: 'kind', fieldShowName: '类型', fieldUiType: 'radio', optionList: [] },
          {
            fieldName: 'note',
            fieldShowName: '备注',
            fieldUiType: 'input',
            conditionFieldName: 'gone',
            conditionFieldValue: '1',
          },
        ],
      } as unknown as TFormValues,
      'English',
    );
    expect([...problems.keys()]).toEqual(['fieldList.0.optionList', 'fieldList.1.conditionFieldName']);
  });

  it('has none for a radio and a field conditioned on one of its options', () => {
    const problems = formProblems(
      {
        ...base,
        fieldList: [
          {
            fieldName: 'kind',
            fieldShowName: '类型',
            fieldUiType: 'radio',
            optionList: [
              { id: '1', title: '个人' },
              { id: '2', title: '单位' },
            ],
          },
          {
            fieldName: 'org',
            fieldShowName: '单位名称',
            fieldUiType: 'input',
            conditionFieldName: 'kind',
            conditionFieldValue: '2',
          },
        ],
      } as unknown as TFormValues,
      'English',
    );
    expect(problems.size).toBe(0);
  });

  it('wants a large amount when the reminder is on', () => {
    const problems = formProblems({ ...base, fieldList: [], isLargeRemind: true } as TFormValues, 'English');
    expect([...problems.keys()]).toEqual(['largeAmount']);
  });
});
