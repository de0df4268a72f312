import type {
  TNameplateExample,
  TSeat,
  TSeatArea,
  TSeatList,
  TSeatShowRow,
  TSeatTerm,
} from '@alma/shared/api/naming';
import { toWireDate } from '@alma/shared/dates/wire-date';
import type { Language } from '@alma/shared/i18n/language';
import { translate } from '@alma/shared/i18n/server-messages';
import { fenToYuan } from '@alma/shared/money/money';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/envelope.ts';
import {
  type AreaSeatRow,
  findNamedClaim,
  findNameplateExample,
  listAreaSeats,
  listAreas,
  type StoredTerm,
} from './repository.ts';

const LIST_AREA = 3;

export function getAreaList(db: Db, itemsId: number): Promise<TSeatArea[]> {
  return listAreas(db, itemsId);
}

const toTerms = (prices: StoredTerm[]): TSeatTerm[] =>
  prices.map((term) => ({
    termName: term.termName,
    termMoney: fenToYuan(term.termMoneyFen),
    termYear: term.termYear,
  }));

/** A live claim (held or named) makes the seat donated for everyone else. */
function statusOf(row: AreaSeatRow): TSeat['status'] {
  if (row.claimId !== null) return 2;
  return row.status === 3 ? 3 : 1;
}

export async function getSeatList(db: Db, areaId: number): Promise<TSeatList> {
  const rows = await listAreaSeats(db, areaId);
  const first = rows[0];
  if (!first) throw notFound();
  const areaTerms = toTerms(first.areaPrices);
  const list: TSeat[] = [];
  for (const row of rows) {
    if (row.id === null || row.label === null) continue;
    list.push({
      id: row.id,
      seat: row.label,
      status: statusOf(row),
      donateSeatId: row.claimState === 'named' ? row.claimId : null,
      priceList: row.seatPrices ? toTerms(row.seatPrices) : areaTerms,
      rowNo: row.rowNo,
      colNo: row.colNo,
    });
  }
  if (first.areaType === LIST_AREA) return { type: first.areaType, twoArray: [], oneArray: list };
  return { type: first.areaType, twoArray: toGrid(list), oneArray: [] };
}

/** Rows 1..max, each as wide as the widest column, null where there is no seat. */
function toGrid(list: TSeat[]): Array<Array<TSeat | null>> {
  let rows = 0;
  let cols = 0;
  for (const seat of list) {
    rows = Math.max(rows, seat.rowNo ?? 0);
    cols = Math.max(cols, seat.colNo ?? 0);
  }
  const grid = Array.from({ length: rows }, () => new Array<TSeat | null>(cols).fill(null));
  for (const seat of list) {
    if (seat.rowNo && seat.colNo) grid[seat.rowNo - 1]![seat.colNo - 1] = seat;
  }
  return grid;
}

export async function getSeatShowData(db: Db, claimId: number, language: Language): Promise<TSeatShowRow[]> {
  const claim = await findNamedClaim(db, claimId);
  if (!claim) throw notFound();
  const t = (key: Parameters<typeof translate>[1]) => translate(language, key);
  return [
    { fieldTitle: t('naming.seatShow.seat'), fieldValue: claim.label },
    { fieldTitle: t('naming.seatShow.donor'), fieldValue: claim.donorName },
    { fieldTitle: t('naming.seatShow.identity'), fieldValue: claim.donorIdentity },
    { fieldTitle: t('naming.seatShow.message'), fieldValue: claim.donationMessage },
    { fieldTitle: t('naming.seatShow.time'), fieldValue: toWireDate(claim.namedAt) ?? '' },
    { fieldTitle: t('naming.seatShow.term'), fieldValue: claim.namedUntil ?? t('naming.seatShow.permanent') },
  ];
}

export async function getNameplateExample(db: Db, itemsId: number): Promise<TNameplateExample> {
  const row = await findNameplateExample(db, itemsId);
  if (!row) throw notFound();
  return {
    bgImg: row.bgImg,
    exampleImg: row.exampleImg,
    configData: JSON.stringify(row.configData),
    detailConfig: JSON.stringify(row.detailConfig),
  };
}
