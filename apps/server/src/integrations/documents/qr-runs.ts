import { encode } from 'uqr';

/** A horizontal run of dark modules, in module units from the top-left of the symbol. */
export type QrRun = { x: number; y: number; length: number };

export type QrModules = {
  /** Modules per side, without the quiet zone (the caller leaves 4 modules of white around it). */
  size: number;
  runs: QrRun[];
};

/**
 * The dark modules of a QR code as horizontal runs: one rectangle per run instead of per module
 * keeps the SVG path and the PDF's drawing operators about a third as long. Error correction M
 * survives a crease or a stamp over a printed receipt without making the symbol much denser.
 */
export function qrModules(text: string): QrModules {
  const { size, data } = encode(text, { ecc: 'M', border: 0 });
  const runs: QrRun[] = [];
  data.forEach((row, y) => {
    let start = -1;
    for (let x = 0; x <= size; x += 1) {
      const dark = x < size && row[x] === true;
      if (dark && start < 0) start = x;
      if (!dark && start >= 0) {
        runs.push({ x: start, y, length: x - start });
        start = -1;
      }
    }
  });
  return { size, runs };
}

/** The runs as one SVG path in a `size` × `size` user-space box starting at (x, y). */
export function qrSvgPath(modules: QrModules, x: number, y: number, size: number): string {
  const unit = size / modules.size;
  const round = (value: number) => Math.round(value * 100) / 100;
  return modules.runs
    .map(
      (run) =>
        `M${round(x + run.x * unit)} ${round(y + run.y * unit)}h${round(run.length * unit)}v${round(unit)}h${round(-run.length * unit)}z`,
    )
    .join('');
}
