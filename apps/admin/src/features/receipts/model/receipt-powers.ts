import type { TReceiptPowers } from './receipt-actions.ts';

/** What a role may do to receipts, read from the permission table the server enforces. */
export function receiptPowersOf(mayCall: (routeKey: string) => boolean): TReceiptPowers {
  return {
    issue: mayCall('POST /receipts/issue'),
    resend: mayCall('POST /receipts/resend'),
    move: mayCall('POST /receipts/:id/move'),
    scan: mayCall('POST /receipts/:id/scan'),
    correct: mayCall('PUT /receipts/:id/express'),
  };
}
