import type { TDonateAnswer, TDonateBody } from '@alma/shared/api/donate';
import { makesDocuments } from '@alma/shared/documents/paid-order-documents';
import { AppError } from '@alma/shared/errors/app-error';
import type { Language } from '@alma/shared/i18n/language';
import { plainAnswers } from '@alma/shared/orders/donor-answers';
import { displayNickname } from '@alma/shared/validation/display';
import { checkDonationGoods, checkDonationMoney } from '@alma/shared/validation/donation-amount';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/envelope.ts';
import type { PublicCache } from '../../http/public-cache.ts';
import type { PaymentProviders } from '../../integrations/payments/provider-registry.ts';
import type { Secrets } from '../../security/secrets.ts';
import { agreementForOrder, attachAgreementToOrder } from '../agreements/transfer-service.ts';
import type { DocumentLinks } from '../documents/document-links.ts';
import { checkDonatePermission } from '../items/service.ts';
import { makeBillNo } from '../ledger/bill-no.ts';
import { type OrderLimit, type PlacedOrder, placeOrder } from '../ledger/place-service.ts';
import { beginInRequestCharge } from '../payments/campus-card-charge-service.ts';
import { payActionFor } from '../payments/pay-action-service.ts';
import { toPayData } from '../payments/pay-data.ts';
import { payerOpenIdOf } from '../payments/payer-service.ts';
import { checkedDetails, detailsConfigOf } from './donation-details-input.ts';
import { amountRulesOf } from './form-rules.ts';
import type { DonatableItemMemo } from './item-memo.ts';
import { placeNamingDonation } from './place-naming-order.ts';
import { findByIdempotencyKey, findDonorName, subItemBelongs, togetherOfItem } from './repository.ts';
import { donateRequestHash } from './request-fingerprint.ts';

export const ORDER_TTL_MS = 15 * 60 * 1000;
/** Order creation per user in this window: generous for a person, a wall for a script. */
export const ORDER_RATE_WINDOW_MS = 10 * 60 * 1000;
/** The spec's extra option of one school: submitting it does nothing (doc 2 §4.1). */
const NO_OP_PAY_TYPE = 99;

export type PlaceOrderDeps = {
  database: Database;
  payments: PaymentProviders;
  secrets: Secrets;
  orderLimit: number;
  items: DonatableItemMemo;
  /** Told when a payment taken in the request (the campus card) moved the totals. */
  cache: Pick<PublicCache, 'invalidateSoon'>;
  /** Reads the signed agreement address an hhu tree order carries (issue 23). */
  links?: DocumentLinks;
};
export type PlaceOrderInput = {
  userId: number;
  body: TDonateBody;
  idempotencyKey: string | null;
  /** The donor's nickname when the request already read it with the session. */
  nickname?: string;
  /** The language refusals are worded in (a required field's placeholder is in it). */
  language?: Language;
  /** The trusted origin the donor's browser is on: the provider's page returns there (payments/return-origin.ts). */
  returnOrigin?: string;
};

/** The order an answer is about, as a charge in the request reads it. */
type AnsweredOrder = PlacedOrder & { status: string };

/**
 * items/donate: the order placed through the ledger, then the pay action its provider gives the
 * client. A pay type whose money is taken inside this request (the campus card) has its guess
 * limits reserved before placing, and the card charged after (payments settles it through the
 * ledger); the answer's data is then null, the client goes straight to success.
 */
export async function donate(
  deps: PlaceOrderDeps,
  input: PlaceOrderInput,
  now = new Date(),
): Promise<TDonateAnswer> {
  const charge = await beginInRequestCharge(deps, input, now);
  if (!charge) return (await placeDonation(deps, input, now)).answer;
  try {
    const { answer, order } = await placeDonation(deps, input, now);
    const paidHere = await charge.charge(order, input.userId);
    await charge.finish();
    return paidHere ? { ...answer, data: null } : answer;
  } catch (error) {
    await charge.finish(error);
    throw error;
  }
}

export async function placeDonation(
  deps: PlaceOrderDeps,
  input: PlaceOrderInput,
  now = new Date(),
): Promise<{ answer: TDonateAnswer; order: AnsweredOrder; created: boolean }> {
  const { db } = deps.database;
  const { userId, body, idempotencyKey } = input;
  const idempotencyHash = idempotencyKey ? donateRequestHash(body) : null;
  if (idempotencyKey) {
    const existing = await findByIdempotencyKey(db, userId, idempotencyKey);
    if (existing) {
      refuseOtherRequest(existing, idempotencyHash);
      // The same subject as the first time: a provider may refuse a second prepay that differs.
      const subject = (await deps.items.get(db, body.itemsId))?.name ?? '';
      return { ...(await answerFor(deps, existing, subject, input)), created: false };
    }
  }

  const item = await deps.items.get(db, body.itemsId);
  if (!item) throw notFound();
  if (!item.isDonate) throw new AppError('FORBIDDEN', 'donate.closed');
  // Only alumni-only projects refuse anyone; the same check (and refusal) as checkPermission.
  if (item.isAlumni) await checkDonatePermission(db, item.id, userId);
  if (body.subItemsId !== undefined && !(await subItemBelongs(db, item.id, body.subItemsId))) {
    throw new AppError('INVALID_REQUEST', 'donate.subItemInvalid');
  }
  const togetherId = body.donateTogetherId ?? null;
  if (togetherId !== null && !(await togetherOfItem(db, item.id, togetherId))) throw notFound();

  const form = item.form ?? undefined;
  const provider = providerFor(deps.payments, body.payType, form?.payPlatformList ?? []);
  const language = input.language ?? 'zh_CN';
  const detailsConfig = detailsConfigOf(form);
  // Donation info, certificate, receipt and mailing: the form's rules, and only what they show is
  // kept; certificate, receipt and postal fields carry names, mobiles and addresses: sealed at rest.
  const detailsFor = (fen: number) => {
    const kept = checkedDetails(detailsConfig, fen, body, language);
    return {
      formData: { sealed: deps.secrets.seal(JSON.stringify(kept)) },
      makesDocuments: makesDocuments(form, fen, kept),
      // The donation-info answers a giving day ranks by and a matching pool may be scoped to.
      fields: plainAnswers(kept.fields),
    };
  };
  // WeChat Pay pays with the donor's openid: read once, and without one refused before an order
  // is left behind.
  const payerOpenId = provider.needsPayerOpenId ? await payerOpenIdOf(db, userId) : null;
  if (provider.needsPayerOpenId && !payerOpenId) throw new AppError('INVALID_REQUEST', 'pay.needsWechat');

  const nickname = input.nickname ?? (await findDonorName(db, userId))?.nickname;
  const order = {
    billNo: makeBillNo(now),
    userId,
    itemsId: item.id,
    subItemsId: body.subItemsId ?? null,
    togetherId,
    crowdType: item.crowdType,
    payType: body.payType,
    donateFrom: body.donateFrom ?? 'U1',
    isAnonymous: body.isAnonymous ?? false,
    isNoData: body.isNoData ?? false,
    donorName: displayNickname(nickname, 'zh_CN'),
    expiresAt: new Date(now.getTime() + ORDER_TTL_MS),
    idempotencyKey,
    idempotencyHash,
    provider: provider.name,
    origin: input.returnOrigin ?? null,
  };
  // The limit's hit commits with the order: a refused or failed order leaves nothing behind.
  const limit: OrderLimit = {
    bucket: `donate:user:${userId}`,
    windowMs: ORDER_RATE_WINDOW_MS,
    limit: deps.orderLimit,
  };
  // The hhu tree form's signed agreement: the donor's own, paid by this naming order.
  if (body.agreementUrl !== undefined && (item.itemsType !== 2 || !deps.links)) {
    throw new AppError('INVALID_REQUEST', 'error.invalidField', { field: 'agreementUrl' });
  }
  const agreement =
    body.agreementUrl !== undefined && deps.links
      ? await agreementForOrder({ db, links: deps.links }, userId, body.agreementUrl)
      : null;
  let placed: PlacedOrder | null;
  try {
    if (item.itemsType === 2) {
      // A naming order is judged once its price is known, inside its transaction.
      placed = await placeNamingDonation(
        db,
        {
          order,
          itemNamingType: item.namingType,
          body,
          limit,
          detailsFor,
          ...(agreement
            ? {
                attach: (tx, donationId, totalFen) =>
                  attachAgreementToOrder(tx, agreement, donationId, totalFen),
              }
            : {}),
        },
        now,
      );
    } else {
      const amount = checkedAmount(item, body);
      const { fields, ...details } = detailsFor(amount.fen);
      placed = await placeOrder(
        deps.database,
        { ...order, moneyFen: amount.fen, materialNumber: amount.units, ...details },
        limit,
        now,
        fields,
      );
    }
  } catch (error) {
    // Two retries with one key raced; the loser answers the winner's order.
    if (!idempotencyKey || !isUniqueViolation(error)) throw error;
    const winner = await findByIdempotencyKey(db, userId, idempotencyKey);
    if (!winner) throw error;
    refuseOtherRequest(winner, idempotencyHash);
    return { ...(await answerFor(deps, winner, item.name, input)), created: false };
  }
  if (!placed) throw new AppError('RATE_LIMITED', 'error.rateLimited');
  const fresh = { ...placed, status: 'PENDING' };
  return { ...(await answerFor(deps, fresh, item.name, input, payerOpenId)), created: true };
}

type DonatableItem = NonNullable<Awaited<ReturnType<DonatableItemMemo['get']>>>;

/** A money or goods gift's amount by the form's rules; with free entry off, a fixed amount only. */
function checkedAmount(item: DonatableItem, body: TDonateBody): { fen: number; units: number } {
  const rules = amountRulesOf(item.form ?? undefined);
  const goods = item.crowdType === 2;
  const amount = goods
    ? checkDonationGoods(body.donateMaterialNumber ?? '', item.materialPriceFen, rules)
    : checkDonationMoney(body.currencyMoney ?? '', rules);
  if (!amount.ok) throw new AppError('INVALID_REQUEST', amount.problem.key, amount.problem.params);
  const fixedOnly = !goods && !item.isHandMoney && item.isFixMoney && item.fixMoney.length > 0;
  if (fixedOnly && !item.fixMoney.some((option) => option.money === amount.fen)) {
    throw new AppError('INVALID_REQUEST', 'donate.moneyTip');
  }
  return { fen: amount.fen, units: goods ? (amount.units ?? 0) : 0 };
}

/**
 * A key answers its first order only for the request that made it (the same body): a different
 * one would otherwise get an order for another amount or project back as if it were its own.
 * Orders from before the hash was kept carry none and are answered as before.
 */
function refuseOtherRequest(order: { idempotencyHash: string | null }, requestHash: string | null): void {
  if (order.idempotencyHash !== null && order.idempotencyHash !== requestHash) {
    throw new AppError('CONFLICT', 'donate.idempotencyKeyReused');
  }
}

function providerFor(payments: PaymentProviders, payType: number, offered: readonly string[]) {
  if (payType === NO_OP_PAY_TYPE) throw new AppError('INVALID_REQUEST', 'pay.typeUnavailable');
  if (offered.length > 0 && !offered.includes(String(payType))) {
    throw new AppError('INVALID_REQUEST', 'pay.typeUnavailable');
  }
  const provider = payments.forPayType(payType);
  if (!provider) throw new AppError('INVALID_REQUEST', 'pay.notConfigured');
  return provider;
}

/** The pay action of the order's own provider; the payer's openid is read here only if not yet read. */
async function answerFor(
  deps: PlaceOrderDeps,
  order: AnsweredOrder,
  subject: string,
  input: Pick<PlaceOrderInput, 'userId' | 'returnOrigin'>,
  payerOpenId?: string | null,
): Promise<{ answer: TDonateAnswer; order: AnsweredOrder }> {
  const action = await payActionFor(deps.payments, order, subject, {
    payer: { db: deps.database.db, userId: input.userId, ...(payerOpenId ? { openId: payerOpenId } : {}) },
    ...(input.returnOrigin ? { returnOrigin: input.returnOrigin } : {}),
  });
  return { answer: { orderPayRequestDTO: { billNo: order.billNo }, data: toPayData(action) }, order };
}

function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
