/** A screen as the menu needs it: where it goes and the submenu it sits in. */
type MenuScreen = { path: string; routeKey: string; group?: string | undefined };

export type TMenuNode<S, G extends string> =
  | { kind: 'screen'; screen: S }
  | { kind: 'group'; group: G; screens: S[] };

/**
 * The side menu's shape for a role: the screens it may open, in table order, those of a group
 * gathered into one submenu where the group's first visible screen stands. A group with nothing
 * visible is not drawn at all (an empty submenu would be a dead end).
 */
export function menuTree<S extends MenuScreen>(
  screens: readonly S[],
  mayCall: (routeKey: string) => boolean,
): Array<TMenuNode<S, NonNullable<S['group']>>> {
  const nodes: Array<TMenuNode<S, NonNullable<S['group']>>> = [];
  for (const screen of screens) {
    if (!mayCall(screen.routeKey)) continue;
    const group = screen.group as NonNullable<S['group']> | undefined;
    if (group === undefined) {
      nodes.push({ kind: 'screen', screen });
      continue;
    }
    const existing = nodes.find((node) => node.kind === 'group' && node.group === group);
    if (existing?.kind === 'group') existing.screens.push(screen);
    else nodes.push({ kind: 'group', group, screens: [screen] });
  }
  return nodes;
}

/** The submenu holding `path`, to open it when its screen is the one shown. */
export function groupOf<S extends MenuScreen>(screens: readonly S[], path: string): S['group'] | undefined {
  return screens.find((screen) => screen.path === path)?.group;
}
