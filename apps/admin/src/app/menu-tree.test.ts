import { mayCall } from '@alma/shared/admin-api/permissions';
import type { TStaffRole } from '@alma/shared/admin-api/roles';
import { describe, expect, it } from 'vitest';
import { groupOf, menuTree } from './menu-tree.ts';

type Group = 'fulfilment';
const SCREENS: Array<{ path: string; routeKey: string; group?: Group }> = [
  { path: '', routeKey: 'GET /dashboard' },
  { path: 'orders', routeKey: 'GET /orders' },
  { path: 'certificates', routeKey: 'GET /certificates', group: 'fulfilment' },
  { path: 'receipts', routeKey: 'GET /receipts', group: 'fulfilment' },
  { path: 'jobs', routeKey: 'GET /jobs', group: 'fulfilment' },
  { path: 'settings', routeKey: 'GET /settings' },
];

/** Each node as a line: a screen's path, or a group with its screens' paths. */
function shapeFor(role: TStaffRole): string[] {
  return menuTree(SCREENS, (key) => mayCall(role, key)).map((node) =>
    node.kind === 'screen' ? node.screen.path || '/' : `${node.group}[${node.screens.map((s) => s.path)}]`,
  );
}

describe('the side menu', () => {
  it.each<[TStaffRole, string[]]>([
    ['administrator', ['/', 'orders', 'fulfilment[certificates,receipts,jobs]', 'settings']],
    ['fulfilment', ['/', 'orders', 'fulfilment[certificates,receipts]']],
    ['finance', ['/', 'orders', 'fulfilment[receipts]', 'settings']],
    ['content_editor', ['/']],
  ])('a %s sees the screens of the routes it may call, grouped', (role, shape) => {
    expect(shapeFor(role)).toEqual(shape);
  });

  it('names the submenu to open for a screen inside one', () => {
    expect(groupOf(SCREENS, 'receipts')).toBe('fulfilment');
    expect(groupOf(SCREENS, 'orders')).toBeUndefined();
  });
});
