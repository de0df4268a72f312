import type { TNamingRecord, TNamingRecordObject } from '@alma/shared/api/naming';
import { INSTALL_STATES, type InstallState } from '@alma/shared/api/naming-activity';
import type { TMyNamingPage } from '@alma/shared/api/user-records';
import type { Language } from '@alma/shared/i18n/language';
import { pickText } from '@alma/shared/i18n/pick-text';
import { translate } from '@alma/shared/i18n/server-messages';
import { fenToYuan } from '@alma/shared/money/money';
import type { Db } from '../../db/client.ts';
import { wireTime } from '../items/wire-values.ts';
import { seatKindsFrom } from './naming-object-kind.ts';
import {
  listMapDefinitionsOf,
  listMyNamingOrders,
  listNamedBooksOf,
  listNamedSeatsOf,
  type NamedBookRow,
  type NamedSeatRow,
} from './records-naming-repository.ts';
import type { Page } from './records-repository.ts';

const SEATS = 1;
const BOOKS = 2;

/**
 * The period's name as the project sells it (the seat's own price list, else its area's); a
 * period no longer on sale still reads sensibly: permanent, or its number of years.
 */
function termNameOf(seat: NamedSeatRow, language: Language): string {
  const listed = (seat.seatPrices ?? seat.areaPrices).find((term) => term.termYear === seat.termYear);
  if (listed) return listed.termName;
  if (seat.termYear === 0) return translate(language, 'naming.permanent');
  return translate(language, 'naming.termYears', { years: seat.termYear });
}

/** The plaque's progress (issue 14): staff move it in the console's 锁定与安装. */
const installOf = (seat: NamedSeatRow): TNamingRecordObject['install'] => ({
  state: (INSTALL_STATES as readonly string[]).includes(seat.installState)
    ? (seat.installState as InstallState)
    : 'ordered',
  photo: seat.installPhoto,
  updatedAt: wireTime(seat.installUpdatedAt),
});

const seatObject = (seat: NamedSeatRow, language: Language): TNamingRecordObject => ({
  seat: seat.label,
  termName: termNameOf(seat, language),
  termMoney: fenToYuan(seat.termMoneyFen),
  expireDate: seat.namedUntil ?? '',
  claimId: seat.claimId,
  install: installOf(seat),
});

// Books carry no plaque of their own to install (their nameplates go inside the copies).
const bookObject = (book: NamedBookRow): TNamingRecordObject => ({
  seat: `《${book.title}》×${book.quantity}`,
  termName: '',
  termMoney: fenToYuan(book.unitPriceFen * book.quantity),
  expireDate: '',
  claimId: book.claimId,
  install: null,
});

function byDonation<R extends { donationId: number }>(rows: R[]): Map<number, R[]> {
  const map = new Map<number, R[]>();
  for (const row of rows) map.set(row.donationId, [...(map.get(row.donationId) ?? []), row]);
  return map;
}

/**
 * user/center/namingList (doc 2 §3 "Naming record"): the signed-in donor's paid naming orders,
 * newest first, each with what it named. Four queries whatever the page size: the orders, then
 * their seats, their books and their projects’ maps (what kind of thing each seat is).
 */
export async function getMyNamings(
  db: Db,
  userId: number,
  page: Page,
  language: Language,
): Promise<TMyNamingPage> {
  const found = await listMyNamingOrders(db, userId, page);
  const ids = found.rows.map((row) => row.id);
  const [seatRows, bookRows, maps] = await Promise.all([
    listNamedSeatsOf(db, ids),
    listNamedBooksOf(db, ids),
    listMapDefinitionsOf(db, [...new Set(found.rows.map((row) => row.itemsId))]),
  ]);
  const kindOf = seatKindsFrom(maps.map((map) => map.definition));
  const seatsOf = byDonation(seatRows);
  const booksOf = byDonation(bookRows);
  const rows = found.rows.map((order): TNamingRecord => {
    const namedSeats = seatsOf.get(order.id) ?? [];
    return {
      donatePlatOrder: order.billNo,
      itemsId: order.itemsId,
      itemsName: pickText(language, order.itemsName, order.itemsNameEn),
      namingType: namedSeats.length > 0 ? SEATS : BOOKS,
      objectKind: namedSeats[0] ? kindOf(namedSeats[0]) : 'book',
      donateTime: wireTime(order.paidAt),
      donateMoney: fenToYuan(order.moneyFen),
      donateSeatList:
        namedSeats.length > 0
          ? namedSeats.map((seat) => seatObject(seat, language))
          : (booksOf.get(order.id) ?? []).map(bookObject),
    };
  });
  return { rows, total: found.total };
}
