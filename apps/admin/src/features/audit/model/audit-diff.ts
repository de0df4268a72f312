/** One field of an audit row's before/after snapshots, as the diff view lists it. */
export type DiffRow = {
  /** Dotted path into the snapshot (`form.address`, `coverList[1]`). */
  path: string;
  before: string | null;
  after: string | null;
  change: 'added' | 'removed' | 'changed' | 'same';
};

function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === null) return 'null';
  return JSON.stringify(value) ?? String(value);
}

/** Leaves of a snapshot by path; an empty object or array is a leaf of its own, so it still shows. */
function flatten(value: unknown, path: string, into: Map<string, string>): Map<string, string> {
  if (Array.isArray(value) && value.length > 0) {
    for (const [index, item] of value.entries()) flatten(item, `${path}[${index}]`, into);
  } else if (value !== null && typeof value === 'object' && Object.keys(value).length > 0) {
    for (const [key, inner] of Object.entries(value)) flatten(inner, path ? `${path}.${key}` : key, into);
  } else if (value !== undefined && !(path === '' && value === null)) {
    into.set(path || '(value)', text(value));
  }
  return into;
}

/**
 * Before and after of an audit row as rows a person can read: each field once, with what it was, what
 * it became and how it changed. Changed fields come first, in the order the snapshots name them.
 */
export function auditDiff(before: unknown, after: unknown): DiffRow[] {
  const was = flatten(before, '', new Map());
  const now = flatten(after, '', new Map());
  const paths = [...new Set([...was.keys(), ...now.keys()])];
  const rows = paths.map((path): DiffRow => {
    const b = was.get(path) ?? null;
    const a = now.get(path) ?? null;
    const change = b === null ? 'added' : a === null ? 'removed' : a === b ? 'same' : 'changed';
    return { path, before: b, after: a, change };
  });
  return [...rows.filter((row) => row.change !== 'same'), ...rows.filter((row) => row.change === 'same')];
}
