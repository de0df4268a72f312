/**
 * Document rendering (issue 12): 200 certificate PNGs and 200 receipt PDFs through the render
 * pool, as many in flight as the pool has threads (so a figure is one document's time, not a
 * queue's). Prints p50/p95 per document against the goals: certificate PNG p95 ≤ 300 ms,
 * receipt PDF p95 ≤ 500 ms; the threads' first renders (start-up, fonts read) are warmed up first
 * and printed apart. BENCH_DOCUMENTS (default 200) sets how many of each; BENCH_THREADS the pool.
 */
import { availableParallelism } from 'node:os';
import { DEFAULT_CERTIFICATE_TEMPLATE } from '@alma/shared/documents/certificate-template';
import type {
  CertificateInput,
  ReceiptPdfInput,
} from '../apps/server/src/integrations/documents/document-inputs.ts';
import { makeRenderPool, type RenderEvent } from '../apps/server/src/integrations/documents/render-pool.ts';

const COUNT = Number(process.env.BENCH_DOCUMENTS ?? 200);
const THREADS = Number(process.env.BENCH_THREADS ?? Math.max(1, availableParallelism() - 1));
const GOALS = { certificate: 300, receipt: 500 };

// Names and projects vary from document to document, as real ones do (new glyphs to lay out).
const CHARS =
  '张王李赵刘陈杨黄周吴徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈';
const pick = (seed: number, length: number) =>
  Array.from({ length }, (_, index) => CHARS[(seed * 7 + index * 13) % CHARS.length]).join('');

function certificate(index: number): CertificateInput {
  return {
    template: DEFAULT_CERTIFICATE_TEMPLATE,
    donorName: index % 10 === 0 ? `${pick(index, 14)}科技发展有限公司` : pick(index, 2 + (index % 3)),
    projectName: `${pick(index + 1, 4)}奖学金（第${index % 9}期）`,
    amountText: `人民币 ${(index * 37 + 100).toLocaleString('en-US')}.00 元`,
    dateText: `2025年${(index % 12) + 1}月${(index % 28) + 1}日`,
    serialNo: `ALMA-2025-${String(index).padStart(6, '0')}`,
    verifyUrl: `https://alma.example.org/verify/c/${(index * 2654435761).toString(16)}`,
    foundationName: '示例大学教育发展基金会',
  };
}

function receipt(index: number): ReceiptPdfInput {
  return {
    invoiceCode: '11010125',
    invoiceNo: String(index).padStart(10, '0'),
    checkCode: (index * 40503).toString(36).slice(0, 6),
    issuedAt: '2025-03-08 14:20:00',
    payerName: pick(index, 3),
    payerIdLabel: index % 4 === 0 ? '统一社会信用代码' : '身份证号',
    payerId: index % 4 === 0 ? '91110108MA01ABCD2X' : '110101199003071234',
    projectName: `${pick(index + 3, 6)}建设基金`,
    amountFen: 100 + index * 12_345,
    remark: index % 2 ? '校友捐赠' : '',
    foundationName: '示例大学教育发展基金会',
    verifyUrl: `https://alma.example.org/verify/r/${index}`,
    demo: true,
    voided: index % 20 === 0,
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/** Runs `count` renders with `THREADS` in flight; answers each one's time from call to bytes. */
async function measure(count: number, render: (index: number) => Promise<Uint8Array>): Promise<number[]> {
  const times: number[] = [];
  let next = 0;
  const lane = async () => {
    while (next < count) {
      const index = next;
      next += 1;
      const started = performance.now();
      await render(index);
      times.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: THREADS }, lane));
  return times.sort((a, b) => a - b);
}

function report(label: string, times: number[], goal: number, events: RenderEvent[]): void {
  const p50 = percentile(times, 50);
  const p95 = percentile(times, 95);
  const work = events.map((event) => event.finishedAt - event.startedAt).sort((a, b) => a - b);
  const size = events.reduce((sum, event) => sum + event.bytes, 0) / Math.max(1, events.length) / 1024;
  console.log(
    `${label}: p50 ${p50.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms (goal p95 ≤ ${goal} ms) ${p95 <= goal ? '✓' : '✗'}` +
      `  [on the thread: p50 ${percentile(work, 50).toFixed(0)} ms, p95 ${percentile(work, 95).toFixed(0)} ms; ` +
      `${size.toFixed(0)} kB each]`,
  );
}

const events: RenderEvent[] = [];
const pool = makeRenderPool({
  maxThreads: THREADS,
  idleTimeoutMs: 60_000,
  onRendered: (event) => events.push(event),
});
console.log(
  `render pool: ${THREADS} thread(s) on ${availableParallelism()} cores; ${COUNT} of each document`,
);

const coldStart = performance.now();
await Promise.all(Array.from({ length: THREADS }, (_, index) => pool.certificatePng(certificate(index))));
console.log(
  `warm-up: first certificate on each thread ${(performance.now() - coldStart).toFixed(0)} ms (thread start, fonts read)`,
);
await Promise.all(Array.from({ length: THREADS }, (_, index) => pool.receiptPdf(receipt(index))));

events.length = 0;
const certificateTimes = await measure(COUNT, (index) => pool.certificatePng(certificate(index)));
report('certificate PNG', certificateTimes, GOALS.certificate, events.splice(0));
const receiptTimes = await measure(COUNT, (index) => pool.receiptPdf(receipt(index)));
report('receipt PDF', receiptTimes, GOALS.receipt, events.splice(0));
await pool.close();
