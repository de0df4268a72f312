import { type RefObject, useLayoutEffect, useRef } from 'react';
import {
  clampView,
  type Point,
  panView,
  pinchView,
  type Stage,
  type View,
  viewTransform,
  zoomAt,
} from './view-math.ts';

/** A finger or mouse that moves less than this is a tap, not a drag. */
const TAP_SLOP_PX = 8;
/** Wheel zoom speed: a typical mouse notch (100 px) zooms by e^0.2 ≈ 1.22×. */
const WHEEL_ZOOM_PER_PX = 0.002;
const WHEEL_IDLE_MS = 200;
/** How long a fly (moveTo with animate) takes; the content layer's CSS transition matches it. */
export const FLY_MS = 450;

export type PanZoomRefs = {
  viewport: RefObject<HTMLElement | null>;
  content: RefObject<HTMLElement | null>;
};

export type PanZoomOptions = {
  /** The first view of a new stage key. */
  initial: (stage: Stage) => View;
  /** Taps (no movement, never during or right after a pinch) on an element matching this selector. */
  tapSelector: string;
  onTap: (element: HTMLElement) => void;
  /** Runs in the frame that paints a view, after the content's transform (row numbers, labels). */
  onPaint?: (view: View, scaleChanged: boolean) => void;
};

/** Moves the view from outside (find my name); `animate` flies there instead of jumping. */
export type PanZoomHandle = {
  moveTo: (view: View, animate?: boolean) => void;
  view: () => View | null;
};

type Gesture =
  | { kind: 'pan'; pointerId: number; start: Point; view: View; moved: boolean; target: HTMLElement | null }
  | { kind: 'pinch'; startMid: Point; startDistance: number; view: View };

const midpoint = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
const distance = (a: Point, b: Point): number => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * Pan and pinch without React (seat charts, campaign maps): pointer events (touch and mouse
 * alike) and the wheel change a view held in a ref, and one requestAnimationFrame writes it as
 * the transform of the content layer. Nothing is re-rendered while the content moves; the layer
 * carries `is-moving` while it does (composited only then, drawn sharp at rest).
 *
 * `stageKey` names what is laid out (an area, a map): a new key opens at its initial view; the
 * same key with a new viewport size (rotation, a toolbar coming or going) keeps the view.
 */
export function usePanZoom(
  refs: PanZoomRefs,
  stage: Stage | null,
  stageKey: string,
  options: PanZoomOptions,
): PanZoomHandle {
  const view = useRef<View | null>(null);
  const viewKey = useRef('');
  const latest = useRef(options);
  const mover = useRef<(next: View, animate?: boolean) => void>(() => undefined);
  const handle = useRef<PanZoomHandle>({
    moveTo: (next, animate) => mover.current(next, animate),
    view: () => view.current,
  });
  useLayoutEffect(() => {
    latest.current = options;
  });

  useLayoutEffect(() => {
    const viewport = refs.viewport.current;
    const content = refs.content.current;
    if (!stage || !viewport || !content) return;
    view.current =
      view.current && viewKey.current === stageKey
        ? clampView(stage, view.current)
        : latest.current.initial(stage);
    viewKey.current = stageKey;

    let frame = 0;
    let paintedScale = Number.NaN;
    const paint = () => {
      frame = 0;
      const current = view.current;
      if (!current) return;
      content.style.transform = viewTransform(current);
      const scaleChanged = current.scale !== paintedScale;
      paintedScale = current.scale;
      latest.current.onPaint?.(current, scaleChanged);
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(paint);
    };
    paint();

    const pointers = new Map<number, Point>();
    let gesture: Gesture | null = null;
    let rect = viewport.getBoundingClientRect();
    let wheelTimer = 0;
    let flyTimer = 0;
    const local = (event: { clientX: number; clientY: number }): Point => ({
      x: event.clientX - rect.left,
      y: event.clientY - rect.top,
    });
    const moving = (on: boolean) => content.classList.toggle('is-moving', on);
    const stopFlying = () => {
      window.clearTimeout(flyTimer);
      content.classList.remove('is-flying');
    };
    const startPan = (pointerId: number, point: Point, target: HTMLElement | null, moved: boolean) => {
      gesture = { kind: 'pan', pointerId, start: point, view: view.current!, moved, target };
    };
    const tapTarget = (target: EventTarget | null) =>
      target instanceof Element ? target.closest<HTMLElement>(latest.current.tapSelector) : null;

    mover.current = (next, animate = false) => {
      stopFlying();
      view.current = clampView(stage, next);
      if (animate) {
        content.classList.add('is-flying');
        flyTimer = window.setTimeout(stopFlying, FLY_MS);
      }
      schedule();
    };

    const onDown = (event: PointerEvent) => {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      stopFlying();
      rect = viewport.getBoundingClientRect();
      try {
        viewport.setPointerCapture(event.pointerId);
      } catch {
        // A pointer the browser no longer tracks: the move events still arrive without capture.
      }
      pointers.set(event.pointerId, local(event));
      if (pointers.size === 1) startPan(event.pointerId, local(event), tapTarget(event.target), false);
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
      if (ended?.kind === 'pan' && !ended.moved && event.type === 'pointerup' && ended.target) {
        latest.current.onTap(ended.target);
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
      stopFlying();
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
      stopFlying();
      moving(false);
      mover.current = () => undefined;
      viewport.removeEventListener('pointerdown', onDown);
      viewport.removeEventListener('pointermove', onMove);
      viewport.removeEventListener('pointerup', onUp);
      viewport.removeEventListener('pointercancel', onUp);
      viewport.removeEventListener('wheel', onWheel);
      viewport.removeEventListener('gesturestart', stopPageZoom);
    };
  }, [refs, stage, stageKey]);

  return handle.current;
}
