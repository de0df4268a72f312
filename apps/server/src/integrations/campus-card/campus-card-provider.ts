/**
 * A school's campus-card system (pay type 9) as the server sees it. Unlike the other providers it
 * needs the donor's card credentials to take money, so payments charge it inside the donate
 * request itself (features/payments/campus-card-settlement.ts). Money is fen throughout.
 */

export type CampusCardCredentials = { stuWorkNo: string; password: string };

/** An unknown card and a wrong password answer alike, so card numbers cannot be probed. */
export type CardBalance =
  | { kind: 'ok'; balanceFen: number }
  | { kind: 'wrongCredentials' }
  | { kind: 'unavailable' };

export type CardCharge =
  | { kind: 'paid'; tradeNo: string; amountFen: number }
  | { kind: 'insufficient' }
  | { kind: 'wrongCredentials' }
  | { kind: 'unavailable' };

export type CardChargeQuery = { state: 'paid'; amountFen: number; tradeNo: string } | { state: 'unpaid' };

export type CampusCardProvider = {
  balance(credentials: CampusCardCredentials): Promise<CardBalance>;
  /**
   * Takes `amountFen` for the order `billNo`, at most once: a retried charge of the same bill
   * answers the first one's result and takes nothing more.
   */
  charge(request: CampusCardCredentials & { billNo: string; amountFen: number }): Promise<CardCharge>;
  query(billNo: string): Promise<CardChargeQuery>;
  /** Gives a charge back once; an unknown or already refunded bill is not accepted. */
  refund(billNo: string): Promise<{ accepted: boolean }>;
};
