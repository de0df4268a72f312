import type { AppDeps } from '../src/app-deps.ts';
import { type NamingTerm, namingMaps, seatAreas, seats } from '../src/db/schema/naming.ts';
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

let groveCount = 0;
const nextGrove = () => {
  groveCount += 1;
  return groveCount;
};

/** A tree of a grove: its species, number, price (fen, its own) and staff status. */
export type TreeSeed = { seatName: string; displayNo: number; priceFen: number; status?: 1 | 3 };

/**
 * A tree-naming project (a campaign map's data): one list area per grove, trees with their own
 * prices, and a map `{area}-3-1` showing every tree (the definition as the console would save it).
 */
export async function createGrove(
  deps: AppDeps,
  groves: TreeSeed[][],
  mapArea = `g${process.pid.toString(36)}x${nextGrove()}`,
): Promise<{ itemsId: number; areaIds: number[]; seatIds: number[][]; mapName: string }> {
  const { db } = deps.database;
  const itemsId = await createItem(deps, { itemsType: 2, namingType: 1 });
  const areaIds: number[] = [];
  const seatIds: number[][] = [];
  for (const [index, trees] of groves.entries()) {
    const [area] = await db
      .insert(seatAreas)
      .values({
        itemsId,
        title: `林区${index + 1}`,
        type: 3,
        priceList: [{ termName: '永久', termMoneyFen: 200_000, termYear: 0 }],
      })
      .returning({ id: seatAreas.id });
    if (!area) throw new Error('area not created');
    areaIds.push(area.id);
    const rows = trees.length
      ? await db
          .insert(seats)
          .values(
            trees.map((tree) => ({
              areaId: area.id,
              itemsId,
              label: `${tree.seatName} No.${tree.displayNo}`,
              displayNo: tree.displayNo,
              seatName: tree.seatName,
              seatIntro: `位置：林区${index + 1}\n科属：测试科\n生长习性：喜光`,
              status: tree.status ?? 1,
              priceList: [{ termName: '永久', termMoneyFen: tree.priceFen, termYear: 0 }],
            })),
          )
          .returning({ id: seats.id })
      : [];
    seatIds.push(rows.map((row) => row.id));
  }
  const mapName = `${mapArea.slice(0, 16)}-3-1`;
  await db.insert(namingMaps).values({
    itemsId,
    name: mapName,
    definition: {
      width: 1000,
      height: 800,
      scale: 1,
      minScale: 0.5,
      maxScale: 2,
      top: 0,
      left: 0,
      map: '/files/test-map.png',
      treeList: seatIds
        .flat()
        .map((seatId, i) => ({ id: i + 1, x: 10 + (i % 90) * 10, y: 10 + Math.floor(i / 90) * 10, seatId })),
      areaIdList: areaIds,
    },
  });
  return { itemsId, areaIds, seatIds, mapName };
}
