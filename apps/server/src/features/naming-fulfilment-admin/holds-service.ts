import type { THoldRelease, TNamingHoldRow } from '@alma/shared/admin-api/naming-fulfilment';
import type { TAdminRows } from '@alma/shared/admin-api/paging';
import { toWireDate } from '@alma/shared/dates/wire-date';
import { AppError } from '@alma/shared/errors/app-error';
import { type AuditActor, recordAudit } from '../../audit/record-audit.ts';
import type { Database } from '../../db/client.ts';
import { donorMobileOf } from '../../security/mobile-number.ts';
import type { Secrets } from '../../security/secrets.ts';
import { cancelOrder, expireIfDue } from '../ledger/close-service.ts';
import { countHeldOf, type HoldRecord, listHolds, lockOrderByBillNo } from './holds-repository.ts';

const wire = (date: Date | null) => toWireDate(date) ?? '';

function holdRowOf(secrets: Secrets, row: HoldRecord): TNamingHoldRow {
  const kind = row.kind === 'book' ? 'book' : 'seat';
  return {
    key: `${kind}-${row.claimId}`,
    kind,
    itemsId: row.itemsId,
    itemsName: row.itemsName,
    objectLabel: row.objectLabel,
    plateName: row.plateName,
    billNo: row.billNo,
    donorName: row.donorName,
    // Staff lists never show a mobile whole (DESIGN.md §3): the order's detail has the audited reveal.
    donorMobile: donorMobileOf(secrets, row.mobileBox, false),
    heldSince: wire(row.heldSince),
    expiresAt: wire(row.expiresAt),
  };
}

/** GET /naming-holds: what unpaid naming orders hold now, the soonest to expire first. */
export async function holdPage(
  { database, secrets }: { database: Database; secrets: Secrets },
  query: { itemsId?: number | undefined; page: number; pageSize: number },
): Promise<TAdminRows<TNamingHoldRow>> {
  const { rows, total } = await listHolds(database.db, query.itemsId, {
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return { rows: rows.map((row) => holdRowOf(secrets, row)), total };
}

/**
 * POST /naming-holds/:billNo/release: the unpaid order is cancelled by the ledger's cancel, as the
 * donor's own 取消 is (its provider told by the order.closed event's job), and the release trigger
 * (donations_release_naming_holds) lets its seats go and gives its copies back in that
 * transaction — claims are never touched here. An order past its expiry is expired first, as
 * every read of an order does, and then refused like any order that is no longer unpaid. If the
 * donor pays anyway, the late-payment path re-claims what is still free or refunds.
 */
export async function releaseHold(
  deps: { database: Database },
  actor: AuditActor,
  billNo: string,
  now = new Date(),
): Promise<THoldRelease> {
  const released = await deps.database.db.transaction(async (tx) => {
    const order = await lockOrderByBillNo(tx, billNo);
    if (!order) throw new AppError('NOT_FOUND', 'error.notFound', { field: 'billNo' });
    if (order.status === 'PENDING' && order.expiresAt !== null && order.expiresAt <= now) {
      await expireIfDue(tx, billNo, now);
      return { refused: 'EXPIRED' } as const;
    }
    if (order.status !== 'PENDING') return { refused: order.status } as const;
    const held = await countHeldOf(tx, order.id);
    if (order.namingType === 0 || held.seats + held.books === 0) {
      throw new AppError('CONFLICT', 'admin.naming.holdNotNaming', { field: 'billNo' });
    }
    const cancelled = await cancelOrder(tx, billNo, { userId: null }, now);
    if (!cancelled) return { refused: 'PENDING' } as const;
    const after = await countHeldOf(tx, order.id);
    await recordAudit(tx, actor, {
      action: 'namingHold.release',
      targetType: 'order',
      targetId: billNo,
      before: { status: 'PENDING', heldSeats: held.seats, heldBooks: held.books },
      after: { status: 'CANCELLED', heldSeats: after.seats, heldBooks: after.books },
    });
    return { order, held };
  });
  // Thrown after the transaction, so an expiry found on the way is kept.
  if ('refused' in released) {
    throw new AppError('CONFLICT', 'admin.naming.holdNotPending', {
      field: 'billNo',
      status: released.refused ?? '',
    });
  }
  return { billNo, status: 'CANCELLED', seats: released.held.seats, books: released.held.books };
}
