import { useNavigate } from 'react-router';

/**
 * Where a list item leads (doc 1 §2, doc 4 §2.1): a linkUrl that begins with http opens as a full
 * navigation, any other linkUrl is an in-app route, and an item without one opens
 * subject-detail?id={id}. The one place this rule lives: project cards, banners and tiles all use it.
 */
export type ListLinkTarget = { kind: 'page'; href: string } | { kind: 'route'; to: string };

const WEB_ADDRESS = /^https?:\/\//i;
/** `javascript:`, `data:`, `mailto:` and every other scheme: never followed. */
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

function webAddress(link: string): string | null {
  try {
    const url = new URL(link);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The target of an item with this linkUrl and, when it has none, this project id. Null: nowhere to
 * go (no link and no project, or a link of a kind the app never follows).
 */
export function listLinkTarget(linkUrl: string, projectId: number | null): ListLinkTarget | null {
  const link = linkUrl.trim();
  const fallback: ListLinkTarget | null =
    projectId !== null && Number.isSafeInteger(projectId) && projectId > 0
      ? { kind: 'route', to: `/subject-detail?id=${projectId}` }
      : null;
  if (link === '') return fallback;
  if (WEB_ADDRESS.test(link)) {
    const href = webAddress(link);
    return href ? { kind: 'page', href } : fallback;
  }
  if (SCHEME.test(link) || /[\s\\]/.test(link)) return fallback;
  // '#/seat?id=4', '/seat?id=4' and 'seat?id=4' are one route; '//host' stays in the app too.
  const route = link.replace(/^#/, '').replace(/^\/+/, '');
  return route === '' ? { kind: 'route', to: '/' } : { kind: 'route', to: `/${route}` };
}

/** Opens a target: a full navigation for a web address, the router for an in-app route. */
export function useOpenListLink(): (target: ListLinkTarget | null) => void {
  const navigate = useNavigate();
  return (target) => {
    if (target === null) return;
    if (target.kind === 'page') window.location.assign(target.href);
    else navigate(target.to);
  };
}
