import { toWireDate, trimWireDate } from '@alma/shared/dates/wire-date';
import type { Language } from '@alma/shared/i18n/language';
import { pickText } from '@alma/shared/i18n/pick-text';
import { formatFen } from '@alma/shared/money/money';
import { maskDonorName } from '@alma/shared/validation/display';
import type { Db } from '../../db/client.ts';
import { escapeHtml, factsList, plainPage } from '../../http/plain-page.ts';
import { findReceiptByInvoice } from './repository.ts';

const TEXTS = {
  zh_CN: {
    title: '电子票据查验',
    unknown: '查无此票据',
    valid: '✓ 票据真实有效（演示开票）',
    voided: '该票据已冲红作废',
    code: '票据代码',
    number: '票据号码',
    payer: '交款人',
    project: '项目',
    amount: '金额',
    issued: '开票日期',
  },
  English: {
    title: 'E-receipt check',
    unknown: 'No such receipt',
    valid: '✓ This receipt is genuine (demo issuer)',
    voided: 'This receipt has been voided by a red-letter receipt',
    code: 'Receipt code',
    number: 'Receipt no.',
    payer: 'Payer',
    project: 'Project',
    amount: 'Amount',
    issued: 'Issued on',
  },
} as const;

/**
 * The page an e-receipt's QR code opens (the demo issuer's; a province's platform has its own):
 * number and check code together confirm the receipt, with the payer masked. Anything else is
 * 查无此票据, with no hint of which part was wrong. In the scanning browser's language.
 */
export async function renderReceiptVerifyPage(
  db: Db,
  invoiceNo: string,
  checkCode: string,
  language: Language,
) {
  const text = TEXTS[language];
  const found =
    /^\d{10}$/.test(invoiceNo) && /^[0-9A-F]{6}$/.test(checkCode)
      ? await findReceiptByInvoice(db, invoiceNo, checkCode)
      : undefined;
  if (!found) {
    return {
      found: false,
      html: plainPage(
        text.title,
        `<h1>${escapeHtml(text.title)}</h1><div class="state unknown">${escapeHtml(text.unknown)}</div>`,
        language,
      ),
    };
  }
  const state = found.voidedAt ? text.voided : text.valid;
  return {
    found: true,
    html: plainPage(
      text.title,
      `<h1>${escapeHtml(text.title)}</h1><div class="state ${found.voidedAt ? 'voided' : 'valid'}">${escapeHtml(state)}</div>${factsList(
        [
          [text.code, found.invoiceCode],
          [text.number, found.invoiceNo],
          [text.payer, maskDonorName(found.donorName)],
          [text.project, pickText(language, found.projectName, found.projectNameEn)],
          [text.amount, `¥${formatFen(found.moneyFen + found.refundedFen)}`],
          [text.issued, trimWireDate(toWireDate(found.issuedAt), 10)],
        ],
      )}`,
      language,
    ),
  };
}
