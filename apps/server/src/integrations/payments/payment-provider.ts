/**
 * One interface per payment provider (DESIGN.md §4). Services call it; which provider serves a
 * pay type is configuration (provider-registry.ts). Money is fen throughout.
 */

/** The server page a provider's own page returns the browser to (`?billNo=`); it redirects to pay-back. */
export const PAY_RETURN_PATH = '/pay/return';

export type PaymentOrder = {
  billNo: string;
  amountFen: number;
  /** Shown on the provider's page or statement: the project's name. */
  subject: string;
  payType: number;
  expiresAt: Date;
  /** The donor's WeChat openid, filled only for providers that ask for it (needsPayerOpenId). */
  payerOpenId?: string;
  /**
   * The origin the donor's browser is on, already judged trustworthy (features/payments/
   * return-origin.ts): pages that send the browser back are built on it, so the donor returns
   * where their session is. Notification addresses never use it. Unset: the server's PUBLIC_URL.
   */
  returnOrigin?: string;
};

/** What the client must do next to pay. */
export type PayAction =
  | {
      kind: 'jsapi';
      params: {
        /** WeixinJSBridge's getBrandWCPayRequest needs it with the rest. */
        appId?: string;
        timeStamp: string;
        nonceStr: string;
        package: string;
        signType: string;
        paySign: string;
      };
    }
  | { kind: 'redirect'; url: string }
  | { kind: 'form'; html: string }
  | { kind: 'cashier'; url: string }
  | { kind: 'none' };

/** A notification exactly as it arrived, so a provider can check a signature over the raw body. */
export type IncomingNotification = {
  headers: Record<string, string | string[] | undefined>;
  rawBody: string;
};

/** A notification whose signature checked out. `paid` false means the provider reports no payment. */
export type VerifiedNotification = {
  billNo: string;
  amountFen: number;
  tradeNo: string;
  paid: boolean;
};

/** What the provider wants back, so it stops resending. */
export type NotificationAck = { status: number; contentType: string; body: string };

export type PaymentQuery =
  | { state: 'paid'; amountFen: number; tradeNo: string }
  | { state: 'unpaid' }
  | { state: 'unknown' };

/**
 * What a provider said to a close: the order is closed (or never reached the provider), or it was
 * no longer open there (`ended`: paid, or closed before), which only a query tells apart.
 */
export type CloseAnswer = 'closed' | 'ended';

export type PaymentProvider = {
  readonly name: string;
  /** True when create needs PaymentOrder.payerOpenId (WeChat Pay JSAPI); the order path looks it up. */
  readonly needsPayerOpenId?: boolean;
  /**
   * True when the provider pays the WeChat pay types (1, 15) in any browser, not only inside
   * WeChat (the sandbox, when configured so): formDetail tells the form it may offer them anywhere.
   */
  readonly anyBrowser?: boolean;
  create(order: PaymentOrder): Promise<PayAction>;
  /** Null when the signature (or the notification's shape) is wrong: nothing may change then. */
  verifyNotification(notification: IncomingNotification): Promise<VerifiedNotification | null>;
  ack(accepted: boolean): NotificationAck;
  query(billNo: string): Promise<PaymentQuery>;
  close(billNo: string): Promise<CloseAnswer>;
  /**
   * Gives `amountFen` of a paid order back. The same refundNo asked again is the same refund (both
   * real providers promise it), which is how a refund left processing is confirmed later.
   */
  refund(request: RefundRequest): Promise<RefundAnswer>;
  /**
   * The provider's bill of one Asia/Shanghai day (`YYYY-MM-DD`), for reconciliation (对账): every
   * payment and refund it made that day. Absent: the provider gives no daily bill.
   */
  tradeBill?(date: string): Promise<TradeBillLine[]>;
};

/**
 * One line of a provider's daily bill. `billNo` is our order number (out_trade_no); `status` is
 * what the bill says of a payment now: kept (`paid`), since refunded in whole or in part
 * (`refunded`), or closed; a refund line is `refunded`.
 */
export type TradeBillLine = {
  tradeNo: string;
  billNo: string;
  amountFen: number;
  kind: 'payment' | 'refund';
  /** Our refund number (out_refund_no), on a refund line. */
  refundNo?: string;
  at: Date;
  status: 'paid' | 'refunded' | 'closed';
};

/**
 * A refund of `amountFen` of an order's payment. `tradeNo` names the provider's payment when it is
 * not the one that paid the order (a second payment of it): the refund is of that payment.
 */
export type RefundRequest = { billNo: string; refundNo: string; amountFen: number; tradeNo?: string };

/**
 * A provider's answer to a refund: done, accepted but still going (`processing`: ask again later
 * with the same refund number), or refused, with the provider's code and words when it gave them.
 */
export type RefundAnswer = { accepted: true; processing?: true } | { accepted: false; reason?: string };
