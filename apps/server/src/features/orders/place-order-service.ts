import type { TDonateAnswer, TDonateBody } from '@alma/shared/api/donate';
import { AppError } from '@alma/shared/errors/app-error';
import type { Language } from '@alma/shared/i18n/language';
import { displayNickname } from '@alma/shared/validation/display';
import { checkDonationGoods, checkDonationMoney } from '@alma/shared/validation/donation-amount';
import { firstDetailsProblem, keptDetails } from '@alma/shared/validation/donation-details';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/envelope.ts';
import type { PayAction } from '../../integrations/payments/payment-provider.ts';
import type { PaymentProviders } from '../../integrations/payments/provider-registry.ts';
import type { Secrets } from '../../security/secrets.ts';
import { checkDonatePermission } from '../items/service.ts';
import { makeBillNo } from './bill-no.ts';
import { detailsConfigOf, detailsOfBody } from './donation-details-input.ts';
import { amountRulesOf } from './form-rules.ts';
import { placeOrderUnderLimit } from './hot-repository.ts';
import type { DonatableItemMemo } from './item-memo.ts';
import { toPayData } from './pay-data.ts';
import {
  findByIdempotencyKey,
  findDonorName,
  type PlacedOrder,
  subItemBelongs,
  togetherOfItem,
} from './repository.ts';

export const ORDER_TTL_MS = 15 * 60 * 1000;
/** Order creation per user in this window: generous for a person, a wall for a script. */
const ORDER_RATE_WINDOW_MS = 10 * 60 * 1000;
/** Pay types with no provider yet (next issue): a clear refusal rather than a dead end. */
const NOT_YET_SUPPORTED = new Set([9, 14]);
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
};

export async function placeDonation(
  deps: PlaceOrderDeps,
  input: PlaceOrderInput,
  now = new Date(),
): Promise<{ answer: TDonateAnswer; created: boolean }> {
  const { db } = deps.database;
  const { userId, body, idempotencyKey } = input;
  if (idempotencyKey) {
    const existing = await findByIdempotencyKey(db, userId, idempotencyKey);
    if (existing) return { answer: await answerFor(deps, existing, ''), created: false };
  }

  const item = await deps.items.get(db, body.itemsId);
  if (!item) throw notFound();
  if (!item.isDonate) throw new AppError('FORBIDDEN', 'donate.closed');
  // Naming orders hold seats and books; until that flow exists they cannot come through here.
  if (item.itemsType === 2) throw new AppError('INVALID_REQUEST', 'donate.namingElsewhere');
  // Only alumni-only projects refuse anyone; the same check (and refusal) as checkPermission.
  if (item.isAlumni) await checkDonatePermission(db, item.id, userId);
  if (body.subItemsId !== undefined && !(await subItemBelongs(db, item.id, body.subItemsId))) {
    throw new AppError('INVALID_REQUEST', 'donate.subItemInvalid');
  }
  const togetherId = body.donateTogetherId ?? null;
  if (togetherId !== null && !(await togetherOfItem(db, item.id, togetherId))) throw notFound();

  const form = item.form ?? undefined;
  const provider = providerFor(deps.payments, body.payType, form?.payPlatformList ?? []);
  const rules = amountRulesOf(form);
  const goods = item.crowdType === 2;
  const checked = goods
    ? checkDonationGoods(body.donateMaterialNumber ?? '', item.materialPriceFen, rules)
    : checkDonationMoney(body.currencyMoney ?? '', rules);
  if (!checked.ok) throw new AppError('INVALID_REQUEST', checked.problem.key, checked.problem.params);
  // With free entry off, only the project's fixed amounts can be given.
  const fixedOnly = !goods && !item.isHandMoney && item.isFixMoney && item.fixMoney.length > 0;
  if (fixedOnly && !item.fixMoney.some((option) => option.money === checked.fen)) {
    throw new AppError('INVALID_REQUEST', 'donate.moneyTip');
  }

  // Donation info, certificate, receipt and mailing: the form's rules, and only what they show is kept.
  const detailsConfig = detailsConfigOf(form);
  const details = detailsOfBody(body);
  const detailsProblem = firstDetailsProblem(detailsConfig, checked.fen, details, input.language ?? 'zh_CN');
  if (detailsProblem) {
    if (detailsProblem.kind === 'field')
      throw new AppError('INVALID_REQUEST', 'form.text', { text: detailsProblem.text });
    throw new AppError('INVALID_REQUEST', detailsProblem.key, detailsProblem.params);
  }
  const kept = keptDetails(detailsConfig, checked.fen, details);

  const nickname = input.nickname ?? (await findDonorName(db, userId))?.nickname;
  const billNo = makeBillNo(now);
  const values = {
    billNo,
    userId,
    itemsId: item.id,
    subItemsId: body.subItemsId ?? null,
    togetherId,
    crowdType: item.crowdType,
    moneyFen: checked.fen,
    materialNumber: goods ? (checked.units ?? 0) : 0,
    payType: body.payType,
    donateFrom: body.donateFrom ?? 'U1',
    isAnonymous: body.isAnonymous ?? false,
    isNoData: body.isNoData ?? false,
    donorName: displayNickname(nickname, 'zh_CN'),
    // Certificate, receipt and postal fields carry names, mobiles and addresses: sealed at rest.
    formData: { sealed: deps.secrets.seal(JSON.stringify(kept)) },
    expiresAt: new Date(now.getTime() + ORDER_TTL_MS),
    idempotencyKey,
    provider: provider.name,
  };
  let placed: Awaited<ReturnType<typeof placeOrderUnderLimit>>;
  try {
    // The limit's hit commits with the order: a refused or failed order leaves nothing behind.
    const limit = { bucket: `donate:user:${userId}`, windowMs: ORDER_RATE_WINDOW_MS, limit: deps.orderLimit };
    placed = await placeOrderUnderLimit(deps.database, values, limit, now);
  } catch (error) {
    // Two retries with one key raced; the loser answers the winner's order.
    if (!idempotencyKey || !isUniqueViolation(error)) throw error;
    const winner = await findByIdempotencyKey(db, userId, idempotencyKey);
    if (!winner) throw error;
    return { answer: await answerFor(deps, winner, item.name), created: false };
  }
  if (!placed) throw new AppError('RATE_LIMITED', 'error.rateLimited');
  await closeAtProviders(deps.payments, placed.cancelled);
  return { answer: await answerFor(deps, placed.order, item.name), created: true };
}

function providerFor(payments: PaymentProviders, payType: number, offered: readonly string[]) {
  if (payType === NO_OP_PAY_TYPE) throw new AppError('INVALID_REQUEST', 'pay.typeUnavailable');
  if (offered.length > 0 && !offered.includes(String(payType))) {
    throw new AppError('INVALID_REQUEST', 'pay.typeUnavailable');
  }
  const provider = NOT_YET_SUPPORTED.has(payType) ? null : payments.forPayType(payType);
  if (!provider) throw new AppError('INVALID_REQUEST', 'pay.notConfigured');
  return provider;
}

async function answerFor(deps: PlaceOrderDeps, order: PlacedOrder, subject: string): Promise<TDonateAnswer> {
  const action = await payActionFor(deps.payments, order, subject);
  return { orderPayRequestDTO: { billNo: order.billNo }, data: toPayData(action) };
}

/** What the order's own provider says the client must do to pay it (placing it, or paying again). */
export async function payActionFor(
  payments: PaymentProviders,
  order: PlacedOrder,
  subject: string,
  now = new Date(),
): Promise<PayAction> {
  const provider = (order.provider && payments.byName(order.provider)) || null;
  if (!provider) throw new AppError('INVALID_REQUEST', 'pay.notConfigured');
  return provider.create({
    billNo: order.billNo,
    amountFen: order.moneyFen,
    subject,
    payType: order.payType,
    expiresAt: order.expiresAt ?? now,
  });
}

/** Tells providers an order will not be paid; best effort, the order is closed on our side anyway. */
export async function closeAtProviders(
  payments: PaymentProviders,
  orders: ReadonlyArray<{ billNo: string; provider: string | null }>,
): Promise<void> {
  await Promise.all(
    orders.map(async ({ billNo, provider }) => {
      const found = provider ? payments.byName(provider) : null;
      await found?.close(billNo).catch(() => undefined);
    }),
  );
}

function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
