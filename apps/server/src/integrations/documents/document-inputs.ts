import type { TAgreementPlacement } from '@alma/shared/agreements/agreement-template';
import type { TCertificateTemplate } from '@alma/shared/documents/certificate-template';

/**
 * What each renderer takes. Plain, structured-cloneable data only (strings, numbers, booleans,
 * Uint8Array): these cross to a worker thread, and everything is already formatted for people
 * (amount text, dates) by the caller except fen on the fiscal receipt and statement, whose 大写
 * must be computed from the exact integer.
 */

export type CertificateInput = {
  template: TCertificateTemplate;
  /** The template's background picture, PNG or JPEG bytes; undefined draws the default frame. */
  backgroundImage?: Uint8Array | undefined;
  /** The template's seal picture, PNG (transparent) or JPEG; undefined draws the default seal. */
  sealImage?: Uint8Array | undefined;
  /** The donor's name, or the certificate title the donor chose (anonymous gifts). */
  donorName: string;
  projectName: string;
  /** e.g. "人民币 1,234.50 元" or "图书 3 册". */
  amountText: string;
  /** e.g. "2025年3月8日". */
  dateText: string;
  serialNo: string;
  /** The public page that confirms this certificate; the QR code encodes it. */
  verifyUrl: string;
  foundationName: string;
};

export type PayerIdLabel = '统一社会信用代码' | '身份证号';

export type ReceiptPdfInput = {
  /** 票据代码 */
  invoiceCode: string;
  /** 票据号码 */
  invoiceNo: string;
  /** 校验码 */
  checkCode: string;
  /** 开票日期, a wire date `YYYY-MM-DD HH:mm:ss` (Asia/Shanghai). */
  issuedAt: string;
  /** 交款人 */
  payerName: string;
  /** 统一社会信用代码 for an enterprise, 身份证号 for a person (printed masked). */
  payerIdLabel: PayerIdLabel;
  payerId: string;
  projectName: string;
  amountFen: number;
  /** 备注 */
  remark: string;
  /** 收款单位 */
  foundationName: string;
  verifyUrl: string;
  /** 复核人 and 收款人, when the foundation prints them. */
  reviewer?: string | undefined;
  payee?: string | undefined;
  /** A sandbox receipt: printed with a banner saying it is no fiscal bill. */
  demo: boolean;
  /** Reversed by a 红冲 (red-letter) receipt: printed with a VOID mark. */
  voided: boolean;
};

export type StatementRow = {
  /** The day the gift was paid, e.g. "2025-03-08". */
  date: string;
  projectName: string;
  billNo: string;
  amountFen: number;
};

export type StatementInput = {
  foundationName: string;
  donorName: string;
  year: number;
  rows: StatementRow[];
  /** A wire date `YYYY-MM-DD HH:mm:ss`. */
  generatedAt: string;
};

/** One table of the annual report: a header, rows of text cells, and a bold total row. */
export type AnnualReportTable = {
  title: string;
  columns: string[];
  rows: string[][];
  total: string[];
};

/** The annual report for the board and the annual inspection (年检), already in words and yuan. */
export type AnnualReportInput = {
  foundationName: string;
  year: number;
  /** Lines under the title: the period, the year's totals, donors, e-receipts issued. */
  summary: string[];
  tables: AnnualReportTable[];
  /** A wire date `YYYY-MM-DD HH:mm:ss`. */
  generatedAt: string;
};

/** A donation agreement (issue 23): what agreement-layout.ts lays out, already filled and worded. */
export type AgreementDocInput = {
  /** e.g. "A-2026-000123", printed at the foot of every page. */
  agreementNo: string;
  title: string;
  /** The template's text with its placeholders filled; paragraphs separated by newlines. */
  body: string;
  /** The donor's line of the signing block, e.g. "甲方（捐赠人）签字：". */
  donorLabel: string;
  /** The foundation's line, e.g. "乙方（受赠人）：某某基金会（盖章）". */
  foundationLabel: string;
  placement: TAgreementPlacement;
  /** A signed version: the signature picture (PNG) in its box, and the day beside it. */
  signed: boolean;
  signatureImage?: Uint8Array | undefined;
  signedDate?: string | undefined;
  /** The seal drawn in (the sealed version's page pictures; the sealed PDF gets it from sealing). */
  sealed: boolean;
  /** Whose seal: the foundation's name around the round seal (agreementSealPng). */
  foundationName: string;
  /** The evidence page appended to a signed version. */
  evidence?: { title: string; intro: string; rows: Array<[string, string]> } | undefined;
  /** 'zh-CN' or 'en': the PDF's language. */
  language: 'zh-CN' | 'en';
};

/** Sealing a signed agreement: its PDF, the foundation's PKCS#12, and the agreement the seal's place is laid out from. */
export type AgreementSealInput = {
  signedPdf: Uint8Array;
  p12: Uint8Array;
  passphrase: string;
  /** The signed version's drawing input: the seal goes where its layout puts it. */
  agreement: AgreementDocInput;
  reason: string;
  location: string;
  /** ISO time of the sealing. */
  signingTime: string;
};
