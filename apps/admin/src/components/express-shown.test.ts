import { COURIERS } from '@alma/shared/documents/couriers';
import { describe, expect, it } from 'vitest';
import { courierOptions, expressShownOf, expressValuesOf } from './express-shown.ts';

describe('a saved courier in the console', () => {
  it.each([
    // Saved from the list: its name in the staff member's language, the courier's tracking page.
    [
      '顺丰速运',
      'SF1234567890',
      'zh_CN',
      '顺丰速运',
      'https://www.sf-express.com/chn/sc/waybill/waybill-detail/SF1234567890',
    ],
    [
      '顺丰速运',
      'SF1234567890',
      'English',
      'SF Express',
      'https://www.sf-express.com/chn/sc/waybill/waybill-detail/SF1234567890',
    ],
    [
      '中国邮政EMS',
      'EA123456789CN',
      'zh_CN',
      '中国邮政EMS',
      'https://www.ems.com.cn/queryList?mailNum=EA123456789CN',
    ],
    [
      '京东物流',
      'JD0123456789012',
      'zh_CN',
      '京东物流',
      'https://www.jdl.com/orderSearch/?waybillCodes=JD0123456789012',
    ],
    [
      '极兔速递',
      'JT0001234567',
      'zh_CN',
      '极兔速递',
      'https://www.kuaidi100.com/chaxun?com=jtexpress&nu=JT0001234567',
    ],
    // Free text from before the list: shown as it was saved, linked when it names a listed courier.
    [
      '顺丰',
      'SF1234567890',
      'English',
      '顺丰',
      'https://www.sf-express.com/chn/sc/waybill/waybill-detail/SF1234567890',
    ],
    [
      '中通',
      '773012345678',
      'zh_CN',
      '中通',
      'https://www.zto.com/express/expressCheck.html?txtBill=773012345678',
    ],
    // A courier the list does not know: as saved, no link.
    ['宅急送', 'ZJS-000123', 'zh_CN', '宅急送', null],
    // No number yet: nothing to track.
    ['顺丰速运', '', 'zh_CN', '顺丰速运', null],
  ] as const)('%s %s (%s) reads %s, links %s', (company, number, language, name, trackingUrl) => {
    expect(expressShownOf({ expressCompany: company, expressNo: number }, language)).toEqual({
      name,
      trackingUrl,
    });
  });

  it('puts the number into the link encoded, so an odd saved one cannot change the address', () => {
    const shown = expressShownOf({ expressCompany: '顺丰速运', expressNo: 'SF1&x=<y>' }, 'zh_CN');
    expect(shown.trackingUrl).toBe(
      'https://www.sf-express.com/chn/sc/waybill/waybill-detail/SF1%26x%3D%3Cy%3E',
    );
  });

  it('links every listed courier but 其他 to an https page of the number', () => {
    for (const courier of COURIERS) {
      const { trackingUrl } = expressShownOf(
        { expressCompany: courier.zh_CN, expressNo: 'AB123456' },
        'zh_CN',
      );
      if (courier.code === 'other') expect(trackingUrl).toBeNull();
      else expect(trackingUrl).toMatch(/^https:\/\/[^{}]+AB123456/);
    }
  });

  it.each([
    ['顺丰速运', { expressCompany: 'sf', expressCompanyName: '' }],
    ['EMS', { expressCompany: 'ems', expressCompanyName: '' }],
    ['宅急送', { expressCompany: 'other', expressCompanyName: '宅急送' }],
    ['', { expressCompany: '', expressCompanyName: '' }],
  ])('starts a correction of %j from the list', (company, values) => {
    expect(expressValuesOf({ expressCompany: company, expressNo: 'X1234567' })).toEqual({
      ...values,
      expressNo: 'X1234567',
    });
  });

  it('offers the list in the staff member’s language, 其他 last', () => {
    expect(courierOptions('zh_CN')[0]).toEqual({ value: 'sf', label: '顺丰速运' });
    expect(courierOptions('English').at(-1)).toEqual({ value: 'other', label: 'Other' });
  });
});
