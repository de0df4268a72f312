import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { apiGet } from '../fixtures/accounts.ts';
import { CampaignMapPage, type MapDefinition, type MapPoint } from './campaign-map-page.ts';

/** What the server says about a map's points: the statuses, and a point of a status. */
export async function mapStatuses(
  itemsId: number,
  map: MapDefinition,
  filter: Record<string, unknown> = {},
): Promise<Record<string, number>> {
  return CampaignMapPage.statuses({ itemsId, areaIdList: map.areaIdList, seatName: '', ...filter });
}

/** How many of the map's trees (seats, bricks) a status answer lets through. */
export function drawnBy(map: MapDefinition, statuses: Record<string, number>): number {
  return map.treeList.filter((point) => statuses[String(point.seatId)] !== undefined).length;
}

/**
 * A point of the map with this status: free ones at random (tests running side by side, and
 * later runs on the same data, keep apart), others the first.
 */
export function pointWith(map: MapDefinition, statuses: Record<string, number>, status: number): MapPoint {
  const matching = map.treeList.filter((point) => statuses[String(point.seatId)] === status);
  const point = status === 1 ? matching[Math.floor(Math.random() * matching.length)] : matching[0];
  if (!point) throw new Error(`no point of status ${status}`);
  return point;
}

export type SeatDetail = {
  seatId: number;
  id: number;
  seatName: string;
  termMoney: number;
  donorName: string;
  donateTime: string;
  donationMessage: string;
  status: number;
};

export function seatDetail(seatId: number): Promise<SeatDetail> {
  return apiGet<SeatDetail>(SPEC_PATHS.namingActivity.getSeatDetail, { seatId });
}
