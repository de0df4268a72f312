/** The project editor's tabs, in order, each shown only to a role that may read what it holds. */
export const EDITOR_TABS = [
  { key: 'settings', routeKey: 'GET /projects/:id' },
  { key: 'sub-items', routeKey: 'GET /projects/:id' },
  { key: 'progress', routeKey: 'GET /projects/:id/progress' },
  { key: 'publicity', routeKey: 'GET /projects/:id/publicity' },
  { key: 'together', routeKey: 'GET /projects/:id/together-settings' },
  { key: 'certificate', routeKey: 'GET /projects/:id/certificate-template' },
] as const;

export type TEditorTab = (typeof EDITOR_TABS)[number]['key'];

export function visibleTabs(mayCall: (routeKey: string) => boolean): TEditorTab[] {
  return EDITOR_TABS.filter((tab) => mayCall(tab.routeKey)).map((tab) => tab.key);
}

/** The tab the address asks for (`&tab=progress`) if this role sees it; otherwise the first. */
export function activeTab(asked: string | null, visible: readonly TEditorTab[]): TEditorTab {
  return visible.find((key) => key === asked) ?? visible[0] ?? 'settings';
}
