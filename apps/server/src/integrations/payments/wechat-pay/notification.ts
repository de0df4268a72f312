import type { KeyObject } from 'node:crypto';
import type { IncomingNotification, VerifiedNotification } from '../payment-provider.ts';
import { decryptResource, type EncryptedResource, isFresh, rsaVerify, signedMessage } from './signing.ts';

export type NotificationKeys = {
  mchId: string;
  apiV3Key: Buffer;
  platformPublicKey: KeyObject;
  platformSerial: string;
};

/** The fields of a transaction (in a notification's resource or a query's answer) we rely on. */
export type Transaction = {
  billNo: string;
  tradeNo: string;
  tradeState: string;
  /** The order's total; WeChat Pay may leave it out of an unpaid order's answer. */
  amountFen: number | null;
};

function headerValue(value: string | string[] | undefined): string {
  return Array.isArray(value) ? (value[0] ?? '') : (value ?? '');
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A transaction of our merchant, in CNY with a whole number of fen; null for anything else. */
export function readTransaction(value: unknown, mchId: string): Transaction | null {
  if (!isObject(value) || value.mchid !== mchId) return null;
  const { out_trade_no: billNo, transaction_id: tradeNo, trade_state: tradeState, amount } = value;
  if (typeof billNo !== 'string' || typeof tradeState !== 'string') return null;
  const total = isObject(amount) && Number.isSafeInteger(amount.total) ? (amount.total as number) : null;
  if (isObject(amount) && amount.currency !== undefined && amount.currency !== 'CNY') return null;
  // Money moved: then the total, and the transaction id, must be there.
  if (
    (tradeState === 'SUCCESS' || tradeState === 'REFUND') &&
    (total === null || typeof tradeNo !== 'string')
  ) {
    return null;
  }
  return { billNo, tradeNo: typeof tradeNo === 'string' ? tradeNo : '', tradeState, amountFen: total };
}

function readResource(value: unknown): EncryptedResource | null {
  if (!isObject(value)) return null;
  const { algorithm, ciphertext, nonce, associated_data: associatedData } = value;
  if (typeof algorithm !== 'string' || typeof ciphertext !== 'string' || typeof nonce !== 'string')
    return null;
  if (associatedData !== undefined && typeof associatedData !== 'string') return null;
  return { algorithm, ciphertext, nonce, associated_data: associatedData };
}

/**
 * A payment notification: the platform's signature over `timestamp\nnonce\nbody\n` by the
 * platform key we were configured with (serial included), not older than five minutes (a
 * captured notification cannot be replayed later), then the resource decrypted with the APIv3
 * key, which also authenticates it. Anything else is null and changes nothing.
 */
export function verifyWechatNotification(
  keys: NotificationKeys,
  notification: IncomingNotification,
  now: Date,
): VerifiedNotification | null {
  const { headers, rawBody } = notification;
  const timestamp = headerValue(headers['wechatpay-timestamp']);
  const nonce = headerValue(headers['wechatpay-nonce']);
  const signature = headerValue(headers['wechatpay-signature']);
  if (headerValue(headers['wechatpay-serial']) !== keys.platformSerial) return null;
  if (!nonce || !isFresh(timestamp, now)) return null;
  if (!rsaVerify(keys.platformPublicKey, signedMessage(timestamp, nonce, rawBody), signature)) return null;

  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    return null;
  }
  if (!isObject(body) || typeof body.event_type !== 'string') return null;
  const resource = readResource(body.resource);
  if (!resource) return null;
  const plaintext = decryptResource(keys.apiV3Key, resource);
  if (plaintext === null) return null;
  let content: unknown;
  try {
    content = JSON.parse(plaintext);
  } catch {
    return null;
  }
  if (!body.event_type.startsWith('TRANSACTION.')) {
    // Signed and ours, but not a payment (a refund's, say): acknowledged, nothing credited.
    const billNo = isObject(content) && typeof content.out_trade_no === 'string' ? content.out_trade_no : '';
    return { billNo, amountFen: 0, tradeNo: '', paid: false };
  }
  const transaction = readTransaction(content, keys.mchId);
  if (!transaction) return null;
  return {
    billNo: transaction.billNo,
    amountFen: transaction.amountFen ?? 0,
    tradeNo: transaction.tradeNo,
    paid: body.event_type === 'TRANSACTION.SUCCESS' && transaction.tradeState === 'SUCCESS',
  };
}
