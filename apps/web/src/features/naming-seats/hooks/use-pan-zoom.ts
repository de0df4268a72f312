import { type RefObject, useLayoutEffect, useRef } from 'react';
import {
  clampView,
  initialView,
  type Point,
  panView,
  pinchView,
  type Stage,
  type View,
  viewTransform,
  zoomAt,
} from '../model/pan-zoom.ts';
import { LAYOUT_CELL } from '../model/seat-grid.ts';

/** A finger or mouse that moves less than this is a tap, not a drag. */
const TAP_SLOP_PX = 8;
/** Below this many screen px per row, only every fifth row number is shown. */
const DENSE_ROW_PX = 14;
/** Wheel zoom speed: a typical mouse notch (100 px) zooms by e^0.2 ≈ 1.22×. */
const WHEEL_ZOOM_PER_PX = 0.002;
const WHEEL_IDLE_MS = 200;

type Refs = {
  viewport: RefObject<HTMLElement | null>;
  content: RefObject<HTMLDivElement | null>;
  rows: RefObject<HTMLDivElement | null>;
};

type Gesture =
  | { kind: 'pan'; pointerId: number; start: Point; view: View; moved: boolean; seatIndex: number | null }
  | { kind: 'pinch'; startMid: Point; startDistance: number; view: View };

const midpoint = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
const distance = (a: Point, b: Point): number => Math.hypot(a.x - b.x, a.y - b.y);

function seatIndexOf(target: EventTarget | null): number | null {
  const element = target instanceof Element ? target.closest<HTMLElement>('[data-i]') : null;
  const index = element ? Number(element.dataset.i) : Number.NaN;
  return Number.isInteger(index) ? index : null;
}

/**
 * Pan and pinch of the seat map without React: pointer events (touch and mouse alike) and the
 * wheel change a view held in a ref, and one requestAnimationFrame writes it as the transform of
 * the content layer (and of the row numbers). Seats are never re-rendered while the map moves.
 * A tap (no movement) on a seat calls onTap with the seat's index (its data-i).
 *
 * `stageKey` names what is laid out (the area): a new key opens at the area's initial view; the
 * same key with a new viewport size (rotation, a toolbar coming or going) keeps the view.
 */
export function usePanZoom(
  refs: Refs,
  stage: Stage | null,
  stageKey: string,
  onTap: (index: number) => void,
) {
  const view = useRef<View | null>(null);
  const viewKey = useRef('');
  const tap = useRef(onTap);
  useLayoutEffect(() => {
    tap.current = onTap;
  });

  useLayoutEffect(() => {
    const viewport = refs.viewport.current;
    const content = refs.content.current;
    const rows = refs.rows.current;
    if (!stage || !viewport || !content) return;
    view.current =
      view.current && viewKey.current === stageKey ? clampView(stage, view.current) : initialView(stage);
    viewKey.current = stageKey;

    let frame = 0;
    let paintedScale = Number.NaN;
    const paint = () => {
      frame = 0;
      const current = view.current;
      if (!current) return;
      content.style.transform = viewTransform(current);
      if (!rows) return;
      rows.style.transform = `translate3d(0, ${-current.y}px, 0)`;
      // The row numbers' places change only with the scale: a pan restyles nothing else.
      if (current.scale !== paintedScale) {
        paintedScale = current.scale;
        rows.style.setProperty('--s', String(current.scale));
        rows.classList.toggle('is-dense', LAYOUT_CELL * current.scale < DENSE_ROW_PX);
      }
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(paint);
    };
    paint();

    const pointers = new Map<number, Point>();
    let gesture: Gesture | null = null;
    let rect = viewport.getBoundingClientRect();
    let wheelTimer = 0;
    const local = (event: { clientX: number; clientY: number }): Point => ({
      x: event.clientX - rect.left,
      y: event.clientY - rect.top,
    });
    // Composited only while it moves: at rest the seats are drawn sharp at the current scale.
    const moving = (on: boolean) => content.classList.toggle('is-moving', on);
    const startPan = (pointerId: number, point: Point, seatIndex: number | null, moved: boolean) => {
      gesture = { kind: 'pan', pointerId, start: point, view: view.current!, moved, seatIndex };
    };

    const onDown = (event: PointerEvent) => {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      rect = viewport.getBoundingClientRect();
      try {
        viewport.setPointerCapture(event.pointerId);
      } catch {
        // A pointer the browser no longer tracks: the move events still arrive without capture.
      }
      pointers.set(event.pointerId, local(event));
      if (pointers.size === 1) startPan(event.pointerId, local(event), seatIndexOf(event.target), false);
      else if (pointers.size === 2) {
        const [a, b] = [...pointers.values()] as [Point, Point];
        gesture = {
          kind: 'pinch',
          startMid: midpoint(a, b),
          startDistance: distance(a, b),
          view: view.current!,
        };
        moving(true);
      }
    };

    const onMove = (event: PointerEvent) => {
      if (!gesture || !pointers.has(event.pointerId)) return;
      const point = local(event);
      pointers.set(event.pointerId, point);
      if (gesture.kind === 'pinch') {
        const [a, b] = [...pointers.values()] as [Point, Point];
        const { view: start, startMid, startDistance } = gesture;
        view.current = pinchView(stage, start, startMid, startDistance, midpoint(a, b), distance(a, b));
      } else if (event.pointerId === gesture.pointerId) {
        const dx = point.x - gesture.start.x;
        const dy = point.y - gesture.start.y;
        if (!gesture.moved && Math.hypot(dx, dy) < TAP_SLOP_PX) return;
        if (!gesture.moved) moving(true);
        gesture.moved = true;
        view.current = panView(stage, gesture.view, dx, dy);
      }
      schedule();
    };

    const onUp = (event: PointerEvent) => {
      if (!pointers.delete(event.pointerId)) return;
      const ended = gesture;
      if (ended?.kind === 'pan' && !ended.moved && event.type === 'pointerup' && ended.seatIndex !== null) {
        tap.current(ended.seatIndex);
      }
      const [rest] = [...pointers.entries()];
      if (pointers.size === 1 && rest) {
        // From a pinch back to one finger: it goes on dragging, and is no tap.
        startPan(rest[0], rest[1], null, true);
      } else if (pointers.size === 0) {
        gesture = null;
        moving(false);
      }
    };

    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      rect = viewport.getBoundingClientRect();
      const current = view.current!;
      const pixels = event.deltaMode === WheelEvent.DOM_DELTA_LINE ? event.deltaY * 16 : event.deltaY;
      view.current = zoomAt(
        stage,
        current,
        current.scale * Math.exp(-pixels * WHEEL_ZOOM_PER_PX),
        local(event),
      );
      moving(true);
      window.clearTimeout(wheelTimer);
      wheelTimer = window.setTimeout(() => moving(false), WHEEL_IDLE_MS);
      schedule();
    };

    // iOS WebKit (WeChat) zooms the whole page on its own gesture events unless told not to.
    const stopPageZoom = (event: Event) => event.preventDefault();

    viewport.addEventListener('pointerdown', onDown);
    viewport.addEventListener('pointermove', onMove);
    viewport.addEventListener('pointerup', onUp);
    viewport.addEventListener('pointercancel', onUp);
    viewport.addEventListener('wheel', onWheel, { passive: false });
    viewport.addEventListener('gesturestart', stopPageZoom);
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(wheelTimer);
      moving(false);
      viewport.removeEventListener('pointerdown', onDown);
      viewport.removeEventListener('pointermove', onMove);
      viewport.removeEventListener('pointerup', onUp);
      viewport.removeEventListener('pointercancel', onUp);
      viewport.removeEventListener('wheel', onWheel);
      viewport.removeEventListener('gesturestart', stopPageZoom);
    };
  }, [refs, stage, stageKey]);
}
