import { describe, expect, it } from 'vitest';
import {
  AGREEMENT_PLACEHOLDERS,
  type AgreementValues,
  DEFAULT_AGREEMENT_BODY,
  DEFAULT_AGREEMENT_BODY_EN,
  DEFAULT_AGREEMENT_PLACEMENT,
  fillAgreementText,
  unknownPlaceholders,
  ZAgreementPlacement,
} from './agreement-template.ts';

const values: AgreementValues = {
  name: '张三',
  mobile: '13900000000',
  idNo: '320102199001011234',
  amount: '5,000.00',
  amountInWords: '伍仟元整',
  project: '图书馆建设',
  date: '2026年12月05日',
  foundation: '示例大学教育发展基金会',
  agreementNo: 'A-2026-000001',
};

describe('agreement templates', () => {
  it('fills every placeholder and leaves other braces as written', () => {
    expect(fillAgreementText('{name}捐赠{amount}元（{amountInWords}）给{foundation}，{other}', values)).toBe(
      '张三捐赠5,000.00元（伍仟元整）给示例大学教育发展基金会，{other}',
    );
  });

  it('a filled default text names the donor, the amount in figures and in words, and the project', () => {
    const text = fillAgreementText(DEFAULT_AGREEMENT_BODY, values);
    for (const part of [
      '张三',
      '5,000.00',
      '伍仟元整',
      '图书馆建设',
      '320102199001011234',
      'A-2026-000001',
    ]) {
      expect(text).toContain(part);
    }
    expect(text).not.toMatch(/\{\w+\}/);
    expect(fillAgreementText(DEFAULT_AGREEMENT_BODY_EN, values)).not.toMatch(/\{\w+\}/);
  });

  it('finds the names that are not placeholders', () => {
    expect(unknownPlaceholders('{name} {amont} {amont} {date}')).toEqual(['amont']);
    expect(unknownPlaceholders(AGREEMENT_PLACEHOLDERS.map((name) => `{${name}}`).join(''))).toEqual([]);
  });

  it('keeps the signature box and the seal on the page', () => {
    expect(ZAgreementPlacement.parse(DEFAULT_AGREEMENT_PLACEMENT)).toEqual(DEFAULT_AGREEMENT_PLACEMENT);
    expect(
      ZAgreementPlacement.safeParse({ ...DEFAULT_AGREEMENT_PLACEMENT, seal: { x: 500, size: 110 } }).success,
    ).toBe(false);
  });
});
