import type { TNamingMapDetail, TNamingMapRow } from '@alma/shared/admin-api/naming-maps';
import type { TAdminRows } from '@alma/shared/admin-api/paging';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminClient, signedInAs } from '../../../test/admin-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { seedDemoIfEmpty } from '../../db/seed/seed-demo.ts';

let t: TestApp;
let manager: AdminClient;

beforeAll(async () => {
  t = await createTestApp();
  expect(await seedDemoIfEmpty(t.deps)).toBe(true);
  manager = await signedInAs(t, 'project_manager');
}, 120_000);
afterAll(() => t.close());

describe('the demo campaign maps in the editor', () => {
  it('opens every demo map and saves it back as it is: the editor’s rules accept what the demo serves', async () => {
    const list = await manager.call<TAdminRows<TNamingMapRow>>('GET', '/naming-maps');
    expect(list.body.total).toBeGreaterThan(0);
    for (const row of list.body.rows) {
      const detail = await manager.call<TNamingMapDetail>('GET', `/naming-maps/${row.id}`);
      expect(detail.status, row.name).toBe(200);
      // Every point's seat is one the editor can describe.
      const points = [...detail.body.definition.treeList, ...detail.body.definition.buildingList];
      expect(detail.body.seats.length, row.name).toBe(points.length);
      const saved = await manager.call<TNamingMapDetail>('PUT', `/naming-maps/${row.id}`, {
        definition: detail.body.definition,
      });
      expect(saved.status, `${row.name}: ${JSON.stringify(saved.body)}`).toBe(200);
      expect(saved.body.warnings, row.name).toEqual([]);
    }
  }, 120_000);
});
