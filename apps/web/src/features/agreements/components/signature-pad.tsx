import {
  type PointerEvent as ReactPointerEvent,
  type Ref,
  useCallback,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
} from 'react';
import {
  extendStroke,
  hasInk,
  type PadSize,
  type Point,
  paintSegment,
  paintSignature,
  pointIn,
  type Strokes,
  screenScale,
  signaturePng,
  startStroke,
} from '../model/signature-strokes.ts';

export type SignaturePadHandle = {
  /** Whether anything that counts as a signature was drawn. */
  hasInk(): boolean;
  clear(): void;
  /** The signature as a PNG on white (doc 4 §4). */
  toPng(): Promise<Blob>;
};

type Props = {
  size: PadSize;
  label: string;
  testId: string;
  ref?: Ref<SignaturePadHandle>;
};

/**
 * A handwriting pad (doc 4 §2.4, §9): a canvas of the given CSS size, drawn in canvas pixels of
 * the screen (crisp at devicePixelRatio 2), with pointer events so a finger, a stylus and a mouse
 * all write; the page does not scroll under the finger (touch-action: none).
 */
export function SignaturePad({ size, label, testId, ref }: Props) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const strokes = useRef<Strokes>([]);
  const pointer = useRef<number | null>(null);
  const scale = useRef(1);

  const painter = () => canvasRef.current?.getContext('2d') ?? null;

  const repaint = useCallback(() => {
    const context = canvasRef.current?.getContext('2d');
    if (context) paintSignature(context, strokes.current, size, scale.current);
  }, [size]);

  useLayoutEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    scale.current = screenScale(window.devicePixelRatio);
    canvas.width = Math.round(size.width * scale.current);
    canvas.height = Math.round(size.height * scale.current);
    repaint();
  }, [size, repaint]);

  useImperativeHandle(
    ref,
    () => ({
      hasInk: () => hasInk(strokes.current),
      clear: () => {
        strokes.current = [];
        repaint();
      },
      toPng: () => signaturePng(strokes.current, size),
    }),
    [size, repaint],
  );

  const pointOf = (event: { clientX: number; clientY: number }): Point | null => {
    const canvas = canvasRef.current;
    return canvas ? pointIn(canvas.getBoundingClientRect(), event.clientX, event.clientY, size) : null;
  };

  const down = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    // One finger writes; a second one, or a mouse's other buttons, do nothing.
    if (pointer.current !== null || (event.pointerType === 'mouse' && event.button !== 0)) return;
    const point = pointOf(event);
    if (!point) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pointer.current = event.pointerId;
    strokes.current = startStroke(strokes.current, point);
    const context = painter();
    if (context) paintSegment(context, scale.current, point, point);
  };

  const move = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    if (pointer.current !== event.pointerId) return;
    event.preventDefault();
    const context = painter();
    // A fast hand moves further between frames than one event says: the browser keeps the rest.
    const events = event.nativeEvent.getCoalescedEvents?.() ?? [];
    for (const each of events.length > 0 ? events : [event.nativeEvent]) {
      const point = pointOf(each);
      const stroke = strokes.current[strokes.current.length - 1];
      const last = stroke?.[stroke.length - 1];
      if (!point) continue;
      strokes.current = extendStroke(strokes.current, point);
      if (context && last) paintSegment(context, scale.current, last, point);
    }
  };

  const up = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    if (pointer.current !== event.pointerId) return;
    pointer.current = null;
    if (event.currentTarget.hasPointerCapture?.(event.pointerId)) {
      event.currentTarget.releasePointerCapture(event.pointerId);
    }
  };

  return (
    <canvas
      ref={canvasRef}
      className="signature-pad"
      style={{ width: size.width, height: size.height }}
      role="img"
      aria-label={label}
      data-testid={testId}
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={up}
      onPointerCancel={up}
    />
  );
}
