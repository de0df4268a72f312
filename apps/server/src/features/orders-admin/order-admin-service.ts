import {
  PAYMENT_EVENT_KINDS,
  type TOrderDetail,
  type TOrderFilter,
  type TOrderFormData,
  type TOrderRow,
  type TOrderSort,
  type TPaymentEventKind,
} from '@alma/shared/admin-api/orders';
import type { TAdminRows } from '@alma/shared/admin-api/paging';
import { toWireDate } from '@alma/shared/dates/wire-date';
import type { Language } from '@alma/shared/i18n/language';
import { fenToYuan } from '@alma/shared/money/money';
import { isOrderStatus, isStanding, type TOrderStatus } from '@alma/shared/orders/order-status';
import { type AuditActor, recordAudit } from '../../audit/record-audit.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/envelope.ts';
import { donorMobileOf } from '../../security/mobile-number.ts';
import type { Secrets } from '../../security/secrets.ts';
import { agreementOfOrder } from '../agreements/transfer-service.ts';
import { namingObjectsOf, openRefundOf, paymentEventsOf } from '../ledger/order-reads-service.ts';
import { sqlFilterOf } from './order-filter.ts';
import { formDataView, openFormData } from './order-form-data.ts';
import { findOrderDetail, findOrderFormData, listOrders } from './order-repository.ts';
import { listRefundsOfOrder } from './refund-list-repository.ts';
import { refundRowOf } from './refund-view.ts';

const wire = (date: Date | null) => toWireDate(date) ?? '';

function orderStatusOf(status: string): TOrderStatus {
  return isOrderStatus(status) ? status : 'PENDING';
}

function eventKindOf(kind: string): TPaymentEventKind {
  return (PAYMENT_EVENT_KINDS as readonly string[]).includes(kind)
    ? (kind as TPaymentEventKind)
    : 'payment.query';
}

type RowRecord = {
  billNo: string;
  status: string;
  itemsId: number;
  itemsName: string;
  subItemsName: string | null;
  userId: number;
  donorName: string;
  nickname: string;
  payType: number;
  moneyFen: number;
  refundedFen: number;
  materialNumber: number;
  createdAt: Date;
  paidAt: Date | null;
};

export function orderRowOf(row: RowRecord): TOrderRow {
  return {
    billNo: row.billNo,
    status: orderStatusOf(row.status),
    itemsId: row.itemsId,
    itemsName: row.itemsName,
    subItemsName: row.subItemsName ?? '',
    userId: row.userId,
    donorName: row.donorName,
    nickname: row.nickname,
    payType: row.payType,
    paidMoney: fenToYuan(row.moneyFen + row.refundedFen),
    refundedMoney: fenToYuan(row.refundedFen),
    money: fenToYuan(row.moneyFen),
    materialNumber: row.materialNumber,
    createdAt: wire(row.createdAt),
    paidAt: wire(row.paidAt),
  };
}

export async function orderPage(
  database: Database,
  secrets: Secrets,
  query: TOrderFilter & { page: number; pageSize: number; sort: TOrderSort },
): Promise<TAdminRows<TOrderRow>> {
  const { rows, total } = await listOrders(database.db, sqlFilterOf(query, secrets), {
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
    oldestFirst: query.sort === 'createdAsc',
  });
  return { rows: rows.map(orderRowOf), total };
}

export async function orderDetail(
  database: Database,
  secrets: Secrets,
  billNo: string,
  language: Language,
): Promise<TOrderDetail> {
  const found = await findOrderDetail(database.db, billNo);
  if (!found) throw notFound();
  const { order } = found;
  const [events, namingObjects, refunds, open, agreement] = await Promise.all([
    paymentEventsOf(database.db, order.id),
    order.namingType > 0 ? namingObjectsOf(database.db, order.id) : Promise.resolve([]),
    listRefundsOfOrder(database.db, order.id),
    openRefundOf(database.db, order.id),
    agreementOfOrder(database.db, order.id),
  ]);
  const kept = openFormData(secrets, order.formData);
  const formData: TOrderFormData | null = kept
    ? formDataView(kept, found.fieldList ?? [], { whole: false, language })
    : null;
  return {
    ...orderRowOf({
      ...order,
      itemsName: found.itemsName,
      subItemsName: found.subItemsName,
      nickname: found.nickname,
    }),
    provider: order.provider ?? '',
    providerTradeNo: order.providerTradeNo ?? '',
    crowdType: order.crowdType,
    namingType: order.namingType,
    isAnonymous: order.isAnonymous,
    subItemsId: order.subItemsId,
    donorMobile: donorMobileOf(secrets, found.mobileBox, false),
    donorRealName: found.realName,
    fundraiser: found.together?.id
      ? { id: found.together.id, sponsor: found.together.sponsor, slogan: found.together.slogan }
      : null,
    namingObjects: namingObjects.map((object) => ({
      label: object.label,
      quantity: object.quantity,
      state: object.state,
      namedUntil: object.namedUntil ?? '',
    })),
    closedAt: wire(order.closedAt),
    refundedAt: wire(order.refundedAt),
    refundable: isStanding(order.status) && !open ? fenToYuan(order.moneyFen) : 0,
    formData,
    events: events.map((event) => ({
      id: event.id,
      kind: eventKindOf(event.kind),
      source: event.source,
      result: event.result,
      amount: event.amountFen === null ? null : fenToYuan(event.amountFen),
      reference: event.reference,
      detail: event.detail,
      refundId: event.refundId,
      staffUsername: event.staffUsername ?? '',
      createdAt: wire(event.createdAt),
    })),
    refunds: refunds.map(refundRowOf),
    agreement,
  };
}

/**
 * The order's kept form data whole, for the roles the permission table lets ask. The look is
 * recorded in the same transaction as the read, so no one sees it without a trace.
 */
export async function revealOrderFormData(
  database: Database,
  secrets: Secrets,
  actor: AuditActor,
  billNo: string,
  language: Language,
): Promise<TOrderFormData> {
  return database.db.transaction(async (tx) => {
    const order = await findOrderFormData(tx, billNo);
    if (!order) throw notFound();
    await recordAudit(tx, actor, { action: 'order.reveal', targetType: 'order', targetId: billNo });
    const kept = openFormData(secrets, order.formData);
    if (!kept) return { fields: [], certificate: [], receipt: [], postal: [] };
    return formDataView(kept, order.fieldList, { whole: true, language });
  });
}
