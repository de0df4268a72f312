import type { TFormDetail } from '@alma/shared/api/donate';
import { formField } from '@alma/shared/validation/form-fields';
import { describe, expect, it } from 'vitest';
import { initialOrderSections, restoreOrderSections, savedOrderSections } from './order-sections.ts';

const form = {
  id: 16,
  payPlatformList: ['1', '2', '9'],
  fieldList: [formField({ fieldName: 'name', fieldShowName: '姓名', fieldUiType: 'input', isRequire: 1 })],
  receiptTypeList: ['1', '2'],
  receiptWayPaperList: ['1', '2'],
  receiptWayElectronicList: ['3', '4'],
  certificateWayPaperList: ['1', '2'],
  donateRecord: undefined,
} as unknown as TFormDetail;

describe('the sections kept while the donor edits the nameplates', () => {
  it('come back as they were, without the campus card', () => {
    const state = initialOrderSections(form, 'wechat');
    state.details = {
      ...state.details,
      fields: { name: '陈明' },
      certificate: { isNeedPaper: true, certificateDonorName: '陈明', certificateWay: '2' },
      postal: { ...state.details.postal, postalProvince: '江苏省', postalCity: '南京市' },
    };
    state.regionCodes = ['32', '3201'];
    state.isAnonymous = true;
    state.payType = 2;
    state.agreed = true;
    state.campusCard = { card: { stuWorkNo: '2023', passwork: 'secret' }, balanceFen: 100 };

    const saved = JSON.parse(JSON.stringify(savedOrderSections(state)));
    expect(JSON.stringify(saved)).not.toContain('secret');
    const restored = restoreOrderSections(form, saved, 'wechat');
    expect(restored).toEqual({
      ...state,
      campusCard: { card: { stuWorkNo: '', passwork: '' }, balanceFen: null },
    });
  });

  it('fall back to a new form’s values for anything stale or damaged', () => {
    const fresh = initialOrderSections(form, 'wechat');
    expect(restoreOrderSections(form, null, 'wechat')).toEqual(fresh);
    expect(restoreOrderSections(form, 'x', 'wechat')).toEqual(fresh);
    const restored = restoreOrderSections(
      form,
      {
        details: {
          isNoData: 'yes',
          fields: { name: '陈明', removedField: 'x', bad: { nested: 1 } },
          certificate: { isNeedPaper: 'true', certificateDonorName: 7, certificateWay: '1' },
          receipt: [],
        },
        regionCodes: [1, 2],
        payType: 15,
        agreed: 'yes',
        isAnonymous: 1,
      },
      'wechat',
    );
    expect(restored.details.isNoData).toBe(false);
    expect(restored.details.fields).toEqual({ name: '陈明' });
    expect(restored.details.certificate).toEqual({ ...fresh.details.certificate, certificateWay: '1' });
    expect(restored.details.receipt).toEqual(fresh.details.receipt);
    expect(restored.regionCodes).toEqual([]);
    expect(restored.payType).toBe(1);
    expect(restored.agreed).toBe(false);
    expect(restored.isAnonymous).toBe(false);
  });
});
