import type { InstallState, TSeatDetail } from '@alma/shared/api/naming-activity';
import { toWireDate } from '@alma/shared/dates/wire-date';
import { fenToYuan } from '@alma/shared/money/money';
import { NAMING_STATUS } from '@alma/shared/naming-map/naming-status';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/envelope.ts';
import { findSeatDetail, type SeatDetailRow } from './detail-repository.ts';
import { statusOf } from './status-service.ts';

/**
 * naming/activity/getSeatDetail (doc 4 §3 naming item): what a map's dialog shows. The donor,
 * date and message are the named plaque's, public as it is; an item only held by an unpaid order
 * shows none of its order (status 4, no names).
 */
export async function getSeatDetail(db: Db, seatId: number): Promise<TSeatDetail> {
  const row = await findSeatDetail(db, seatId);
  if (!row) throw notFound();
  return toDetail(row);
}

function toDetail(row: SeatDetailRow): TSeatDetail {
  const status = statusOf(row.status, row.claimState);
  const named = status === NAMING_STATUS.named;
  return {
    seatId: row.id,
    id: row.displayNo ?? row.id,
    itemsId: row.itemsId,
    areaId: row.areaId,
    seatName: row.seatName,
    seat: row.label,
    priceList: (row.seatPrices ?? row.areaPrices).map((term) => ({
      termName: term.termName,
      termMoney: fenToYuan(term.termMoneyFen),
      termYear: term.termYear,
    })),
    seatImg: row.seatImg,
    seatIntro: row.seatIntro,
    termMoney: row.priceFen === null ? 0 : fenToYuan(Number(row.priceFen)),
    status,
    donorName: named ? (row.donorName ?? '') : '',
    donateTime: named ? (toWireDate(row.namedAt) ?? '') : '',
    donationMessage: named ? (row.donationMessage ?? '') : '',
    termYear: named ? (row.termYear ?? 0) : 0,
    install: named
      ? {
          state: (row.installState ?? 'ordered') as InstallState,
          photo: row.installPhoto ?? '',
          updatedAt: toWireDate(row.installUpdatedAt) ?? '',
        }
      : null,
  };
}
