import os from 'node:os';
import { threadId } from 'node:worker_threads';
import { move, transferableSymbol, valueSymbol } from 'piscina';
import { renderAgreementPagePng } from './agreement-page-png.ts';
import { renderAgreementPdf } from './agreement-pdf.ts';
import { sealAgreementPdf } from './agreement-seal.ts';
import { renderAnnualReportPdf } from './annual-report-pdf.ts';
import { renderCertificatePng } from './certificate-png.ts';
import type {
  AgreementDocInput,
  AgreementSealInput,
  AnnualReportInput,
  CertificateInput,
  ReceiptPdfInput,
  StatementInput,
} from './document-inputs.ts';
import { renderPdfPagePng } from './pdf-page-png.ts';
import { renderReceiptPdf } from './receipt-pdf.ts';
import { renderStatementPdf } from './statement-pdf.ts';

/**
 * The tasks a render thread runs (loaded through render-worker-entry.mjs). Each answers the
 * document's bytes, moved rather than copied back to the main thread, with which thread rendered
 * it and when (epoch ms, comparable across threads), for logs and the pool's tests.
 */

/**
 * A render thread yields the CPU to the event loop: on Linux a thread's nice value is its own
 * (setpriority with pid 0 names the calling thread), so the main thread — every request — is
 * scheduled first and documents take what is left. On a 2-core machine a render thread at the
 * same priority held a core against the requests (itemsList p99 2.3× idle while 1,000
 * certificates rendered). Lowering needs no privilege; where it is refused, nothing changes.
 */
try {
  os.setPriority(0, 19);
} catch {
  // Not permitted here: the thread renders at the process's priority.
}

export type RenderedDocument = { bytes: Uint8Array; threadId: number; startedAt: number; finishedAt: number };

const now = () => performance.timeOrigin + performance.now();

async function rendered(render: () => Uint8Array | Promise<Uint8Array>) {
  const startedAt = now();
  const output = await render();
  // Only a plain, whole ArrayBuffer can be transferred: resvg's Buffer may live in native
  // memory or a shared pool slab, so anything else is copied once here.
  const whole =
    !Buffer.isBuffer(output) && output.byteOffset === 0 && output.byteLength === output.buffer.byteLength;
  const bytes = whole ? output : new Uint8Array(output);
  const result: RenderedDocument = { bytes, threadId, startedAt, finishedAt: now() };
  return move({ [transferableSymbol]: bytes.buffer, [valueSymbol]: result });
}

export function certificatePng(input: CertificateInput) {
  return rendered(() => renderCertificatePng(input));
}

export function receiptPdf(input: ReceiptPdfInput) {
  return rendered(() => renderReceiptPdf(input));
}

export function statementPdf(input: StatementInput) {
  return rendered(() => renderStatementPdf(input));
}

export function annualReportPdf(input: AnnualReportInput) {
  return rendered(() => renderAnnualReportPdf(input));
}

export function agreementPdf(input: AgreementDocInput) {
  return rendered(async () => (await renderAgreementPdf(input)).bytes);
}

export function agreementPagePng({ input, pageIndex }: { input: AgreementDocInput; pageIndex: number }) {
  return rendered(() => renderAgreementPagePng(input, pageIndex));
}

export function pdfPagePng({
  pdf,
  pageIndex,
  widthPx,
}: {
  pdf: Uint8Array;
  pageIndex: number;
  widthPx: number;
}) {
  return rendered(() => renderPdfPagePng(pdf, pageIndex, widthPx));
}

export function sealAgreement(input: AgreementSealInput) {
  return rendered(() => sealAgreementPdf(input));
}
