import type { TDonateAnswer, TDonateBody } from '@alma/shared/api/donate';
import { AppError } from '@alma/shared/errors/app-error';
import type { Language } from '@alma/shared/i18n/language';
import { displayNickname } from '@alma/shared/validation/display';
import { checkDonationGoods, checkDonationMoney } from '@alma/shared/validation/donation-amount';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/envelope.ts';
import type { PaymentProviders } from '../../integrations/payments/provider-registry.ts';
import type { Secrets } from '../../security/secrets.ts';
import { checkDonatePermission } from '../items/service.ts';
import { closeAtProviders, payActionFor } from '../payments/pay-action-service.ts';
import { toPayData } from '../payments/pay-data.ts';
import { type PayInRequestDeps, payInRequest } from '../payments/pay-in-request-service.ts';
import { findPayerOpenId } from '../payments/payer-repository.ts';
import { makeBillNo } from './bill-no.ts';
import { checkedDetails, detailsConfigOf } from './donation-details-input.ts';
import { amountRulesOf } from './form-rules.ts';
import { type OrderLimit, placeOrderUnderLimit } from './hot-repository.ts';
import type { DonatableItemMemo } from './item-memo.ts';
import { placeNamingOrder } from './place-naming-order.ts';
import {
  findByIdempotencyKey,
  findDonorName,
  type PlacedOrder,
  subItemBelongs,
  togetherOfItem,
} from './repository.ts';
import { donateRequestHash } from './request-fingerprint.ts';

export const ORDER_TTL_MS = 15 * 60 * 1000;
/** Order creation per user in this window: generous for a person, a wall for a script. */
const ORDER_RATE_WINDOW_MS = 10 * 60 * 1000;
/** The spec's extra option of one school: submitting it does nothing (doc 2 §4.1). */
const NO_OP_PAY_TYPE = 99;

export type PlaceOrderDeps = {
  database: Database;
  payments: PaymentProviders;
  secrets: Secrets;
  orderLimit: number;
  items: DonatableItemMemo;
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

export type DonateDeps = PlaceOrderDeps & PayInRequestDeps;

/**
 * items/donate: the order placed; a pay type whose money is taken inside this request (the campus
 * card) is settled by payments around the placing, every other one is paid at its provider later.
 */
export function donate(deps: DonateDeps, input: PlaceOrderInput, now = new Date()): Promise<TDonateAnswer> {
  return payInRequest(deps, input, async () => (await placeDonation(deps, input, now)).answer, now);
}

export async function placeDonation(
  deps: PlaceOrderDeps,
  input: PlaceOrderInput,
  now = new Date(),
): Promise<{ answer: TDonateAnswer; created: boolean }> {
  const { db } = deps.database;
  const { userId, body, idempotencyKey } = input;
  const idempotencyHash = idempotencyKey ? donateRequestHash(body) : null;
  if (idempotencyKey) {
    const existing = await findByIdempotencyKey(db, userId, idempotencyKey);
    if (existing) {
      refuseOtherRequest(existing, idempotencyHash);
      // The same subject as the first time: a provider may refuse a second prepay that differs.
      const subject = (await deps.items.get(db, body.itemsId))?.name ?? '';
      return { answer: await answerFor(deps, existing, subject, input), created: false };
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
  const naming = item.itemsType === 2;
  const language = input.language ?? 'zh_CN';
  const detailsConfig = detailsConfigOf(form);
  // Certificate, receipt and postal fields carry names, mobiles and addresses: sealed at rest.
  const sealedDetails = (fen: number) => ({
    sealed: deps.secrets.seal(JSON.stringify(checkedDetails(detailsConfig, fen, body, language))),
  });

  let checked: { fen: number; units?: number | undefined } | null = null;
  if (!naming) {
    const rules = amountRulesOf(form);
    const goods = item.crowdType === 2;
    const amount = goods
      ? checkDonationGoods(body.donateMaterialNumber ?? '', item.materialPriceFen, rules)
      : checkDonationMoney(body.currencyMoney ?? '', rules);
    if (!amount.ok) throw new AppError('INVALID_REQUEST', amount.problem.key, amount.problem.params);
    // With free entry off, only the project's fixed amounts can be given.
    const fixedOnly = !goods && !item.isHandMoney && item.isFixMoney && item.fixMoney.length > 0;
    if (fixedOnly && !item.fixMoney.some((option) => option.money === amount.fen)) {
      throw new AppError('INVALID_REQUEST', 'donate.moneyTip');
    }
    checked = amount;
  }
  // Donation info, certificate, receipt and mailing: the form's rules, and only what they show is
  // kept. A naming order is judged once its price is known, inside its transaction.
  const formData = checked ? sealedDetails(checked.fen) : null;
  // WeChat Pay pays with the donor's openid: without one, refuse before an order is left behind.
  if (provider.needsPayerOpenId && !(await findPayerOpenId(db, userId))) {
    throw new AppError('INVALID_REQUEST', 'pay.needsWechat');
  }

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
  };
  // The limit's hit commits with the order: a refused or failed order leaves nothing behind.
  const limit: OrderLimit = {
    bucket: `donate:user:${userId}`,
    windowMs: ORDER_RATE_WINDOW_MS,
    limit: deps.orderLimit,
  };
  let placed: Awaited<ReturnType<typeof placeOrderUnderLimit>>;
  try {
    placed =
      checked && formData
        ? await placeOrderUnderLimit(
            deps.database,
            {
              ...order,
              moneyFen: checked.fen,
              materialNumber: item.crowdType === 2 ? (checked.units ?? 0) : 0,
              formData,
            },
            limit,
            now,
          )
        : await placeNamingOrder(
            db,
            { order, itemNamingType: item.namingType, body, limit, detailsFor: sealedDetails },
            now,
          );
  } catch (error) {
    // Two retries with one key raced; the loser answers the winner's order.
    if (!idempotencyKey || !isUniqueViolation(error)) throw error;
    const winner = await findByIdempotencyKey(db, userId, idempotencyKey);
    if (!winner) throw error;
    refuseOtherRequest(winner, idempotencyHash);
    return { answer: await answerFor(deps, winner, item.name, input), created: false };
  }
  if (!placed) throw new AppError('RATE_LIMITED', 'error.rateLimited');
  await closeAtProviders(deps.payments, placed.cancelled);
  return { answer: await answerFor(deps, placed.order, item.name, input), created: true };
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

async function answerFor(
  deps: PlaceOrderDeps,
  order: PlacedOrder,
  subject: string,
  input: Pick<PlaceOrderInput, 'userId' | 'returnOrigin'>,
): Promise<TDonateAnswer> {
  const payer = { db: deps.database.db, userId: input.userId };
  const action = await payActionFor(deps.payments, order, subject, {
    payer,
    ...(input.returnOrigin ? { returnOrigin: input.returnOrigin } : {}),
  });
  return { orderPayRequestDTO: { billNo: order.billNo }, data: toPayData(action) };
}

function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
