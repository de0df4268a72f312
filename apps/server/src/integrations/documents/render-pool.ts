import { availableParallelism } from 'node:os';
import type { Piscina } from 'piscina';
import { workerEntry } from '../../runtime.ts';
import type {
  AgreementDocInput,
  AgreementSealInput,
  AnnualReportInput,
  CertificateInput,
  ReceiptPdfInput,
  StatementInput,
} from './document-inputs.ts';
import type { RenderedDocument } from './render-worker.ts';

/**
 * Documents render on worker threads (issue 12): a certificate takes ~100–200 ms of CPU and a
 * statement of 500 gifts ~350 ms, which on the main thread would stall every request behind them.
 * One thread fewer than the cores leaves one for the event loop; threads start on the first
 * render (each loads ~25 MB of fonts) and exit after IDLE_TIMEOUT_MS without work.
 */

export type DocumentRenderer = {
  certificatePng(input: CertificateInput): Promise<Uint8Array>;
  receiptPdf(input: ReceiptPdfInput): Promise<Uint8Array>;
  statementPdf(input: StatementInput): Promise<Uint8Array>;
  annualReportPdf(input: AnnualReportInput): Promise<Uint8Array>;
  agreementPdf(input: AgreementDocInput): Promise<Uint8Array>;
  agreementPagePng(input: AgreementDocInput, pageIndex: number): Promise<Uint8Array>;
  sealAgreement(input: AgreementSealInput): Promise<Uint8Array>;
  /** A page of a PDF made elsewhere (a fiscal receipt) as a PNG `widthPx` wide. */
  pdfPagePng(pdf: Uint8Array, pageIndex: number, widthPx: number): Promise<Uint8Array>;
  close(): Promise<void>;
};

export type RenderTask =
  | 'certificatePng'
  | 'receiptPdf'
  | 'statementPdf'
  | 'annualReportPdf'
  | 'agreementPdf'
  | 'agreementPagePng'
  | 'sealAgreement'
  | 'pdfPagePng';

/** One finished render: which thread, how long it worked, and how large the file is. */
export type RenderEvent = {
  task: RenderTask;
  threadId: number;
  startedAt: number;
  finishedAt: number;
  bytes: number;
};

export type RenderPoolOptions = {
  maxThreads?: number;
  idleTimeoutMs?: number;
  /** Called after each render, for logs and metrics (and the tests' proof of threads). */
  onRendered?: (event: RenderEvent) => void;
};

const IDLE_TIMEOUT_MS = 30_000;
const WORKER_ENTRY = workerEntry('render-worker', new URL('./render-worker-entry.mjs', import.meta.url)).href;

export function makeRenderPool(options: RenderPoolOptions = {}): DocumentRenderer {
  // The pool (and piscina itself) is made for the first render: a start never waits for it.
  let pool: Promise<Piscina<unknown, RenderedDocument>> | undefined;
  const poolOf = () => {
    pool ??= import('piscina').then(
      ({ Piscina }) =>
        new Piscina<unknown, RenderedDocument>({
          filename: WORKER_ENTRY,
          name: 'render',
          minThreads: 0,
          maxThreads: options.maxThreads ?? Math.max(1, availableParallelism() - 1),
          idleTimeout: options.idleTimeoutMs ?? IDLE_TIMEOUT_MS,
          // With piscina's default ('sync') a thread waits between tasks in Atomics.wait, so its event
          // loop never turns and resvg's ~6.6 MB pixel buffers are never freed: measured, ~7 MB more per
          // certificate (bench/render-load.ts: 7.6 GB after 1,000). 'async' lets the loop run between tasks.
          atomics: 'async',
          // Renders use the CPU the requests leave: the lowest priority (Linux; ignored elsewhere). At +10
          // itemsList p99 was 5.7× idle while 1,000 renders ran on 2 cores; at +19, 1.7× (render-load.ts).
          niceIncrement: 19,
        }),
    );
    return pool;
  };

  const run = async (task: RenderTask, input: unknown): Promise<Uint8Array> => {
    const result = await (await poolOf()).run(input, { name: task });
    options.onRendered?.({
      task,
      threadId: result.threadId,
      startedAt: result.startedAt,
      finishedAt: result.finishedAt,
      bytes: result.bytes.byteLength,
    });
    return result.bytes;
  };

  return {
    certificatePng: (input) => run('certificatePng', input),
    receiptPdf: (input) => run('receiptPdf', input),
    statementPdf: (input) => run('statementPdf', input),
    annualReportPdf: (input) => run('annualReportPdf', input),
    agreementPdf: (input) => run('agreementPdf', input),
    agreementPagePng: (input, pageIndex) => run('agreementPagePng', { input, pageIndex }),
    sealAgreement: (input) => run('sealAgreement', input),
    pdfPagePng: (pdf, pageIndex, widthPx) => run('pdfPagePng', { pdf, pageIndex, widthPx }),
    close: async () => {
      if (pool) await (await pool).close();
    },
  };
}
