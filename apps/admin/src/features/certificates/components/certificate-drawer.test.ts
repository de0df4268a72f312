import type { TCertificateQueueRow } from '@alma/shared/admin-api/fulfilment';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderToHtml, textOf } from '../../../lib/render-to-text.test-helper.ts';
import { CertificateDetails } from './certificate-drawer.tsx';
import '../messages.ts';

const row: TCertificateQueueRow = {
  id: 9,
  serialNo: 'ZS-2025-0009',
  billNo: 'D202503070001',
  itemsId: 12,
  itemsName: '图书馆修缮',
  titleName: '张三',
  money: 5000,
  paidAt: '2025-03-07 14:05:00',
  appliedAt: '2025-03-07 14:06:00',
  status: 1,
  certificateWay: 2,
  expressCompany: '',
  expressNo: '',
  postalContact: '张三',
  postalMobile: '13800000001',
  postalAddress: '北京市海淀区',
  imageUrl: '/files/certificate-9.png',
  voided: false,
  agreementNo: 'XY 2025/7',
  agreementId: 31,
};

const READ_AGREEMENTS = ['GET /agreements'];

const drawn = (
  shown: TCertificateQueueRow,
  routes: string[] = READ_AGREEMENTS,
  language: 'zh_CN' | 'English' = 'zh_CN',
) => renderToHtml(createElement(CertificateDetails, { row: shown }), { routes, language });

describe('the agreement a certificate’s order paid', () => {
  it('is shown as 关联协议, a link to the agreements page searching its number', async () => {
    const html = await drawn(row);
    expect(textOf(html)).toContain('关联协议 XY 2025/7');
    // The number travels in the address whole, whatever it holds.
    expect(html).toContain('href="/agreements?q=XY%202025%2F7"');
    expect(textOf(await drawn(row, READ_AGREEMENTS, 'English'))).toContain('Agreement XY 2025/7');
  });

  it('is a number without a link for those who may not read agreements', async () => {
    const html = await drawn(row, []);
    expect(textOf(html)).toContain('关联协议 XY 2025/7');
    expect(html).not.toContain('/agreements?');
  });

  it('is not shown when the order paid no agreement', async () => {
    const html = await drawn({ ...row, agreementNo: '', agreementId: null });
    expect(textOf(html)).not.toContain('关联协议');
    expect(html).not.toContain('/agreements?');
  });
});
