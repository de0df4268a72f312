import type { TDonateBody } from '@alma/shared/api/donate';
import { AppError } from '@alma/shared/errors/app-error';
import { MAX_DONATION_FEN, yuanToFen } from '@alma/shared/money/money';
import { firstPlateProblem, orderPlateProblem } from '@alma/shared/validation/nameplate';
import type { Db, Tx } from '../../db/client.ts';
import {
  type NamingOrderToPlace,
  type OrderLimit,
  type PlacedOrder,
  placeNamingOrder,
} from '../ledger/place-service.ts';
import { bookOrderLabel, holdBooks } from '../naming-books/book-claims-service.ts';
import { holdSeatsForOrder } from '../naming-seats/seat-claims-service.ts';

/**
 * A naming order (itemsType 2, doc 2 §3 seatList / bookList): placed by the ledger in one
 * transaction with what it names held and priced here. The price comes from the database, never
 * the client; the sections' rules (certificate, receipt from their minimums) run on that price.
 * Anything refused — a seat taken, short stock, a changed price, a section's rule, the order
 * limit — leaves nothing behind.
 */
export type NamingOrderInput = {
  order: Omit<NamingOrderToPlace, 'namingType'>;
  /** The project's naming type: 1 seats, 2 books (doc 1 §3). */
  itemNamingType: number | null;
  body: TDonateBody;
  limit: OrderLimit;
  /** The kept, sealed details for this price and whether they make documents; throws the sections' refusal. */
  detailsFor: (totalFen: number) => { formData: Record<string, unknown>; makesDocuments: boolean };
  /** An agreement this order pays (the hhu tree form), linked in the order's transaction once priced. */
  attach?: (tx: Tx, donationId: number, totalFen: number) => Promise<void>;
};

/** Null: the order limit is full. */
export async function placeNamingDonation(
  db: Db,
  input: NamingOrderInput,
  now: Date,
): Promise<PlacedOrder | null> {
  const namingType = namingTypeOf(input.itemNamingType, input.body.namingType);
  const seats = namingType === 1 ? seatRequests(input.body) : [];
  const books = namingType === 2 ? bookRequests(input.body) : [];
  const quotedFen = quotedFenOf(input.body.currencyMoney);
  const itemsId = input.order.itemsId;

  return placeNamingOrder(
    db,
    {
      order: { ...input.order, namingType },
      limit: input.limit,
      async hold(tx, donationId) {
        let totalFen: number;
        let label: string;
        if (namingType === 1) {
          const held = await holdSeatsForOrder(tx, { donationId, itemsId, seats });
          totalFen = held.totalFen;
          label = held.seats.map((seat) => seat.label).join('、');
        } else {
          const held = await holdBooks(tx, { donationId, itemsId, books });
          totalFen = held.totalFen;
          label = bookOrderLabel(held.lines);
        }
        if (quotedFen !== null && quotedFen !== totalFen)
          throw new AppError('CONFLICT', 'naming.priceChanged');
        if (totalFen <= 0) throw new AppError('INVALID_REQUEST', 'donate.moneyTip');
        if (totalFen > MAX_DONATION_FEN) throw new AppError('INVALID_REQUEST', 'donate.limitMax');
        const details = input.detailsFor(totalFen);
        if (!input.attach) return { totalFen, label, ...details };
        await input.attach(tx, donationId, totalFen);
        // Its payment's job moves the agreement to funds received: the order makes that job.
        return { totalFen, label, ...details, makesDocuments: true };
      },
    },
    now,
  );
}

function namingTypeOf(itemNamingType: number | null, asked: number | undefined): 1 | 2 {
  const own = itemNamingType === 2 ? 2 : 1;
  if (asked !== undefined && asked !== own) throw new AppError('INVALID_REQUEST', 'naming.typeMismatch');
  return own;
}

function seatRequests(body: TDonateBody) {
  const list = body.seatList ?? [];
  if (list.length === 0) throw new AppError('INVALID_REQUEST', 'naming.seatRequired');
  const plates = list.map((seat) => ({
    donorName: seat.donorName.trim(),
    donorIdentity: seat.donorIdentity.trim(),
    donationMessage: seat.donationMessage.trim(),
  }));
  const problem = firstPlateProblem(plates, orderPlateProblem);
  if (problem) throw new AppError('INVALID_REQUEST', problem.key, problem.params);
  return list.map((seat, index) => ({ seatId: seat.seatId, termYear: seat.termYear, ...plates[index]! }));
}

function bookRequests(body: TDonateBody) {
  const list = body.bookList ?? [];
  if (list.length === 0) throw new AppError('INVALID_REQUEST', 'naming.bookRequired');
  return list.map((entry) => ({
    bookId: entry.bookId,
    namingCount: entry.namingCount,
    nameplateList: entry.nameplateList,
  }));
}

/** The price the app showed, in fen, when it sent one; a price it cannot have shown is refused. */
function quotedFenOf(value: number | string | undefined): number | null {
  if (value === undefined) return null;
  const fen = yuanToFen(value);
  if (fen === null) throw new AppError('INVALID_REQUEST', 'donate.moneyTip');
  return fen;
}
