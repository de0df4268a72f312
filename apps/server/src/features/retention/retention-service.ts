import type { Db } from '../../db/client.ts';
import type { Secrets } from '../../security/secrets.ts';
import { openJson, openKeptDetails, sealJson } from '../documents/sealed-details.ts';
import { replaceOrderDetails } from '../ledger/order-details-service.ts';
import {
  CONTACTS_ERASED_KEY,
  orderDetailsWithoutContacts,
  receiptDetailsWithoutContacts,
} from './contact-erasure.ts';
import {
  deleteEndedDonorSessions,
  deleteEndedStaffSessions,
  eraseDeliveredCertificateContacts,
  findOrdersWithDeliveryOver,
  type OrderWithContacts,
  replaceReceiptsDetails,
} from './repository.ts';
import { deliveryCutoff, endedSessionCutoff, ORDER_BATCH, ORDER_RUN_BUDGET_MS } from './retention-policy.ts';

export type RetentionDeps = { db: Db; secrets: Secrets };

/** What one run removed, by kind: counts only, never whose (the job logs and keeps these). */
export type RetentionCounts = {
  donorSessions: number;
  staffSessions: number;
  certificateContacts: number;
  orderContacts: number;
  receiptContacts: number;
  /** Sealed details this server's secret cannot open: left as they are, and counted again next run. */
  unreadable: number;
  /** The run stopped at its time budget with orders left for the next one. */
  moreLeft: boolean;
};

type Erasure = {
  id: number;
  formData: Record<string, unknown>;
  orderErased: boolean;
  receipt: { id: number; from: string; to: string } | null;
};

/**
 * One order's erasure, worked out before any write: its sealed details without contacts (unless a
 * run erased them already) and its receipt's, then the erasure's time in form_data, which tells
 * the next run what is done. Null when a box cannot be opened: nothing of the order is changed.
 */
function erasureOf(secrets: Secrets, order: OrderWithContacts, erasedAt: string): Erasure | null {
  const formData: Record<string, unknown> = { ...(order.formData ?? {}) };
  let orderErased = false;
  let receipt: Erasure['receipt'] = null;
  try {
    if (formData[CONTACTS_ERASED_KEY] == null && typeof formData.sealed === 'string') {
      const without = orderDetailsWithoutContacts(openKeptDetails(secrets, formData));
      if (without) {
        formData.sealed = secrets.seal(JSON.stringify(without));
        orderErased = true;
      }
    }
    if (order.receiptId !== null && order.receiptDetails) {
      const without = receiptDetailsWithoutContacts(openJson(secrets, order.receiptDetails));
      if (without)
        receipt = { id: order.receiptId, from: order.receiptDetails, to: sealJson(secrets, without) };
    }
  } catch {
    return null;
  }
  formData[CONTACTS_ERASED_KEY] = erasedAt;
  return { id: order.id, formData, orderErased, receipt };
}

/**
 * The retention policy (retention-policy.ts, docs/retention.md) applied at `now`: ended sessions
 * deleted; the postal and e-receipt contacts of deliveries long over blanked on certificates,
 * receipts and their orders (a batch of orders in one transaction with their receipts). Orders,
 * their money, names, receipts' numbers and credit codes, agreements and the audit trail are not
 * touched. A second run at the same time changes nothing.
 */
export async function enforceRetention(deps: RetentionDeps, now = new Date()): Promise<RetentionCounts> {
  const { db, secrets } = deps;
  const sessionsBefore = endedSessionCutoff(now);
  const deliveredBefore = deliveryCutoff(now);
  const counts: RetentionCounts = {
    donorSessions: await deleteEndedDonorSessions(db, sessionsBefore),
    staffSessions: await deleteEndedStaffSessions(db, sessionsBefore),
    certificateContacts: await eraseDeliveredCertificateContacts(db, deliveredBefore),
    orderContacts: 0,
    receiptContacts: 0,
    unreadable: 0,
    moreLeft: false,
  };
  const deadline = performance.now() + ORDER_RUN_BUDGET_MS;
  const erasedAt = now.toISOString();
  let afterId = 0;
  for (;;) {
    const orders = await findOrdersWithDeliveryOver(db, deliveredBefore, afterId, ORDER_BATCH);
    const erasures: Erasure[] = [];
    for (const order of orders) {
      const erasure = erasureOf(secrets, order, erasedAt);
      if (erasure) erasures.push(erasure);
      else counts.unreadable += 1;
    }
    if (erasures.length > 0) {
      const receiptsErased = await db.transaction(async (tx) => {
        await replaceOrderDetails(tx, erasures);
        return replaceReceiptsDetails(
          tx,
          erasures.flatMap((erasure) => (erasure.receipt ? [erasure.receipt] : [])),
        );
      });
      counts.orderContacts += erasures.filter((erasure) => erasure.orderErased).length;
      counts.receiptContacts += receiptsErased;
    }
    const last = orders.at(-1);
    if (!last || orders.length < ORDER_BATCH) break;
    if (performance.now() > deadline) {
      counts.moreLeft = true;
      break;
    }
    afterId = last.id;
  }
  return counts;
}
