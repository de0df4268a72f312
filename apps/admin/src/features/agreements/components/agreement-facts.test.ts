import type { TAgreementDetail } from '@alma/shared/admin-api/agreements';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderToHtml, textOf } from '../../../lib/render-to-text.test-helper.ts';
import { AgreementFacts } from './agreement-facts.tsx';
import '../messages.ts';

const paid: TAgreementDetail = {
  id: 31,
  agreementNo: 'XY-7',
  flow: 'cpu',
  status: 'FUNDS_RECEIVED',
  itemsId: 12,
  projectTitle: '图书馆修缮',
  donorName: '张三',
  donorMobile: '138****0001',
  amount: 5000,
  createdAt: '2025-03-01 09:00:00',
  signedAt: '2025-03-02 10:00:00',
  billNo: 'D202503070001',
  title: '捐赠协议书',
  language: 'zh-CN',
  unsignedUrl: '/files/unsigned.pdf',
  versions: [],
  voidReason: '',
  voidedAt: '',
  voidedBy: '',
  fundsReceivedAt: '2025-03-07 14:05:00',
  donationId: 77,
  receipt: { id: 5, invoiceNo: 'FP0012345', status: 7, fileUrl: '/files/receipt-5.pdf' },
  certificate: { id: 9, serialNo: 'ZS-2025-0009', imageUrl: '/files/certificate-9.png' },
};

const drawn = (agreement: TAgreementDetail, language: 'zh_CN' | 'English' = 'zh_CN') =>
  renderToHtml(createElement(AgreementFacts, { agreement }), { language, routes: ['GET /orders'] });

describe('what paid an agreement', () => {
  it('shows the order, its receipt (number, status in words, file) and its certificate', async () => {
    const html = await drawn(paid);
    const text = textOf(html);
    expect(text).toContain('D202503070001');
    expect(text).toContain('捐赠票据 FP0012345 已发送 查看票据文件');
    expect(text).toContain('捐赠证书 ZS-2025-0009 查看证书图片');
    expect(html).toContain('href="/files/receipt-5.pdf"');
    expect(html).toContain('href="/files/certificate-9.png"');
    expect(html).toContain('href="/orders?order=D202503070001"');
  });

  it('says them in English to an English-speaking staff member', async () => {
    const text = textOf(await drawn(paid, 'English'));
    expect(text).toContain('Receipt FP0012345 Sent Open the receipt');
    expect(text).toContain('Certificate ZS-2025-0009 Open the picture');
  });

  it('shows a receipt being invoiced without a number or file, and a certificate being drawn without a link', async () => {
    const html = await drawn({
      ...paid,
      receipt: { id: 5, invoiceNo: '', status: 1, fileUrl: '' },
      certificate: { id: 9, serialNo: 'ZS-2025-0009', imageUrl: '' },
    });
    expect(textOf(html)).toContain('捐赠票据 开票中');
    expect(html).not.toContain('agreement-receipt-file');
    expect(html).not.toContain('agreement-certificate-image');
  });

  it('shows neither when there is none', async () => {
    const text = textOf(await drawn({ ...paid, receipt: null, certificate: null }));
    expect(text).not.toContain('捐赠票据');
    expect(text).not.toContain('捐赠证书');
  });
});
