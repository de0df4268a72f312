import type { TSeatStatusBody, TSeatStatusMap } from '@alma/shared/api/naming-activity';
import { yuanToFen } from '@alma/shared/money/money';
import { NAMING_STATUS, type NamingStatus } from '@alma/shared/naming-map/naming-status';
import type { Db } from '../../db/client.ts';
import { seatStatusJson } from './status-repository.ts';

/**
 * A live claim decides first (named, or held by an unpaid order); then the staff's setting. The
 * status list makes the same choice in SQL (status-repository.ts).
 */
export function statusOf(staffStatus: number, claimState: string | null): NamingStatus {
  if (claimState === 'named') return NAMING_STATUS.named;
  if (claimState === 'held') return NAMING_STATUS.held;
  return staffStatus === NAMING_STATUS.unavailable ? NAMING_STATUS.unavailable : NAMING_STATUS.free;
}

/** The filter's prices are yuan on the wire (doc 4 §3; the schema took only what converts), fen here. */
const fenOf = (yuan: number | undefined) => (yuan === undefined ? undefined : (yuanToFen(yuan) ?? undefined));

/**
 * naming/activity/getSeatStatusList (doc 4 §7): seatId → status of the project's seats that pass
 * the filter. Ids nobody has, or a filter nothing passes, answer an empty map.
 */
export async function getSeatStatusList(db: Db, body: TSeatStatusBody): Promise<TSeatStatusMap> {
  const statuses = await seatStatusJson(db, {
    itemsId: body.itemsId,
    areaIds: body.areaIdList,
    seatName: body.seatName,
    priceFen: fenOf(body.money),
    minFen: fenOf(body.minMoney),
    maxFen: fenOf(body.maxMoney),
  });
  return statuses as TSeatStatusMap;
}
