/**
 * A handwritten signature as strokes of points in the pad's CSS pixels (doc 4 §4, §9): what was
 * drawn, whether it is a signature at all, and its drawing on a white background — the same
 * function paints the pad on screen and the PNG that is uploaded.
 */

export type Point = { x: number; y: number };
export type Stroke = readonly Point[];
export type Strokes = readonly Stroke[];
export type PadSize = { width: number; height: number };

/** The pad sizes of doc 4 §9, in CSS pixels. */
export const CPU_PAD: PadSize = { width: 350, height: 200 };
export const HHU_PAD: PadSize = { width: 304, height: 126 };

export const LINE_WIDTH = 3;
export const INK_COLOUR = '#111';
export const PAPER_COLOUR = '#fff';
/**
 * Less drawn line than this is a tap or a slip, not a signature: the server refuses a picture with
 * under 60 dark pixels, and 6 CSS px of a 3 px line exported at twice the size is about 100.
 */
export const MIN_INK_LENGTH = 6;
/** The uploaded PNG is drawn at twice the CSS size on every phone: 700×400 (cpu), 608×252 (hhu). */
export const EXPORT_SCALE = 2;
const MAX_SCREEN_SCALE = 3;

export function startStroke(strokes: Strokes, point: Point): Strokes {
  return [...strokes, [point]];
}

/** The point joins the last stroke (a stroke is started first; without one, it starts one). */
export function extendStroke(strokes: Strokes, point: Point): Strokes {
  // Indexed, not .at(): Array.prototype.at is Safari 15.4 and Chromium 92, above the web build's floor.
  const last = strokes[strokes.length - 1];
  if (!last) return [[point]];
  return [...strokes.slice(0, -1), [...last, point]];
}

/** How much line was drawn, in CSS pixels. */
export function inkLength(strokes: Strokes): number {
  let length = 0;
  for (const stroke of strokes) {
    for (let index = 1; index < stroke.length; index += 1) {
      const from = stroke[index - 1] as Point;
      const to = stroke[index] as Point;
      length += Math.hypot(to.x - from.x, to.y - from.y);
    }
  }
  return length;
}

/** Whether anything that can count as a signature was drawn. */
export function hasInk(strokes: Strokes): boolean {
  return inkLength(strokes) >= MIN_INK_LENGTH;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/**
 * A pointer's position inside the pad, in the pad's CSS pixels: the box the canvas takes on screen
 * may be scaled (a zoomed page), and a stroke that leaves the pad stays on its edge.
 */
export function pointIn(
  box: { left: number; top: number; width: number; height: number },
  clientX: number,
  clientY: number,
  size: PadSize,
): Point {
  const x = box.width > 0 ? ((clientX - box.left) * size.width) / box.width : 0;
  const y = box.height > 0 ? ((clientY - box.top) * size.height) / box.height : 0;
  return { x: clamp(x, 0, size.width), y: clamp(y, 0, size.height) };
}

/** Canvas pixels per CSS pixel on this screen: crisp at devicePixelRatio 2 or 3, never more. */
export function screenScale(devicePixelRatio: number | undefined): number {
  if (!devicePixelRatio || !Number.isFinite(devicePixelRatio) || devicePixelRatio < 1) return 1;
  return Math.min(devicePixelRatio, MAX_SCREEN_SCALE);
}

/** The pad's size on a screen `available` CSS pixels wide: as the spec says, or narrower in proportion. */
export function fitPad(size: PadSize, available: number): PadSize {
  if (!(available > 0) || available >= size.width) return size;
  const width = Math.floor(available);
  return { width, height: Math.round((size.height * width) / size.width) };
}

/** What painting needs of a canvas's 2D context (a test passes a recorder). */
export type Painter = Pick<
  CanvasRenderingContext2D,
  | 'setTransform'
  | 'fillRect'
  | 'beginPath'
  | 'moveTo'
  | 'lineTo'
  | 'stroke'
  | 'fillStyle'
  | 'strokeStyle'
  | 'lineWidth'
  | 'lineCap'
  | 'lineJoin'
>;

function inkStyle(painter: Painter, scale: number): void {
  painter.setTransform(scale, 0, 0, scale, 0, 0);
  painter.strokeStyle = INK_COLOUR;
  painter.lineWidth = LINE_WIDTH;
  painter.lineCap = 'round';
  painter.lineJoin = 'round';
}

/** One piece of a stroke as it is drawn (a lone point is a dot: a round cap on a line of no length). */
export function paintSegment(painter: Painter, scale: number, from: Point, to: Point): void {
  inkStyle(painter, scale);
  painter.beginPath();
  painter.moveTo(from.x, from.y);
  painter.lineTo(to.x, to.y);
  painter.stroke();
}

/** The whole pad: white paper first, then every stroke over it. */
export function paintSignature(painter: Painter, strokes: Strokes, size: PadSize, scale: number): void {
  painter.setTransform(1, 0, 0, 1, 0, 0);
  painter.fillStyle = PAPER_COLOUR;
  painter.fillRect(0, 0, Math.round(size.width * scale), Math.round(size.height * scale));
  inkStyle(painter, scale);
  for (const stroke of strokes) {
    const [first, ...rest] = stroke;
    if (!first) continue;
    painter.beginPath();
    painter.moveTo(first.x, first.y);
    if (rest.length === 0) painter.lineTo(first.x, first.y);
    for (const point of rest) painter.lineTo(point.x, point.y);
    painter.stroke();
  }
}

/** What exporting needs of a canvas element. */
export type PngCanvas = {
  width: number;
  height: number;
  getContext(kind: '2d'): Painter | null;
  toBlob(done: (blob: Blob | null) => void, type: string): void;
};

const newCanvas = (): PngCanvas => document.createElement('canvas') as unknown as PngCanvas;

/**
 * The signature as a PNG on white (doc 4 §4), drawn afresh at EXPORT_SCALE so every phone uploads
 * the same size whatever its screen; the strokes are the record, not the screen's pixels.
 */
export function signaturePng(strokes: Strokes, size: PadSize, makeCanvas: () => PngCanvas = newCanvas) {
  const canvas = makeCanvas();
  canvas.width = Math.round(size.width * EXPORT_SCALE);
  canvas.height = Math.round(size.height * EXPORT_SCALE);
  const painter = canvas.getContext('2d');
  if (!painter) return Promise.reject(new Error('no 2d canvas'));
  paintSignature(painter, strokes, size, EXPORT_SCALE);
  return new Promise<Blob>((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('the signature could not be encoded'))),
      'image/png',
    );
  });
}
