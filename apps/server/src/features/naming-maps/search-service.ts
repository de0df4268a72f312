import { SEARCH_SEAT_MAX, type TSeatMatch } from '@alma/shared/api/naming-activity';
import type { Db } from '../../db/client.ts';
import { findMapNamesOfSeats } from './maps-repository.ts';
import { searchSeats } from './search-repository.ts';

/**
 * naming/activity/searchSeat (ours, find my name): named plaques whose donor contains the keyword
 * and items whose number is it, each with the map that shows it, so the page can fly there.
 * Items no map shows are left out.
 */
export async function searchSeat(db: Db, itemsId: number, keyword: string): Promise<TSeatMatch[]> {
  const rows = await searchSeats(db, itemsId, keyword, SEARCH_SEAT_MAX);
  const mapNames = await findMapNamesOfSeats(
    db,
    itemsId,
    rows.map((row) => row.id),
  );
  const matches: TSeatMatch[] = [];
  for (const row of rows) {
    const mapName = mapNames.get(row.id);
    if (mapName === undefined) continue;
    matches.push({
      seatId: row.id,
      id: row.displayNo ?? row.id,
      areaId: row.areaId,
      seatName: row.seatName,
      donorName: row.claimState === 'named' ? (row.donorName ?? '') : '',
      mapName,
    });
  }
  return matches;
}
