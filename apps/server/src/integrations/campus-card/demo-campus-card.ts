import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database, ScriptRows } from '../../db/client.ts';
import { demoCampusCardCharges, demoCampusCards } from '../../db/schema/campus-cards.ts';
import { hashPassword, verifyPassword } from '../../security/password.ts';
import { inline } from '../../security/sql-literal.ts';
import type { CampusCardCredentials, CampusCardProvider, CardCharge } from './campus-card-provider.ts';

const sha256hex = (text: string) => createHash('sha256').update(text).digest('hex');

/** What the demo ledger keeps of a card password: argon2id over its SHA-256, as for logins. */
export function hashCardPassword(password: string): Promise<string> {
  return hashPassword(sha256hex(password));
}

/** The trade number the demo card system gives a bill's charge. */
export const demoTradeNo = (billNo: string) => `CC${billNo}`;

/**
 * The demo campus-card system over the demo_campus_cards ledger. The debit and the charge row
 * are one statement: the debit happens only while the balance covers the amount and no charge
 * of the bill exists, and the charge row's key is the bill number, so a retried charge cannot
 * take money twice (a racing retry fails on the key and its debit rolls back), and concurrent
 * charges of one card queue on its row and never overdraw (the CHECK constraint backs it).
 */
export function makeDemoCampusCard(database: Database): CampusCardProvider {
  const { db } = database;
  // An unknown card costs the same argon2 check as a wrong password: timing tells nothing.
  let decoy: Promise<string> | null = null;

  async function holds(credentials: CampusCardCredentials) {
    const [card] = await db
      .select({ passwordHash: demoCampusCards.passwordHash, balanceFen: demoCampusCards.balanceFen })
      .from(demoCampusCards)
      .where(eq(demoCampusCards.stuWorkNo, credentials.stuWorkNo));
    if (!card) {
      decoy ??= hashCardPassword('no such card');
      await verifyPassword(await decoy, sha256hex(credentials.password));
      return null;
    }
    return (await verifyPassword(card.passwordHash, sha256hex(credentials.password))) ? card : null;
  }

  async function chargeOf(billNo: string): Promise<CardCharge | null> {
    const [row] = await db
      .select({ amountFen: demoCampusCardCharges.amountFen })
      .from(demoCampusCardCharges)
      .where(eq(demoCampusCardCharges.billNo, billNo));
    return row ? { kind: 'paid', tradeNo: demoTradeNo(billNo), amountFen: row.amountFen } : null;
  }

  return {
    async balance(credentials) {
      const card = await holds(credentials);
      return card ? { kind: 'ok', balanceFen: card.balanceFen } : { kind: 'wrongCredentials' };
    },

    async charge({ billNo, amountFen, ...credentials }) {
      if (!Number.isSafeInteger(amountFen) || amountFen <= 0) throw new Error('charge: bad amount');
      if (!(await holds(credentials))) return { kind: 'wrongCredentials' };
      const earlier = await chargeOf(billNo);
      if (earlier) return earlier;
      let charged = false;
      try {
        const results = await database.script(inline`
          with debit as (
            update demo_campus_cards set balance_fen = balance_fen - ${amountFen}, updated_at = ${new Date()}
              where stu_work_no = ${credentials.stuWorkNo} and balance_fen >= ${amountFen}
                and not exists (select 1 from demo_campus_card_charges where bill_no = ${billNo})
              returning stu_work_no
          ), charged as (
            insert into demo_campus_card_charges (bill_no, stu_work_no, amount_fen)
              select ${billNo}, stu_work_no, ${amountFen} from debit
              returning bill_no
          )
          select count(*)::int as charged from charged`);
        charged = Number(lastRows(results)[0]?.charged) === 1;
      } catch (error) {
        // A retry of the same bill won the race: its charge stands, this one took nothing.
        if (!isUniqueViolation(error)) throw error;
      }
      if (charged) return { kind: 'paid', tradeNo: demoTradeNo(billNo), amountFen };
      return (await chargeOf(billNo)) ?? { kind: 'insufficient' };
    },

    async query(billNo) {
      const [row] = await db
        .select({ amountFen: demoCampusCardCharges.amountFen })
        .from(demoCampusCardCharges)
        .where(and(eq(demoCampusCardCharges.billNo, billNo), isNull(demoCampusCardCharges.refundedAt)));
      return row
        ? { state: 'paid', amountFen: row.amountFen, tradeNo: demoTradeNo(billNo) }
        : { state: 'unpaid' };
    },

    async refund(billNo) {
      const results = await database.script(inline`
        with refunded as (
          update demo_campus_card_charges set refunded_at = ${new Date()}
            where bill_no = ${billNo} and refunded_at is null
            returning stu_work_no, amount_fen
        ), credited as (
          update demo_campus_cards c set balance_fen = c.balance_fen + r.amount_fen, updated_at = ${new Date()}
            from refunded r where c.stu_work_no = r.stu_work_no
            returning c.stu_work_no
        )
        select count(*)::int as refunded from credited`);
      return { accepted: Number(lastRows(results)[0]?.refunded) === 1 };
    },
  };
}

function lastRows(results: ScriptRows[]): ScriptRows {
  return results[results.length - 1] ?? [];
}

function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
