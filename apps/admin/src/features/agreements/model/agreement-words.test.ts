import { AGREEMENT_EVIDENCE_FIELDS } from '@alma/shared/admin-api/agreements';
import { AGREEMENT_FLOWS, AGREEMENT_STATUSES } from '@alma/shared/agreements/agreement-status';
import { AGREEMENT_PLACEHOLDERS } from '@alma/shared/agreements/agreement-template';
import { RECEIPT_STATUSES } from '@alma/shared/documents/receipt-status';
import { describe, expect, it } from 'vitest';
import { agreementsEn, agreementsZh } from '../messages.ts';
import { isEvidenceField, isReceiptStatus, languageKeyOf, mayBeVoided, minuteOf } from './agreement-words.ts';

describe('voiding', () => {
  it.each([
    ['GENERATED', true],
    ['SIGNED', true],
    ['SEALED', true],
    ['FUNDS_RECEIVED', false],
    ['VOID', false],
  ] as const)('%s may be voided: %s', (status, expected) => {
    expect(mayBeVoided(status)).toBe(expected);
  });
});

describe('words, never codes', () => {
  it.each([
    ['zh', agreementsZh],
    ['en', agreementsEn],
  ])('the %s catalogue words every status, flow and placeholder', (_language, catalogue) => {
    for (const status of AGREEMENT_STATUSES) expect(catalogue.statuses[status]).toMatch(/\S/);
    for (const flow of AGREEMENT_FLOWS) expect(catalogue.flows[flow]).toMatch(/\S/);
    for (const name of AGREEMENT_PLACEHOLDERS)
      expect(catalogue.template.placeholderNames[name]).toMatch(/\S/);
    for (const field of AGREEMENT_EVIDENCE_FIELDS) expect(catalogue.evidenceFields[field]).toMatch(/\S/);
    for (const status of RECEIPT_STATUSES) expect(catalogue.receiptStatuses[status]).toMatch(/\S/);
  });

  it('words the evidence fields it knows, and leaves a new one to the printed label', () => {
    for (const field of AGREEMENT_EVIDENCE_FIELDS) expect(isEvidenceField(field)).toBe(true);
    expect(isEvidenceField('witness')).toBe(false);
    expect(isEvidenceField('')).toBe(false);
  });

  it('words the receipt statuses there are', () => {
    for (const status of RECEIPT_STATUSES) expect(isReceiptStatus(status)).toBe(true);
    expect(isReceiptStatus(0)).toBe(false);
    expect(isReceiptStatus(8)).toBe(false);
  });

  it('reads an agreement’s language as one of the two it can be', () => {
    expect(languageKeyOf('en')).toBe('en');
    expect(languageKeyOf('zh-CN')).toBe('zh-CN');
    expect(languageKeyOf('')).toBe('zh-CN');
  });

  it('shows times to the minute', () => {
    expect(minuteOf('2025-03-07 14:05:59')).toBe('2025-03-07 14:05');
    expect(minuteOf('')).toBe('');
  });
});
