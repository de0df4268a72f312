import { setTimeout as sleep } from 'node:timers/promises';
import { threadId } from 'node:worker_threads';
import { DEFAULT_CERTIFICATE_TEMPLATE } from '@alma/shared/documents/certificate-template';
import { afterEach, describe, expect, it } from 'vitest';
import type { CertificateInput, ReceiptPdfInput, StatementInput } from './document-inputs.ts';
import { type DocumentRenderer, makeRenderPool, type RenderEvent } from './render-pool.ts';

const certificate: CertificateInput = {
  template: DEFAULT_CERTIFICATE_TEMPLATE,
  donorName: '张三丰',
  projectName: '百年校庆·图书馆建设基金',
  amountText: '人民币 1,234.50 元',
  dateText: '2025年3月8日',
  serialNo: 'ALMA-2025-000123',
  verifyUrl: 'https://alma.example.org/verify/c/1',
  foundationName: '示例大学教育发展基金会',
};

const receipt: ReceiptPdfInput = {
  invoiceCode: '11010125',
  invoiceNo: '0000123456',
  checkCode: 'a1b2c3',
  issuedAt: '2025-03-08 14:20:00',
  payerName: '张三丰',
  payerIdLabel: '身份证号',
  payerId: '110101199003071234',
  projectName: '百年校庆·图书馆建设基金',
  amountFen: 123_450,
  remark: '',
  foundationName: '示例大学教育发展基金会',
  verifyUrl: 'https://alma.example.org/verify/r/1',
  demo: true,
  voided: false,
};

const statement: StatementInput = {
  foundationName: '示例大学教育发展基金会',
  donorName: '张三丰',
  year: 2025,
  rows: Array.from({ length: 500 }, (_, index) => ({
    date: '2025-03-08',
    projectName: '助学金',
    billNo: `D${index}`,
    amountFen: 100,
  })),
  generatedAt: '2026-01-05 10:00:00',
};

const PNG = [0x89, 0x50, 0x4e, 0x47];
const PDF = [0x25, 0x50, 0x44, 0x46]; // %PDF

let pool: DocumentRenderer | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

describe('makeRenderPool', () => {
  it('renders two documents at once, each on its own worker thread', async () => {
    const events: RenderEvent[] = [];
    pool = makeRenderPool({ maxThreads: 2, onRendered: (event) => events.push(event) });
    const [png] = await Promise.all([pool.certificatePng(certificate), pool.receiptPdf(receipt)]);
    expect([...(png ?? []).subarray(0, 4)]).toEqual(PNG);

    // Both threads are up now; two statements (≥ 300 ms each) given at once run side by side.
    events.length = 0;
    const [first, second] = await Promise.all([pool.statementPdf(statement), pool.statementPdf(statement)]);
    expect([...(first ?? []).subarray(0, 4)]).toEqual(PDF);
    expect(second?.byteLength).toBe(first?.byteLength);
    const [a, b] = events;
    if (!a || !b) throw new Error('two renders were reported');
    expect(new Set([a.threadId, b.threadId, threadId]).size).toBe(3);
    expect(a.startedAt < b.finishedAt && b.startedAt < a.finishedAt).toBe(true);
  });

  it('keeps the event loop ticking while 8 documents render', async () => {
    const events: RenderEvent[] = [];
    pool = makeRenderPool({ maxThreads: 2, onRendered: (event) => events.push(event) });
    // Start the threads first: their one-off start-up is not what this measures.
    await Promise.all([pool.receiptPdf(receipt), pool.receiptPdf(receipt)]);

    let last = performance.now();
    let longestGap = 0;
    let ticks = 0;
    const timer = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
      ticks += 1;
    }, 10);
    const started = performance.now();
    const documents = await Promise.all([
      pool.statementPdf(statement),
      pool.certificatePng(certificate),
      pool.receiptPdf(receipt),
      pool.certificatePng(certificate),
      pool.statementPdf(statement),
      pool.receiptPdf({ ...receipt, voided: true }),
      pool.certificatePng(certificate),
      pool.receiptPdf(receipt),
    ]);
    const elapsed = performance.now() - started;
    clearInterval(timer);

    expect(documents.map((bytes) => [...bytes.subarray(0, 4)])).toEqual([
      PDF,
      PNG,
      PDF,
      PNG,
      PDF,
      PDF,
      PNG,
      PDF,
    ]);
    // Had any document rendered on the main thread, some tick would have waited as long as that
    // render took (a 500-row statement: ≥ 300 ms). Measured against the renders themselves, so a
    // busy machine that slows both does not make the test flaky.
    const longestRender = Math.max(...events.slice(2).map((event) => event.finishedAt - event.startedAt));
    expect(longestRender).toBeGreaterThan(200);
    expect(longestGap).toBeLessThan(longestRender / 2);
    expect(ticks).toBeGreaterThan(elapsed / 10 / 3);
  });

  it('lets idle threads go and starts new ones for later work', async () => {
    const events: RenderEvent[] = [];
    pool = makeRenderPool({ maxThreads: 1, idleTimeoutMs: 100, onRendered: (event) => events.push(event) });
    await pool.receiptPdf(receipt);
    await sleep(600);
    await pool.receiptPdf(receipt);
    expect(events.map((event) => event.task)).toEqual(['receiptPdf', 'receiptPdf']);
    expect(events[1]?.threadId).not.toBe(events[0]?.threadId);
  });

  it('passes a renderer error back to the caller', async () => {
    pool = makeRenderPool({ maxThreads: 1 });
    await expect(pool.receiptPdf({ ...receipt, amountFen: -1 })).rejects.toThrow(/amountFen/);
  });
});
