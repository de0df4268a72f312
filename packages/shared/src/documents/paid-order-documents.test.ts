import { describe, expect, it } from 'vitest';
import { earnsCertificate, makesDocuments } from './paid-order-documents.ts';

describe('what a paid order makes', () => {
  const open = { isOpenCertificate: true, minMoneyCertificateFen: 10_000 };
  const closed = { isOpenCertificate: false, minMoneyCertificateFen: 0 };
  it.each([
    [open, 9_999, false],
    [open, 10_000, true],
    [{ isOpenCertificate: true, minMoneyCertificateFen: null }, 1, true],
    [closed, 1_000_000, false],
    [null, 1_000_000, false],
  ] as const)('%j at %i fen earns a certificate: %s', (rule, fen, earns) => {
    expect(earnsCertificate(rule, fen)).toBe(earns);
  });

  it.each([
    [open, 10_000, {}, true],
    [open, 100, {}, false],
    [open, 100, { receipt: { isNeedReceipt: true } }, true],
    [closed, 100, { receipt: { isNeedReceipt: false } }, false],
    [null, 100, { receipt: { isNeedReceipt: true } }, true],
  ] as const)('%j at %i fen with %j makes documents: %s', (rule, fen, kept, makes) => {
    expect(makesDocuments(rule, fen, kept as never)).toBe(makes);
  });
});
