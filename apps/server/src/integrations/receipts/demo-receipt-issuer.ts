import { createHmac } from 'node:crypto';
import { toWireDate } from '@alma/shared/dates/wire-date';
import type { DocumentRenderer } from '../documents/render-pool.ts';
import type { IssuedReceipt, ReceiptIssueRequest, ReceiptIssuer } from './receipt-issuer.ts';

/**
 * The demo issuer: no fiscal platform, so it draws the receipt itself with every field the rule
 * asks for and a banner saying it is a demo and no fiscal bill. Its numbers come from the business
 * number and a key, so asking again gives the same receipt (as the real platforms promise).
 */
export function makeDemoReceiptIssuer(options: {
  key: Buffer;
  renderer: Pick<DocumentRenderer, 'receiptPdf'>;
  verifyUrlOf: (invoiceNo: string, checkCode: string, siteUrl: string) => string;
}): ReceiptIssuer {
  const numbersOf = (request: ReceiptIssueRequest) => {
    const mac = createHmac('sha256', options.key).update(request.businessNo).digest();
    const year = request.paidAt.getUTCFullYear() % 100;
    return {
      // 8 digits: region (demo 99), the kind 01 (捐赠票据), the year, 00.
      invoiceCode: `9901${String(year).padStart(2, '0')}00`,
      invoiceNo: request.businessNo.padStart(10, '0'),
      checkCode: mac.toString('hex').slice(0, 6).toUpperCase(),
    };
  };
  const draw = async (
    request: ReceiptIssueRequest,
    issuedAt: Date,
    voided: boolean,
  ): Promise<IssuedReceipt> => {
    const numbers = numbersOf(request);
    const pdf = await options.renderer.receiptPdf({
      ...numbers,
      issuedAt: toWireDate(issuedAt) ?? '',
      payerName: request.payerName,
      payerIdLabel: request.payerIdLabel,
      payerId: request.payerId,
      projectName: request.projectName,
      amountFen: request.amountFen,
      remark: request.remark,
      foundationName: request.foundationName,
      verifyUrl: options.verifyUrlOf(numbers.invoiceNo, numbers.checkCode, request.siteUrl),
      demo: true,
      voided,
    });
    return { ...numbers, issuedAt, pdf };
  };
  return {
    name: 'demo',
    // Issued on the day the money arrived: the demo has no later day to prefer.
    issue: (request) => draw(request, new Date(), false),
    query: async () => null,
    async void(request) {
      const voided = await draw(request, new Date(), true);
      return { pdf: voided.pdf };
    },
  };
}
