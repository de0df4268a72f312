/** A place in the console: the path under /admin and its query. */
type Place = { pathname: string; search: string };

/**
 * What a navigation does to the project editor (`/projects?edit=<id>&tab=<tab>`): nothing ('stay'),
 * another of its tabs ('tab': every tab stays mounted, so their edits are kept), or anything else —
 * the list, another project, the donation form builder, another screen, sign-out ('leave').
 */
export type TEditorMove = 'stay' | 'tab' | 'leave';

export function editorMoveOf(current: Place, next: Place): TEditorMove {
  if (current.pathname !== next.pathname) return 'leave';
  const from = new URLSearchParams(current.search);
  const to = new URLSearchParams(next.search);
  const tabFrom = from.get('tab');
  const tabTo = to.get('tab');
  from.delete('tab');
  to.delete('tab');
  from.sort();
  to.sort();
  if (from.toString() !== to.toString()) return 'leave';
  return tabFrom === tabTo ? 'stay' : 'tab';
}

/** The tab a part of the editor lives on: `settings:content` is the settings tab's content card. */
export function tabOfPart(part: string): string {
  return part.split(':')[0] ?? part;
}

/**
 * Whether a move puts unsaved edits at risk, and how: leaving loses every tab's, a change of tab
 * only asks when the tab left behind has some (they stay there unsaved). Answers the tabs to name
 * in the question, each once and in the editor's order; null when nothing is at risk.
 */
export function editsAtRisk(
  move: TEditorMove,
  parts: readonly string[],
  openTab: string,
  tabOrder: readonly string[],
): { kind: 'leave' | 'tab'; tabs: string[] } | null {
  if (move === 'stay') return null;
  const tabs = [...new Set(parts.map(tabOfPart))]
    .filter((tab) => move === 'leave' || tab === openTab)
    .sort((a, b) => tabOrder.indexOf(a) - tabOrder.indexOf(b));
  return tabs.length === 0 ? null : { kind: move, tabs };
}
