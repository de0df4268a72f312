import type { TSuccessData } from '@alma/shared/api/donate';
import type { Language } from '@alma/shared/i18n/language';
import { pickText } from '@alma/shared/i18n/pick-text';
import { isStanding } from '@alma/shared/orders/order-status';
import { displayNickname } from '@alma/shared/validation/display';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/envelope.ts';
import { findOwnCertificateOfDonation } from '../certificates/paid-order-service.ts';
import { certificateImgOf } from '../certificates/service.ts';
import type { DocumentLinks } from '../documents/document-links.ts';
import { cancelOrder, expireIfDue } from '../ledger/close-service.ts';
import { findOwnOrder, findPaidOrderView, type OrderRow } from './repository.ts';

/** The user's own order, with a due expiry applied first, so every read sees the true state. */
export async function ownOrder(db: Db, userId: number, billNo: string, now: Date): Promise<OrderRow> {
  const order = await findOwnOrder(db, userId, billNo);
  if (!order) throw notFound();
  if (!isDue(order, now)) return order;
  await expireIfDue(db, billNo, now);
  return (await findOwnOrder(db, userId, billNo)) ?? order;
}

const isDue = (order: OrderRow, now: Date) =>
  order.status === 'PENDING' && order.expiresAt !== null && order.expiresAt <= now;

/** items/payback: 1 when paid (a gift that stands), else 0. */
export async function getPayback(db: Db, userId: number, billNo: string, now = new Date()): Promise<0 | 1> {
  const order = await ownOrder(db, userId, billNo, now);
  return isStanding(order.status) ? 1 : 0;
}

/**
 * items/cancel: the user's own unpaid order is closed (its provider is told by the order.closed
 * event's job); anything else is left as it is.
 */
export async function cancelOwnOrder(
  db: Db,
  userId: number,
  billNo: string,
  now = new Date(),
): Promise<null> {
  await ownOrder(db, userId, billNo, now);
  await cancelOrder(db, billNo, { userId }, now);
  return null;
}

/** items/success: only for the user's own paid order. */
export async function getSuccessData(
  deps: { db: Db; links: DocumentLinks },
  userId: number,
  billNo: string,
  language: Language,
): Promise<TSuccessData> {
  const view = await findPaidOrderView(deps.db, userId, billNo);
  if (!view) throw notFound();
  const certificate = await findOwnCertificateOfDonation(deps.db, userId, view.donationId);
  return {
    avatar: view.avatar,
    name: displayNickname(view.nickname, language),
    itemsName: pickText(language, view.itemsName, view.itemsNameEn),
    itemsId: view.itemsId,
    itemsIntro: pickText(language, view.itemsIntro, view.itemsIntroEn),
    itemsThumbnailImg: view.itemsThumbnailImg,
    successWord: view.successWord ?? '',
    // '' while the certificate is drawn (证书生成中) or when the gift earns none.
    certificateImg: certificate && !certificate.voidedAt ? certificateImgOf(deps.links, certificate) : '',
  };
}
