import type { TSeatDetail, TSeatMatch, TSeatStatusMap } from '@alma/shared/api/naming-activity';
import { DONATEU } from '@alma/shared/api/spec-paths';
import { ZMapDefinition } from '@alma/shared/naming-map/map-definition';
import { isMapName } from '@alma/shared/naming-map/map-levels';
import { PRICE_OPTIONS, PRICE_OPTIONS_FIRST, priceRangeOf } from '@alma/shared/naming-map/price-filter';
import { SPECIES_FIRST, SPECIES_MORE } from '@alma/shared/naming-map/species';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { donations } from '../schema/donations.ts';
import { items } from '../schema/items.ts';
import { namingMaps, seatAreas, seatClaims, seats } from '../schema/naming.ts';
import { files } from '../schema/site.ts';
import { buildCampaignPlan } from './campaign-maps-data.ts';
import { CAMPAIGN, CAMPAIGN_IDS } from './demo-ids.ts';
import { seedDemoIfEmpty } from './seed-demo.ts';

type Seat = typeof seats.$inferSelect;
type MapRow = { name: string; itemsId: number; definition: ReturnType<typeof ZMapDefinition.parse> };

describe('campaign maps demo data', () => {
  let t: TestApp;
  let maps: MapRow[];
  let seatById: Map<number, Seat>;
  let areaPrice: Map<number, number>;

  /** The lowest term of a seat's own price list, else its area's: what the maps filter by. */
  const priceOf = (seat: Seat) =>
    Math.min(...(seat.priceList?.map((term) => term.termMoneyFen) ?? [areaPrice.get(seat.areaId)!]));
  const pointsOf = (map: MapRow) => [...map.definition.treeList, ...map.definition.buildingList];
  const mapNamed = (name: string) => {
    const map = maps.find((row) => row.name === name);
    if (!map) throw new Error(`no map ${name}`);
    return map;
  };

  beforeAll(async () => {
    t = await createTestApp();
    expect(await seedDemoIfEmpty(t.deps)).toBe(true);
    const { db } = t.deps.database;
    const rows = await db.select().from(namingMaps);
    maps = rows.map((row) => ({
      name: row.name,
      itemsId: row.itemsId,
      definition: ZMapDefinition.parse(row.definition),
    }));
    seatById = new Map((await db.select().from(seats)).map((seat) => [seat.id, seat]));
    areaPrice = new Map(
      (await db.select().from(seatAreas)).map((area) => [
        area.id,
        Math.min(...area.priceList.map((term) => term.termMoneyFen)),
      ]),
    );
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  it('stores a definition the schema accepts for every map, and every level leads to a stored map', async () => {
    const rows = await t.deps.database.db.select().from(namingMaps);
    for (const row of rows) {
      expect(ZMapDefinition.safeParse(row.definition).success, row.name).toBe(true);
      expect(isMapName(row.name), row.name).toBe(true);
    }
    const names = new Set(maps.map((map) => map.name));
    for (const name of ['yc-1', 'cpuyc-1', 'seat-1', 'build-1', 'gmu-1', 'xzit-1', 'wall-1', 'hhu-1'])
      expect(names.has(name), name).toBe(true);
    expect([...names].some((name) => name.startsWith('ys-'))).toBe(false);
    for (const map of maps) {
      const [area, level] = map.name.split('-') as [string, string];
      for (const point of map.definition.areaList) {
        const below = maps.find((other) => other.name === `${area}-${Number(level) + 1}-${point.next}`);
        expect(below?.itemsId, `${map.name} → ${point.next}`).toBe(map.itemsId);
        expect(point.hot.length).toBeGreaterThanOrEqual(3);
      }
    }
    // Level 3 of the first tree map opens a panorama; level 1 and 2 do not.
    for (const map of maps.filter((row) => row.name.startsWith('yc-'))) {
      expect(map.definition.vr !== '', map.name).toBe(map.name.startsWith('yc-3-'));
    }
  });

  it("ties every point to a seat of the map's project in one of the areas the map loads", () => {
    for (const map of maps) {
      const areas = new Set(map.definition.areaIdList);
      for (const point of pointsOf(map)) {
        const seat = seatById.get(point.seatId);
        expect(seat?.itemsId, `${map.name} point ${point.seatId}`).toBe(map.itemsId);
        expect(areas.has(seat!.areaId), `${map.name} point ${point.seatId}`).toBe(true);
        expect(point.id).toBe(seat!.displayNo);
      }
      // And the areas it loads hold only the objects it draws (trees and seats apart).
      const drawn = new Set(pointsOf(map).map((point) => point.seatId));
      const loaded = [...seatById.values()].filter((seat) => areas.has(seat.areaId));
      if (map.name !== 'xzit-1' && !map.name.startsWith('xzit-2'))
        expect(
          loaded.every((seat) => drawn.has(seat.id)),
          map.name,
        ).toBe(true);
    }
  });

  it('gives every caption, area point and building an English title (issue 22)', () => {
    const titled = maps.flatMap((map) => [
      map.definition,
      ...map.definition.areaList,
      ...map.definition.buildingList,
    ]);
    expect(titled.filter((texts) => texts.title !== '').length).toBeGreaterThan(20);
    for (const texts of titled) {
      if (texts.title !== '') expect(texts.titleEn, texts.title).toMatch(/^[A-Za-z][A-Za-z0-9 ]+$/);
    }
  });

  it('makes a level-3 tree map of item 4 the largest map, with at least 2,000 trees', () => {
    const largest = [...maps].sort((a, b) => pointsOf(b).length - pointsOf(a).length)[0]!;
    expect(largest.name).toMatch(/^yc-3-/);
    expect(largest.itemsId).toBe(CAMPAIGN.treeMap);
    expect(largest.definition.treeList.length).toBeGreaterThanOrEqual(2000);
    expect(largest.definition.treeList.some((point) => point.id > 99)).toBe(true);
  });

  it('has the counts of doc 4 §9: 850 bricks and 1,917 seats, 200 open, at 2000 yuan for good', () => {
    const wall = mapNamed('wall-1');
    expect(wall.definition.pointKind).toBe('brick');
    expect(wall.definition.treeList).toHaveLength(850);
    const hall = mapNamed('seat-1');
    expect(hall.definition).toMatchObject({
      pointKind: 'seat',
      title: '一楼',
      titleEn: 'Ground floor',
      scale: 0.3,
      labelScale: 0.6,
    });
    const hallSeats = hall.definition.treeList.map((point) => seatById.get(point.seatId)!);
    expect(hallSeats).toHaveLength(1917);
    expect(hallSeats.filter((seat) => seat.status === 1)).toHaveLength(200);
    expect(hallSeats.filter((seat) => seat.status === 3)).toHaveLength(1717);
    const bricks = wall.definition.treeList.map((point) => seatById.get(point.seatId)!);
    for (const seat of [...hallSeats, ...bricks]) expect(priceOf(seat)).toBe(200_000);
    expect(mapNamed('build-1').definition.buildingList).toHaveLength(6);
    expect(mapNamed('gmu-1').definition.treeList).toHaveLength(200);
    expect(mapNamed('hhu-1').definition.treeList).toHaveLength(120);
    const xzitTrees = maps
      .filter((map) => map.name.startsWith('xzit-3-'))
      .flatMap((map) => map.definition.treeList);
    expect(xzitTrees).toHaveLength(150);
    expect(
      maps.filter((map) => map.name.startsWith('xzit-')).flatMap((map) => map.definition.buildingList).length,
    ).toBeGreaterThan(0);
  });

  it('gives every option of each price filter trees to find, of the species the filters list', () => {
    const treesOf = (prefix: string) =>
      maps
        .filter((map) => map.name.startsWith(prefix))
        .flatMap((map) => map.definition.treeList.map((p) => seatById.get(p.seatId)!));
    const check = (trees: Seat[], options: readonly string[], species: readonly string[]) => {
      for (const option of options) {
        const { minMoney = 0, maxMoney = Number.POSITIVE_INFINITY } = priceRangeOf(option);
        expect(
          trees.some((tree) => priceOf(tree) >= minMoney * 100 && priceOf(tree) <= maxMoney * 100),
          option,
        ).toBe(true);
      }
      expect(trees.every((tree) => species.includes(tree.seatName))).toBe(true);
    };
    check(treesOf('yc-3-'), PRICE_OPTIONS_FIRST, SPECIES_FIRST);
    check(treesOf('cpuyc-3-'), PRICE_OPTIONS, SPECIES_MORE);
    check(treesOf('xzit-3-'), ['2000-5000'], SPECIES_MORE);
  });

  it('keeps each project named count equal to its named claims, each paid by a PAID order for what it cost', async () => {
    const { db } = t.deps.database;
    const claims = await db.select().from(seatClaims);
    const paid = new Map(
      (await db.select().from(donations).where(eq(donations.status, 'PAID'))).map((row) => [row.id, row]),
    );
    const projects = await db.select().from(items);
    for (const id of CAMPAIGN_IDS) {
      const mine = claims.filter((claim) => seatById.get(claim.seatId)?.itemsId === id);
      expect(
        mine.every((claim) => claim.state === 'named' && claim.termYear === 0 && claim.namedUntil === null),
      ).toBe(true);
      const project = projects.find((row) => row.id === id)!;
      expect({ id, named: project.namingCountDonate }).toEqual({ id, named: mine.length });
      for (const orderId of new Set(mine.map((claim) => claim.donationId))) {
        const order = paid.get(orderId)!;
        const ofOrder = mine.filter((claim) => claim.donationId === orderId);
        expect(order.seats.split('、').sort()).toEqual(
          ofOrder.map((claim) => seatById.get(claim.seatId)!.label).sort(),
        );
        expect(ofOrder.reduce((sum, claim) => sum + claim.termMoneyFen, 0)).toBe(order.moneyFen);
      }
    }
    // Some named objects on every map that draws points.
    for (const map of maps.filter(
      (row) => (pointsOf(row).length > 0 && !row.name.startsWith('xzit-')) || row.name.startsWith('xzit-3-'),
    )) {
      const ids = new Set(pointsOf(map).map((point) => point.seatId));
      expect(
        claims.some((claim) => ids.has(claim.seatId)),
        map.name,
      ).toBe(true);
    }
  });

  it('names a brick for 林校友, tracks installs with a stored photo, and describes the riverside trees', async () => {
    const { db } = t.deps.database;
    const claims = await db.select().from(seatClaims);
    const lin = claims.find((claim) => claim.donorName === '林校友');
    expect(seatById.get(lin!.seatId)?.itemsId).toBe(CAMPAIGN.alumniWall);
    expect(lin!.donationMessage).not.toBe('');
    expect(claims.some((claim) => claim.installState === 'made')).toBe(true);
    const installed = claims.filter((claim) => claim.installState === 'installed');
    expect(installed.length).toBeGreaterThan(0);
    const stored = new Set(
      (await db.select().from(files)).map((file) => t.deps.storage.urlOf(file.storageKey)),
    );
    for (const claim of installed) {
      expect(stored.has(claim.installPhoto)).toBe(true);
      expect(claim.installUpdatedAt!.getTime()).toBeLessThanOrEqual(Date.now());
    }
    const riverside = mapNamed('hhu-1').definition.treeList.map((point) => seatById.get(point.seatId)!);
    for (const tree of riverside) {
      expect(tree.seatIntro.split('\n').map((line) => line.split('：')[0])).toEqual([
        '位置',
        '科属',
        '生长习性',
      ]);
      expect(stored.has(tree.seatImg)).toBe(true);
    }
  });

  it('serves the maps, their statuses, a filter, a detail and find-my-name over HTTP as the pages ask', async () => {
    const file = await t.app.inject({ method: 'GET', url: '/config/demo/maps/yc-3-grove.json' });
    expect(file.statusCode).toBe(200);
    const grove = ZMapDefinition.parse(file.json());
    expect(grove.treeList.length).toBeGreaterThanOrEqual(2000);
    const status = (body: Record<string, unknown>) =>
      t.post<TSeatStatusMap>(`${DONATEU}/naming/activity/getSeatStatusList`, { seatName: '', ...body });
    const all = await status({ itemsId: CAMPAIGN.treeMap, areaIdList: grove.areaIdList });
    expect(Object.keys(all.data)).toHaveLength(grove.treeList.length);
    expect(Object.values(all.data).filter((value) => value === 2).length).toBeGreaterThan(0);
    for (const option of PRICE_OPTIONS_FIRST) {
      const found = await status({
        itemsId: CAMPAIGN.treeMap,
        areaIdList: grove.areaIdList,
        ...priceRangeOf(option),
      });
      expect(Object.keys(found.data).length, option).toBeGreaterThan(0);
    }
    const hall = mapNamed('seat-1').definition;
    const seatsOpen = await status({ itemsId: CAMPAIGN.auditoriumSeats, areaIdList: hall.areaIdList });
    expect(Object.keys(seatsOpen.data)).toHaveLength(1917);
    expect(Object.values(seatsOpen.data).filter((value) => value === 3)).toHaveLength(1717);
    const found = await t.get<TSeatMatch[]>(`${DONATEU}/naming/activity/searchSeat`, {
      itemsId: CAMPAIGN.alumniWall,
      keyword: '林校友',
    });
    expect(found.data.map((match) => [match.donorName, match.mapName])).toEqual([['林校友', 'wall-1']]);
    const detail = await t.get<TSeatDetail>(`${DONATEU}/naming/activity/getSeatDetail`, {
      seatId: found.data[0]!.seatId,
    });
    expect(detail.data).toMatchObject({
      status: 2,
      termMoney: 2000,
      donorName: '林校友',
      install: { state: 'installed' },
    });
  });

  it('shows each map on a stored picture of its own size (the auditorium at half: a plain floor)', async () => {
    const { db } = t.deps.database;
    const byUrl = new Map(
      (await db.select().from(files)).map((file) => [t.deps.storage.urlOf(file.storageKey), file]),
    );
    for (const map of maps) {
      const file = byUrl.get(map.definition.map);
      expect(file, map.name).toBeDefined();
      const meta = await sharp((await t.deps.storage.get(file!.storageKey))!).metadata();
      const ratio = map.name === 'seat-1' ? 2 : 1;
      expect([meta.format, meta.width, meta.height], map.name).toEqual([
        'jpeg',
        map.definition.width / ratio,
        map.definition.height / ratio,
      ]);
    }
  });
});

describe('campaign plan', () => {
  it('is the same every time it is built', () => {
    expect(JSON.stringify(buildCampaignPlan())).toBe(JSON.stringify(buildCampaignPlan()));
  });
});
