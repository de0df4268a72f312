import type { TReceiptQueueRow } from '@alma/shared/admin-api/fulfilment';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderToHtml, textOf } from '../../../lib/render-to-text.test-helper.ts';
import { ReceiptDetails } from './receipt-drawer.tsx';
import '../messages.ts';

const row: TReceiptQueueRow = {
  id: 5,
  billNo: 'D202503070001',
  itemsName: '图书馆修缮',
  money: 5000,
  paidAt: '2025-03-07 14:05:00',
  createdAt: '2025-03-07 14:06:00',
  status: 7,
  donorType: 1,
  donorName: '张三',
  receiptType: 2,
  receiptWay: 3,
  invoiceNo: 'FP0012345',
  issuedAt: '2025-03-08 09:00:00',
  destination: 'zhang@example.com',
  expressCompany: '',
  expressNo: '',
  fileUrl: '/files/receipt-5.pdf',
  voided: false,
  sendState: 'sent',
  agreementNo: 'XY20250301-0007',
  agreementId: 31,
};

const READ_AGREEMENTS = ['GET /agreements'];

const drawn = (
  shown: TReceiptQueueRow,
  routes: string[] = READ_AGREEMENTS,
  language: 'zh_CN' | 'English' = 'zh_CN',
) => renderToHtml(createElement(ReceiptDetails, { row: shown }), { routes, language });

describe('the agreement a receipt’s order paid', () => {
  it('is shown as 关联协议, a link to the agreements page searching its number', async () => {
    const html = await drawn(row);
    expect(textOf(html)).toContain('关联协议 XY20250301-0007');
    expect(html).toContain('href="/agreements?q=XY20250301-0007"');
    expect(textOf(await drawn(row, READ_AGREEMENTS, 'English'))).toContain('Agreement XY20250301-0007');
  });

  it('is a number without a link for those who may not read agreements', async () => {
    const html = await drawn(row, []);
    expect(textOf(html)).toContain('关联协议 XY20250301-0007');
    expect(html).not.toContain('/agreements?');
  });

  it('is not shown when the order paid no agreement', async () => {
    const html = await drawn({ ...row, agreementNo: '', agreementId: null });
    expect(textOf(html)).not.toContain('关联协议');
    expect(html).not.toContain('/agreements?');
  });
});
