import { contractFormProblem } from '@alma/shared/validation/contract-form';
import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../../lib/api-client.ts';
import {
  contractInput,
  formMobile,
  generationFailure,
  problemText,
  signaturePath,
  signatureQuery,
} from './contract-form.ts';

describe('the form’s mobile (doc 4 §3)', () => {
  it.each([
    ['86-139****0000', '139****0000'],
    ['139****0000', '139****0000'],
    ['852-91****78', '852-91****78'],
    ['', ''],
  ])('%j shows as %j', (given, shown) => {
    expect(formMobile(given)).toBe(shown);
  });
});

describe('the form’s checks, in the spec’s order and words', () => {
  const identity = { name: '林知远', mobile: '86-139****0000', idNo: '1101**********1234' };
  const first = (input: ReturnType<typeof contractInput>, language: 'zh_CN' | 'English' = 'zh_CN') => {
    const problem = contractFormProblem(input);
    return problem ? problemText(problem, language) : null;
  };

  it.each([
    [undefined, 0, '', '请输入姓名'],
    [{ ...identity, mobile: '' }, 0, '', '请输入手机'],
    [{ ...identity, idNo: '' }, 0, '', '请输入证件号码'],
    [identity, 0, '100', '请选择捐赠项目'],
    [identity, 3, '  ', '请输入捐赠金额'],
    [identity, 3, '-5', '捐赠金额必须是正数'],
    [identity, 3, '0', '捐赠金额必须是正数'],
    [identity, 3, '100.5', null],
  ])('%j, project %s, amount %j → %s', (who, project, amount, toast) => {
    expect(first(contractInput(who, project, amount))).toBe(toast);
  });

  it('speaks English to an English reader', () => {
    expect(first(contractInput(identity, 0, ''), 'English')).toBe('Please choose a donation project');
  });

  it('sends the mobile as shown and the amount as typed', () => {
    expect(contractInput(identity, 3, ' 2000 ')).toEqual({
      name: '林知远',
      mobile: '139****0000',
      idNo: '1101**********1234',
      donateItemId: '3',
      donationAmount: '2000',
    });
  });
});

describe('the signature page’s address', () => {
  it('carries the agreement’s id and its PDF address, encoded, and reads them back', () => {
    const url = '/documents/agreement/7.0.u?e=1760000000&s=ab-c_d';
    const path = signaturePath({ id: 7, unilateralAgreementUrl: url });
    expect(path).toBe(
      '/contract-cpu/signature?id=7&pdf=%2Fdocuments%2Fagreement%2F7.0.u%3Fe%3D1760000000%26s%3Dab-c_d',
    );
    expect(signatureQuery(new URLSearchParams(path.split('?')[1]))).toEqual({ id: 7, pdf: url });
  });

  it.each(['id=1', 'pdf=x', 'id=0&pdf=x', 'id=abc&pdf=x', 'id=1.5&pdf=x'])(
    '%s names no agreement',
    (query) => {
      expect(signatureQuery(new URLSearchParams(query))).toBeNull();
    },
  );
});

describe('a failed generation (doc 4 §8)', () => {
  it('shows the server’s refusal in its words', () => {
    expect(generationFailure(new ApiError(-1, '该项目暂不接受协议捐赠'), 'zh_CN')).toEqual({
      kind: 'toast',
      text: '该项目暂不接受协议捐赠',
    });
  });

  it.each([
    ['no answer', new NetworkError('offline'), 'zh_CN', '请求失败，请稍后再试'],
    ['a proxy’s page', new ApiError(-1, '/x/generation: HTTP 502'), 'zh_CN', '请求失败，请稍后再试'],
    ['the server’s own failure', new ApiError(-1, '服务器繁忙，请稍后再试'), 'zh_CN', '请求失败，请稍后再试'],
    ['an empty refusal', new ApiError(-1, ''), 'English', 'The request failed, please try again later'],
    ['anything else', new Error('boom'), 'zh_CN', '请求失败，请稍后再试'],
  ] as const)('%s is 请求失败，请稍后再试', (_, error, language, text) => {
    expect(generationFailure(error, language)).toEqual({ kind: 'toast', text });
  });

  it('sends a donor who is not a certified alumnus to the not-certified box', () => {
    const refusal = new ApiError(-998, '本次项目筹款只面向“校友”用户开放', { errorCode: '0201' });
    expect(generationFailure(refusal, 'zh_CN')).toEqual({ kind: 'notAlumni' });
  });

  it('leaves an expired login to the api client', () => {
    expect(generationFailure(new ApiError(-997, 'token失效'), 'zh_CN')).toEqual({ kind: 'handled' });
  });
});
