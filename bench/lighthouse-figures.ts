import type { ScreenFacts } from './lighthouse-screen-check.ts';

/** The figures this bench prints from one Lighthouse result. */
export type AuditFigures = {
  score: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  jsBytes: number;
  jsFiles: number;
  /** What Lighthouse says gzip/brotli would save on text responses (0 when they are compressed). */
  compressionSavingsBytes: number;
  lcpElement: string;
  screen: string;
};

type Lhr = {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
};

type NetworkRow = { resourceType?: string; transferSize?: number };

function numeric(lhr: Lhr, id: string): number {
  const value = lhr.audits[id]?.numericValue;
  if (typeof value !== 'number') throw new Error(`audit ${id} has no value`);
  return value;
}

/** The LCP element's selector, from the list of tables Lighthouse 12 reports for it. */
function lcpElement(lhr: Lhr): string {
  type Table = { type?: string; items?: Array<{ node?: { selector?: string; nodeLabel?: string } }> };
  const details = lhr.audits['largest-contentful-paint-element']?.details as { items?: Table[] } | undefined;
  const node = details?.items?.find((item) => item.type === 'table')?.items?.[0]?.node;
  return node ? `${node.selector ?? ''} "${(node.nodeLabel ?? '').slice(0, 30)}"` : 'none';
}

export function figuresOf(lhr: Lhr, facts: ScreenFacts): AuditFigures {
  const rows = (lhr.audits['network-requests']?.details as { items?: NetworkRow[] } | undefined)?.items ?? [];
  const scripts = rows.filter((row) => row.resourceType === 'Script');
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    jsBytes: scripts.reduce((sum, row) => sum + (row.transferSize ?? 0), 0),
    jsFiles: scripts.length,
    compressionSavingsBytes:
      (lhr.audits['uses-text-compression']?.details as { overallSavingsBytes?: number } | undefined)
        ?.overallSavingsBytes ?? 0,
    lcpElement: lcpElement(lhr),
    screen: `${facts.hash} — ${facts.projectCards} project cards${facts.placeholder ? ', placeholder page' : ''}: "${facts.rootText}"`,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Each figure's own median: one slow run does not pick the other figures. */
export function medianFigures(runs: AuditFigures[]): AuditFigures {
  const first = runs[0];
  if (!first) throw new Error('no runs');
  const of = (pick: (figures: AuditFigures) => number) => median(runs.map(pick));
  return {
    ...first,
    score: of((run) => run.score),
    lcpMs: of((run) => run.lcpMs),
    cls: of((run) => run.cls),
    tbtMs: of((run) => run.tbtMs),
    jsBytes: of((run) => run.jsBytes),
    jsFiles: of((run) => run.jsFiles),
    compressionSavingsBytes: of((run) => run.compressionSavingsBytes),
  };
}

export function formatFigures(figures: AuditFigures): string {
  return [
    `performance ${figures.score}`,
    `LCP ${(figures.lcpMs / 1000).toFixed(2)} s`,
    `CLS ${figures.cls.toFixed(3)}`,
    `TBT ${Math.round(figures.tbtMs)} ms`,
    `JS transferred ${(figures.jsBytes / 1024).toFixed(1)} KB in ${figures.jsFiles} files`,
    `text compression would save ${(figures.compressionSavingsBytes / 1024).toFixed(1)} KB`,
    `LCP element ${figures.lcpElement}`,
  ].join(' | ');
}
