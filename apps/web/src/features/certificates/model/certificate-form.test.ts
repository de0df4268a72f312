import { firstCertificateApplicationProblem } from '@alma/shared/validation/certificate-application';
import { describe, expect, it } from 'vitest';
import {
  certificateFormFor,
  certificateInsertBody,
  type FormConfig,
  initialCertificateForm,
} from './certificate-form.ts';

const config: FormConfig = {
  isOpenPaper: 1,
  certificateWayPaperList: ['1', '2'],
  pickUpAddress: '校友会办公室',
  pickUpName: '王老师',
  pickUpMobile: '0591-22866000',
};

describe('the paper certificate form (doc 3 §3, §4)', () => {
  it('opens on the first way; pickup fills the school’s details', () => {
    expect(initialCertificateForm(config)).toEqual({
      way: 1,
      address: '校友会办公室',
      contact: '王老师',
      area: '',
      mobile: '0591-22866000',
    });
  });

  it('delivery clears them, area 86', () => {
    expect(certificateFormFor(2, config)).toEqual({
      way: 2,
      address: '',
      contact: '',
      area: '86',
      mobile: '',
    });
    expect(initialCertificateForm({ ...config, certificateWayPaperList: ['2'] }).way).toBe(2);
  });

  it('sends the mobile as area-number and the stay rows’ donateIds', () => {
    const form = { way: 2, address: ' 福州市 ', contact: '张三', area: '852', mobile: '91234567' };
    expect(certificateInsertBody(form, [3, 4])).toEqual({
      certificateWay: 2,
      postalAddress: '福州市',
      postalContact: '张三',
      postalMobile: '852-91234567',
      area: '852',
      donateIds: [3, 4],
    });
    expect(certificateInsertBody({ ...form, area: '', mobile: '13800138000' }, [1]).postalMobile).toBe(
      '86-13800138000',
    );
  });

  it('passes the shared rules when pickup is chosen and refuses an empty delivery', () => {
    const pickup = certificateInsertBody(initialCertificateForm(config), [1]);
    expect(firstCertificateApplicationProblem(pickup, config, 'zh_CN')).toBeNull();
    const empty = certificateInsertBody(certificateFormFor(2, config), [1]);
    expect(firstCertificateApplicationProblem(empty, config, 'zh_CN')?.key).toBe(
      'documents.enterPostalAddress',
    );
  });
});
