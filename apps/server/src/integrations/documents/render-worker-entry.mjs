// Piscina starts each render thread on this file with a plain import(). Vitest's TypeScript
// transform does not reach worker threads, and `node --import tsx` only does through inherited
// flags, so the worker loads its TypeScript through tsx's API itself: the same in both.
import { tsImport } from 'tsx/esm/api';

const worker = await tsImport('./render-worker.ts', import.meta.url);

export const {
  certificatePng,
  receiptPdf,
  statementPdf,
  annualReportPdf,
  agreementPdf,
  agreementPagePng,
  sealAgreement,
  pdfPagePng,
} = worker;
