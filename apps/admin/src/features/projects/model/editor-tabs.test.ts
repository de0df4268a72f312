import { mayCall } from '@alma/shared/admin-api/permissions';
import type { TStaffRole } from '@alma/shared/admin-api/roles';
import { describe, expect, it } from 'vitest';
import { activeTab, visibleTabs } from './editor-tabs.ts';

const mayCallAs = (role: TStaffRole) => (routeKey: string) => mayCall(role, routeKey);

describe('project editor tabs', () => {
  it.each<[TStaffRole, string[]]>([
    ['project_manager', ['settings', 'sub-items', 'progress', 'publicity', 'together', 'certificate']],
    ['content_editor', ['settings', 'sub-items', 'progress', 'publicity']],
    ['finance', ['settings', 'sub-items']],
  ])('a %s sees the tabs of the routes it may read', (role, tabs) => {
    expect(visibleTabs(mayCallAs(role))).toEqual(tabs);
  });

  it('opens the tab the address names, or the first when the role does not see it', () => {
    const tabs = visibleTabs(mayCallAs('content_editor'));
    expect(activeTab('progress', tabs)).toBe('progress');
    expect(activeTab('together', tabs)).toBe('settings');
    expect(activeTab(null, tabs)).toBe('settings');
  });
});
