import { toWireDate, trimWireDate } from '@alma/shared/dates/wire-date';
import { formatFen } from '@alma/shared/money/money';
import { maskDonorName } from '@alma/shared/validation/display';
import type { Db } from '../../db/client.ts';
import { escapeHtml, factsList, plainPage } from '../../http/plain-page.ts';
import { findReceiptByInvoice } from './repository.ts';

/**
 * The page an e-receipt's QR code opens (the demo issuer's; a province's platform has its own):
 * number and check code together confirm the receipt, with the payer masked. Anything else is
 * 查无此票据, with no hint of which part was wrong.
 */
export async function renderReceiptVerifyPage(db: Db, invoiceNo: string, checkCode: string) {
  const found =
    /^\d{10}$/.test(invoiceNo) && /^[0-9A-F]{6}$/.test(checkCode)
      ? await findReceiptByInvoice(db, invoiceNo, checkCode)
      : undefined;
  if (!found) {
    return {
      found: false,
      html: plainPage('电子票据查验', '<h1>电子票据查验</h1><div class="state unknown">查无此票据</div>'),
    };
  }
  const state = found.voidedAt ? '该票据已冲红作废' : '✓ 票据真实有效（演示开票）';
  return {
    found: true,
    html: plainPage(
      '电子票据查验',
      `<h1>电子票据查验</h1><div class="state ${found.voidedAt ? 'voided' : 'valid'}">${escapeHtml(state)}</div>${factsList(
        [
          ['票据代码', found.invoiceCode],
          ['票据号码', found.invoiceNo],
          ['交款人', maskDonorName(found.donorName)],
          ['项目', found.projectName],
          ['金额', `¥${formatFen(found.moneyFen + found.refundedFen)}`],
          ['开票日期', trimWireDate(toWireDate(found.issuedAt), 10)],
        ],
      )}`,
    ),
  };
}
