import { describe, expect, it } from 'vitest';
import {
  CPU_PAD,
  EXPORT_SCALE,
  extendStroke,
  fitPad,
  HHU_PAD,
  hasInk,
  inkLength,
  type Painter,
  type PngCanvas,
  paintSignature,
  pointIn,
  type Strokes,
  screenScale,
  signaturePng,
  startStroke,
} from './signature-strokes.ts';

/** A 2D context that writes down what was asked of it, with the style in force at each call. */
function recorder() {
  const calls: string[] = [];
  const painter = {
    fillStyle: '',
    strokeStyle: '',
    lineWidth: 0,
    lineCap: 'butt',
    lineJoin: 'miter',
    setTransform: (...args: number[]) => calls.push(`setTransform ${args.join(',')}`),
    fillRect: (...args: number[]) => calls.push(`fillRect ${args.join(',')} ${painter.fillStyle}`),
    beginPath: () => calls.push('beginPath'),
    moveTo: (x: number, y: number) => calls.push(`moveTo ${x},${y}`),
    lineTo: (x: number, y: number) => calls.push(`lineTo ${x},${y}`),
    stroke: () => calls.push(`stroke ${painter.strokeStyle} ${painter.lineWidth} ${painter.lineCap}`),
  };
  return { calls, painter: painter as unknown as Painter };
}

const drawn = (...strokes: Array<Array<[number, number]>>): Strokes =>
  strokes.map((stroke) => stroke.map(([x, y]) => ({ x, y })));

describe('the strokes', () => {
  it('start and extend: each pointer-down a new stroke, each move a point of the last one', () => {
    let strokes: Strokes = [];
    strokes = startStroke(strokes, { x: 1, y: 1 });
    strokes = extendStroke(strokes, { x: 4, y: 5 });
    strokes = startStroke(strokes, { x: 10, y: 10 });
    strokes = extendStroke(strokes, { x: 10, y: 20 });
    expect(strokes).toEqual(
      drawn(
        [
          [1, 1],
          [4, 5],
        ],
        [
          [10, 10],
          [10, 20],
        ],
      ),
    );
    expect(inkLength(strokes)).toBe(15);
  });

  it('leave the earlier strokes as they were (the pad keeps them in a ref)', () => {
    const before = drawn([
      [0, 0],
      [3, 4],
    ]);
    const after = extendStroke(before, { x: 6, y: 8 });
    expect(before[0]).toHaveLength(2);
    expect(after[0]).toHaveLength(3);
  });

  it.each([
    ['nothing', drawn(), false],
    ['a tap', drawn([[20, 20]]), false],
    [
      'a slip of 5 px',
      drawn([
        [20, 20],
        [25, 20],
      ]),
      false,
    ],
    ['taps everywhere', drawn([[1, 1]], [[50, 50]], [[90, 10]]), false],
    [
      'a line of 6 px',
      drawn([
        [20, 20],
        [26, 20],
      ]),
      true,
    ],
    [
      'a name',
      drawn([
        [20, 20],
        [60, 80],
        [120, 30],
      ]),
      true,
    ],
  ])('%s counts as a signature: %s', (_, strokes, expected) => {
    expect(hasInk(strokes)).toBe(expected);
  });
});

describe('a pointer on the pad', () => {
  const box = { left: 20, top: 100, width: 350, height: 200 };
  it('is placed in the pad’s CSS pixels', () => {
    expect(pointIn(box, 20, 100, CPU_PAD)).toEqual({ x: 0, y: 0 });
    expect(pointIn(box, 195, 200, CPU_PAD)).toEqual({ x: 175, y: 100 });
  });
  it('is scaled when the pad is drawn smaller on screen', () => {
    expect(pointIn({ ...box, width: 175, height: 100 }, 195, 200, CPU_PAD)).toEqual({ x: 350, y: 200 });
  });
  it('stays on the edge when the stroke leaves the pad', () => {
    expect(pointIn(box, 0, 400, CPU_PAD)).toEqual({ x: 0, y: 200 });
  });
});

describe('the screen', () => {
  it.each([
    [undefined, 1],
    [0.5, 1],
    [1, 1],
    [2, 2],
    [2.75, 2.75],
    [4, 3],
    [Number.NaN, 1],
  ])('devicePixelRatio %s draws %s canvas pixels a CSS pixel', (ratio, scale) => {
    expect(screenScale(ratio)).toBe(scale);
  });

  it('keeps the spec’s pad where it fits (390 px phones), and its proportions where it does not', () => {
    expect(fitPad(CPU_PAD, 366)).toEqual(CPU_PAD);
    expect(fitPad(CPU_PAD, 336)).toEqual({ width: 336, height: 192 });
    expect(fitPad(HHU_PAD, 366)).toEqual(HHU_PAD);
  });
});

describe('painting', () => {
  it('lays white paper over the whole canvas before any ink', () => {
    const { calls, painter } = recorder();
    paintSignature(
      painter,
      drawn([
        [10, 10],
        [40, 30],
      ]),
      CPU_PAD,
      2,
    );
    expect(calls.slice(0, 3)).toEqual([
      'setTransform 1,0,0,1,0,0',
      'fillRect 0,0,700,400 #fff',
      'setTransform 2,0,0,2,0,0',
    ]);
    expect(calls.slice(3)).toEqual(['beginPath', 'moveTo 10,10', 'lineTo 40,30', 'stroke #111 3 round']);
  });

  it('draws a lone point as a dot', () => {
    const { calls, painter } = recorder();
    paintSignature(painter, drawn([[5, 6]]), HHU_PAD, 1);
    expect(calls).toContain('lineTo 5,6');
  });
});

describe('the PNG', () => {
  function fakeCanvas(blob: Blob | null) {
    const { calls, painter } = recorder();
    const asked: string[] = [];
    const canvas: PngCanvas = {
      width: 0,
      height: 0,
      getContext: () => painter,
      toBlob: (done, type) => {
        asked.push(type);
        done(blob);
      },
    };
    return { canvas, calls, asked };
  }

  it('is drawn at twice the pad’s size on white and encoded as image/png', async () => {
    const png = new Blob([new Uint8Array([0x89, 0x50])], { type: 'image/png' });
    const { canvas, calls, asked } = fakeCanvas(png);
    await expect(
      signaturePng(
        drawn([
          [1, 1],
          [30, 30],
        ]),
        HHU_PAD,
        () => canvas,
      ),
    ).resolves.toBe(png);
    expect([canvas.width, canvas.height]).toEqual([
      HHU_PAD.width * EXPORT_SCALE,
      HHU_PAD.height * EXPORT_SCALE,
    ]);
    expect(calls[1]).toBe('fillRect 0,0,608,252 #fff');
    expect(asked).toEqual(['image/png']);
  });

  it('fails rather than upload nothing when the browser cannot encode it', async () => {
    const { canvas } = fakeCanvas(null);
    await expect(
      signaturePng(
        drawn([
          [1, 1],
          [30, 30],
        ]),
        CPU_PAD,
        () => canvas,
      ),
    ).rejects.toThrow();
  });
});
