/**
 * The raw-SQL limit of the donate → pay loop on PostgreSQL (bench/orders.ts): the statements the
 * server runs per order — the nonce claim with the session, the order placed under its limit, the
 * cashier's read, the payment settled — called straight from a pool in this process through the
 * server's own functions, with no HTTP, routing or validation around them. What the server reaches
 * is reported as a share of this, measured in the same run on the same machine.
 */
import { randomBytes } from 'node:crypto';
import { openPostgres } from '../apps/server/src/db/client.ts';
import { users } from '../apps/server/src/db/schema/accounts.ts';
import { makeBillNo } from '../apps/server/src/features/ledger/bill-no.ts';
import { findPayableOrder } from '../apps/server/src/features/ledger/close-service.ts';
import { placeOrder } from '../apps/server/src/features/ledger/place-service.ts';
import { settlePayment } from '../apps/server/src/features/ledger/settle-service.ts';
import { claimNonceAndResolveToken, startSession } from '../apps/server/src/features/sessions/service.ts';

export async function rawSqlOrdersPerSecond(
  url: string,
  itemsId: number,
  connections: number,
  seconds: number,
): Promise<number> {
  const database = await openPostgres(url);
  const cache = { invalidateSoon: () => undefined };
  try {
    const donors = await database.db
      .insert(users)
      .values(Array.from({ length: connections }, (_, i) => ({ nickname: `原始SQL${i}` })))
      .returning({ id: users.id });
    const tokens = await Promise.all(donors.map((donor) => startSession(database.db, donor.id, 'wechatH5')));
    let done = 0;
    const until = Date.now() + seconds * 1000;
    const started = performance.now();
    await Promise.all(
      donors.map(async (donor, i) => {
        while (Date.now() < until) {
          const now = new Date();
          const nonce = randomBytes(16).toString('hex');
          await claimNonceAndResolveToken(
            database,
            { nonce, expiresAt: new Date(now.getTime() + 600_000) },
            tokens[i]!,
            now,
          );
          const placed = await placeOrder(
            database,
            {
              billNo: makeBillNo(now),
              userId: donor.id,
              itemsId,
              subItemsId: null,
              togetherId: null,
              crowdType: 1,
              moneyFen: 100,
              materialNumber: 0,
              payType: 1,
              donateFrom: 'U1',
              isAnonymous: false,
              isNoData: false,
              donorName: '原始SQL',
              idempotencyKey: null,
              idempotencyHash: null,
              provider: 'sandbox',
              makesDocuments: false,
              origin: null,
              formData: {},
              expiresAt: new Date(now.getTime() + 900_000),
            },
            { bucket: `raw:${donor.id}`, windowMs: 600_000, limit: 100_000_000 },
            now,
          );
          if (!placed) throw new Error('the order limit refused a raw order');
          await findPayableOrder(database, placed.billNo, now);
          await settlePayment(
            { database, cache },
            {
              billNo: placed.billNo,
              amountFen: 100,
              tradeNo: `RAW${placed.billNo}`,
              provider: 'sandbox',
              via: 'notification',
            },
            now,
          );
          done += 1;
        }
      }),
    );
    return done / ((performance.now() - started) / 1000);
  } finally {
    await database.close();
  }
}
