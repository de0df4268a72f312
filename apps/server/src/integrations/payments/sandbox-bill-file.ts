import { readFile } from 'node:fs/promises';
import { billLineKey } from '@alma/shared/admin-api/reconciliation';
import { toWireDate, trimWireDate } from '@alma/shared/dates/wire-date';
import { yuanToFen } from '@alma/shared/money/money';
import { z } from 'zod';
import type { TradeBillLine } from './payment-provider.ts';

/**
 * PAY_SANDBOX_BILL_FILE: lines an operator adds to the sandbox's daily bill to rehearse
 * reconciliation (a payment whose notification was lost, an amount the provider sees otherwise).
 * Read at each bill, so a rehearsal needs no restart; a line for an order or refund the bill has
 * already takes that line's place. A file that is not this shape fails the bill, as a provider's
 * unreadable bill would.
 */
const ZFileLine = z.object({
  billNo: z.string().min(1).max(64),
  tradeNo: z.string().max(64).default(''),
  amount: z
    .number()
    .positive()
    .refine((yuan) => yuanToFen(yuan) !== null, 'yuan, at most two decimals'),
  kind: z.enum(['payment', 'refund']).default('payment'),
  refundNo: z.string().max(64).optional(),
  at: z.string().datetime({ offset: true }),
});
const ZFile = z.array(ZFileLine).max(10_000);

/** The Shanghai day of an instant, as the bill's date is written. */
const dayOf = (at: Date) => trimWireDate(toWireDate(at), 10);

/** The file's lines of one Shanghai day; none when there is no file. */
export async function billFileLines(file: string, date: string): Promise<TradeBillLine[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return ZFile.parse(JSON.parse(text))
    .map(
      (line): TradeBillLine => ({
        billNo: line.billNo,
        tradeNo: line.tradeNo,
        amountFen: yuanToFen(line.amount) ?? 0,
        kind: line.kind,
        ...(line.refundNo ? { refundNo: line.refundNo } : {}),
        at: new Date(line.at),
        status: line.kind === 'payment' ? 'paid' : 'refunded',
      }),
    )
    .filter((line) => dayOf(line.at) === date);
}

/** The bill with the file's lines: each takes the place of the bill's line of the same key, or is added. */
export function withFileLines(bill: TradeBillLine[], added: TradeBillLine[]): TradeBillLine[] {
  const byKey = new Map(added.map((line) => [billLineKey(line), line]));
  const kept = bill.map((line) => {
    const replacement = byKey.get(billLineKey(line));
    if (replacement) byKey.delete(billLineKey(line));
    return replacement ?? line;
  });
  return [...kept, ...byKey.values()];
}
