import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/server-messages.ts';
import {
  type CertificateApplication,
  type CertificateApplicationConfig,
  certificateWaysOf,
  firstCertificateApplicationProblem,
  splitAreaMobile,
} from './certificate-application.ts';

const config: CertificateApplicationConfig = { isOpenPaper: 1, certificateWayPaperList: ['1', '2'] };

const posted: CertificateApplication = {
  certificateWay: 2,
  postalAddress: '福建省福州市大学城学园路2号',
  postalContact: '张三',
  postalMobile: '86-13800138000',
  area: '86',
  donateIds: [11, 12],
};

type Case = [
  string,
  Partial<CertificateApplication>,
  Partial<CertificateApplicationConfig>,
  string | null,
  string?,
];

const cases: Case[] = [
  ['a complete delivery', {}, {}, null],
  ['no item selected', { donateIds: [] }, {}, 'documents.selectItems'],
  ['paper certificates closed', {}, { isOpenPaper: 0 }, 'documents.paperCertificateClosed'],
  [
    'a way the institution does not offer',
    { certificateWay: 1 },
    { certificateWayPaperList: ['2'] },
    'details.chooseCertificateWay',
  ],
  ['no way listed: delivery still allowed', {}, { certificateWayPaperList: [] }, null],
  [
    'no way listed: pickup refused',
    { certificateWay: 1 },
    { certificateWayPaperList: [] },
    'details.chooseCertificateWay',
  ],
  [
    'pickup needs nothing typed',
    { certificateWay: 1, postalAddress: '', postalContact: '', postalMobile: '', area: '' },
    {},
    null,
  ],
  ['delivery without address', { postalAddress: '  ' }, {}, 'documents.enterPostalAddress', '请输入邮寄地址'],
  ['delivery with an over-long address', { postalAddress: '路'.repeat(201) }, {}, 'form.lengthMax'],
  ['delivery without contact', { postalContact: '' }, {}, 'details.enterContact', '请输入联系人'],
  ['delivery with an over-long contact', { postalContact: '张'.repeat(101) }, {}, 'form.lengthMax'],
  ['delivery without mobile', { postalMobile: '86-' }, {}, 'details.enterContactMobile', '请输入联系电话'],
  [
    'mainland mobile of 10 digits',
    { postalMobile: '86-1380013800' },
    {},
    'details.invalid',
    '请输入合法的联系电话',
  ],
  ['mainland mobile of 12 digits', { postalMobile: '86-138001380001' }, {}, 'details.invalid'],
  ['mainland mobile with letters', { postalMobile: '86-1380013800a' }, {}, 'details.invalid'],
  ['area empty means 86', { area: '', postalMobile: '1380013800' }, {}, 'details.invalid'],
  ['area empty with a bare 11-digit number', { area: '', postalMobile: '13800138000' }, {}, null],
  ['Hong Kong 8 digits', { area: '852', postalMobile: '852-91234567' }, {}, null],
  ['Hong Kong too short', { area: '852', postalMobile: '852-1234' }, {}, 'details.invalid'],
];

describe('firstCertificateApplicationProblem (doc 3 §5)', () => {
  it.each(cases)('%s', (_name, patch, configPatch, key, zhText) => {
    const problem = firstCertificateApplicationProblem(
      { ...posted, ...patch },
      { ...config, ...configPatch },
      'zh_CN',
    );
    expect(problem?.key ?? null).toBe(key);
    if (problem && zhText) expect(translate('zh_CN', problem.key, problem.params)).toBe(zhText);
  });

  it('words the invalid mobile in English too', () => {
    const problem = firstCertificateApplicationProblem(
      { ...posted, postalMobile: '86-123' },
      config,
      'English',
    );
    expect(problem && translate('English', problem.key, problem.params)).toBe(
      'Please enter a valid contact mobile number',
    );
    expect(problem?.target).toBe('postalMobile');
  });
});

describe('certificate ways and mobiles', () => {
  it('reads the way list as numbers and ignores unknown ones', () => {
    expect(certificateWaysOf({ isOpenPaper: 1, certificateWayPaperList: ['2', '9'] })).toEqual([2]);
  });

  it('splits area and number', () => {
    expect(splitAreaMobile('852-91234567', '')).toEqual({ area: '852', number: '91234567' });
    expect(splitAreaMobile('13800138000', '')).toEqual({ area: '86', number: '13800138000' });
    expect(splitAreaMobile('86-13800138000', '86')).toEqual({ area: '86', number: '13800138000' });
  });
});
