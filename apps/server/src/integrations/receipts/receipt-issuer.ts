/**
 * A province's fiscal e-receipt platform (财政电子票据, 财综〔2024〕1号) behind a small interface:
 * issue a 公益事业捐赠统一票据 for a paid gift, ask about one, and void it (红冲) after a refund.
 * Calls are idempotent on the business number (our receipt id): asking twice gives one receipt.
 */
export type ReceiptIssueRequest = {
  /** Our receipt's id: the platform's business number, so a retried call issues nothing new. */
  businessNo: string;
  billNo: string;
  /** 交款人 */
  payerName: string;
  payerIdLabel: '统一社会信用代码' | '身份证号';
  payerId: string;
  projectName: string;
  amountFen: number;
  paidAt: Date;
  remark: string;
  foundationName: string;
  /**
   * Where donors reach the foundation's site. A fiscal platform prints its own verification page;
   * the demo issuer, which has none, prints ours there.
   */
  siteUrl: string;
};

export type IssuedReceipt = {
  /** 票据代码, 票据号码, 校验码 */
  invoiceCode: string;
  invoiceNo: string;
  checkCode: string;
  issuedAt: Date;
  /** The receipt as the platform renders it (PDF). */
  pdf: Uint8Array;
};

export type ReceiptIssuer = {
  readonly name: string;
  issue(request: ReceiptIssueRequest): Promise<IssuedReceipt>;
  /** The receipt issued for a business number, or null when none was. */
  query(request: ReceiptIssueRequest): Promise<IssuedReceipt | null>;
  /** 红冲: the void receipt (PDF) that reverses an issued one. */
  void(request: ReceiptIssueRequest & { invoiceCode: string; invoiceNo: string; reason: string }): Promise<{
    pdf: Uint8Array;
  }>;
};
