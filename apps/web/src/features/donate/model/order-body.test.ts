import type { TFormDetail } from '@alma/shared/api/donate';
import { formField } from '@alma/shared/validation/form-fields';
import { describe, expect, it } from 'vitest';
import { orderBody } from './order-body.ts';
import { initialOrderSections } from './order-sections.ts';

const form = {
  id: 16,
  payPlatformList: ['1', '9'],
  fieldList: [formField({ fieldName: 'name', fieldShowName: '姓名', fieldUiType: 'input' })],
  receiptTypeList: [],
  receiptWayPaperList: [],
  receiptWayElectronicList: [],
  certificateWayPaperList: [],
  isShowCertificate: 0,
  isOpenCertificate: 0,
  minMoneyCertificate: 0,
  isShowReceipt: 0,
  isOpenReceipt: 0,
  minMoneyReceipt: 0,
  isCreditCode: 0,
  offlineContactInfo: '',
} as unknown as TFormDetail;
const data = { item: { id: 16, itemsType: 2 }, form };
const order = {
  amount: { kind: 'money' as const, fen: 600_000 },
  subItemsId: null,
  togetherId: null,
  payType: 1,
  donateFrom: 'U5' as const,
};

describe('the items/donate body of an order', () => {
  it('carries the order, the shown sections and the switches', () => {
    const sections = initialOrderSections(form, 'wechat');
    sections.details = { ...sections.details, fields: { name: '陈明' } };
    sections.isAnonymous = true;
    expect(orderBody(data, order, sections, 600_000)).toEqual({
      formId: 16,
      currency: 'CNY',
      payType: 1,
      itemsId: 16,
      itemsType: 2,
      isDonateTogether: 0,
      isAnonymous: 1,
      isNoData: 0,
      donateFrom: 'U5',
      currencyMoney: 6000,
      formDataMap: { name: '陈明' },
    });
  });

  it('sends an anonymous record without its donation info, and the card only for pay type 9', () => {
    const sections = initialOrderSections(form, 'wechat');
    sections.details = { ...sections.details, isNoData: true, fields: { name: '陈明' } };
    sections.campusCard = { card: { stuWorkNo: ' 2023 ', passwork: '150012' }, balanceFen: null };
    const body = orderBody(data, order, sections, 600_000);
    expect(body).toMatchObject({ isNoData: 1, formDataMap: {} });
    expect(body).not.toHaveProperty('stuWorkNo');
    expect(orderBody(data, { ...order, payType: 9 }, sections, 600_000)).toMatchObject({
      payType: 9,
      stuWorkNo: '2023',
      passwork: '150012',
    });
  });
});
