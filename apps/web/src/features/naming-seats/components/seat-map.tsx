import type { TSeat, TSeatList } from '@alma/shared/api/naming';
import { type CSSProperties, memo, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useElementSize } from '../../../lib/pan-zoom/use-element-size.ts';
import { usePanZoom } from '../../../lib/pan-zoom/use-pan-zoom.ts';
import type { View } from '../../../lib/pan-zoom/view-math.ts';
import { type GridLayout, LAYOUT_CELL, layoutGrid } from '../model/seat-grid.ts';
import { initialView, makeStage } from '../model/seat-stage.ts';
import { seatGridHtml } from './seat-grid-html.ts';

type Props = {
  areaId: number;
  areaTitle: string;
  twoArray: TSeatList['twoArray'];
  /** Seat ids chosen (in any area). */
  chosenIds: ReadonlySet<number>;
  onSeatTap: (seat: TSeat) => void;
};

/**
 * A grid area's seat map (doc 2 §2.4, doc 4 §4). One element per seat in a CSS grid of fixed
 * 30 px tracks: no per-seat style, so the browser styles them all alike in one pass, and the
 * seats' markup is parsed in one go (seat-grid-html.ts). Drawn once per answer (memoised:
 * choosing a seat draws only the few chosen marks on top), moved and zoomed by a CSS transform
 * of one layer (lib/pan-zoom).
 */
export function SeatMap({ areaId, areaTitle, twoArray, chosenIds, onSeatTap }: Props) {
  const { t } = useTranslation();
  const viewportRef = useRef<HTMLElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const rowsRef = useRef<HTMLDivElement>(null);
  const refs = useMemo(() => ({ viewport: viewportRef, content: contentRef }), []);
  const viewport = useElementSize(viewportRef);
  const layout = useMemo(() => layoutGrid(twoArray), [twoArray]);
  const stage = useMemo(
    () => (viewport ? makeStage({ width: layout.width, height: layout.height }, viewport) : null),
    [layout, viewport],
  );

  usePanZoom(refs, stage, String(areaId), {
    initial: initialView,
    tapSelector: '[data-i]',
    onTap: (element) => {
      const seat = layout.cells[Number(element.dataset.i)]?.seat;
      if (seat) onSeatTap(seat);
    },
    onPaint: (view, scaleChanged) => paintRows(rowsRef.current, view, scaleChanged),
  });

  // The bench (bench/seat-map.ts) times the first render up to here: the frame after the one
  // that drew the seats has begun, so they have been painted.
  const drawn = stage !== null;
  useEffect(() => {
    if (!drawn) return;
    let second = 0;
    const first = requestAnimationFrame(() => {
      second = requestAnimationFrame(() =>
        performance.mark('seat-map-drawn', { detail: { areaId, seats: layout.cells.length } }),
      );
    });
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
    };
  }, [drawn, layout, areaId]);

  return (
    <div className="seat-map">
      <div className="seat-map-rows" aria-hidden="true">
        <div ref={rowsRef} className="seat-map-rows-inner">
          {layout.rowLabels.map((label) => (
            <span
              key={label.row}
              className={
                label.row % 5 === 0 || label.row === 1 ? 'seat-row-label is-fifth' : 'seat-row-label'
              }
              style={{ '--y': label.y } as CSSProperties}
            >
              {label.row}
            </span>
          ))}
        </div>
      </div>
      <section
        ref={viewportRef}
        className="seat-map-viewport"
        aria-label={t('namingSeats.mapLabel', { area: areaTitle })}
        data-testid="seat-map"
      >
        {/* Drawn once the viewport is measured, straight at its first view (no jump). */}
        {stage ? (
          <div
            ref={contentRef}
            className="seat-map-content"
            style={{ width: layout.width, height: layout.height }}
          >
            <SeatCells layout={layout} />
            <ChosenMarks layout={layout} chosenIds={chosenIds} />
          </div>
        ) : null}
      </section>
    </div>
  );
}

/** Below this many screen px per row, only every fifth row number is shown. */
const DENSE_ROW_PX = 14;

/** The row numbers follow the seats up and down; their places change only with the scale. */
function paintRows(rows: HTMLDivElement | null, view: View, scaleChanged: boolean) {
  if (!rows) return;
  rows.style.transform = `translate3d(0, ${-view.y}px, 0)`;
  if (!scaleChanged) return;
  rows.style.setProperty('--s', String(view.scale));
  rows.classList.toggle('is-dense', LAYOUT_CELL * view.scale < DENSE_ROW_PX);
}

/** Every position of the grid: a seat or a gap. No handlers (the viewport handles taps), no state. */
const SeatCells = memo(function SeatCells({ layout }: { layout: GridLayout }) {
  const html = useMemo(() => seatGridHtml(layout), [layout]);
  return (
    <div
      className="seat-grid"
      style={{ gridTemplateColumns: `repeat(${layout.cols}, ${LAYOUT_CELL}px)` }}
      // Markup we make ourselves, every label escaped (seat-grid-html.ts).
      // biome-ignore lint/security/noDangerouslySetInnerHtml: 1,917 seats drawn in one parse
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
});

/** The chosen seats of this area, drawn over their cells (taps pass through to the seat). */
function ChosenMarks({ layout, chosenIds }: { layout: GridLayout; chosenIds: ReadonlySet<number> }) {
  const marks: GridLayout['cells'] = [];
  for (const id of chosenIds) {
    const index = layout.indexById.get(id);
    const cell = index === undefined ? undefined : layout.cells[index];
    if (cell) marks.push(cell);
  }
  return marks.map((cell) => (
    <span
      key={cell.seat.id}
      className="seat-cell seat-chosen-mark is-chosen"
      data-chosen={cell.seat.seat}
      style={{ left: cell.x, top: cell.y }}
    />
  ));
}
