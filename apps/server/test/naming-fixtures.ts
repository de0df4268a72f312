import type { AppDeps } from '../src/app-deps.ts';
import { type NamingTerm, seatAreas, seats } from '../src/db/schema/naming.ts';
import { createItem } from './fixtures.ts';

/**
 * A seat naming project with one grid area of `n` seats in row 1 ("测试区 1排k座"), priced by
 * `terms`; the last `closed` seats are status 3.
 */
export async function createHall(
  deps: AppDeps,
  n: number,
  terms: NamingTerm[],
  closed = 0,
): Promise<{ itemsId: number; areaId: number; seatIds: number[]; labels: string[] }> {
  const { db } = deps.database;
  const itemsId = await createItem(deps, { itemsType: 2, namingType: 1 });
  const [area] = await db
    .insert(seatAreas)
    .values({ itemsId, title: '测试区', type: 1, priceList: terms })
    .returning({ id: seatAreas.id });
  if (!area) throw new Error('area not created');
  const rows = await db
    .insert(seats)
    .values(
      Array.from({ length: n }, (_, i) => ({
        areaId: area.id,
        itemsId,
        label: `测试区 1排${i + 1}座`,
        rowNo: 1,
        colNo: i + 1,
        status: i >= n - closed ? 3 : 1,
      })),
    )
    .returning({ id: seats.id, label: seats.label });
  return {
    itemsId,
    areaId: area.id,
    seatIds: rows.map((row) => row.id),
    labels: rows.map((row) => row.label),
  };
}
