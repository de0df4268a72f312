import type { Path, Rect, Scene } from './campaign-scenes.ts';

/**
 * SVG sources of the campaign maps' pictures. Shapes and gradients only, never text: a fresh
 * machine may have no font for the rasteriser (the maps' captions are the web's, not the picture's).
 */

const svg = (width: number, height: number, defs: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;

const linear = (id: string, from: string, to: string, vertical = true) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;

const radial = (id: string, inner: string, outer: string) =>
  `<radialGradient id="${id}"><stop offset="0" stop-color="${inner}"/><stop offset="1" stop-color="${outer}"/></radialGradient>`;

const rect = (r: Rect, fill: string, extra = '') =>
  `<rect x="${r.x}" y="${r.y}" width="${r.w}" height="${r.h}" fill="${fill}"${extra}/>`;

const polyline = (path: Path, colour: string, width: number) =>
  `<polyline points="${path.points.map(([x, y]) => `${x},${y}`).join(' ')}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round"/>`;

const SCENE_DEFS =
  linear('ground', '#d9ebc0', '#c3dca4') +
  linear('lawn', '#a8d88a', '#8cc46f') +
  radial('water', '#9ad4f0', '#3f8fc4') +
  linear('roof', '#ddd2c4', '#b9a894') +
  linear('plaza', '#efe5d2', '#e0d2b8');

/** A campus scene from above; `trees` are drawn as canopies under the map's points. */
export function sceneSvg(scene: Scene, trees: ReadonlyArray<readonly [number, number]> = []): string {
  const parts: string[] = [`<rect width="${scene.width}" height="${scene.height}" fill="url(#ground)"/>`];
  for (const lawn of scene.lawns) parts.push(rect(lawn, 'url(#lawn)', ' rx="18"'));
  for (const plaza of scene.plazas) parts.push(rect(plaza, 'url(#plaza)', ' rx="8"'));
  for (const path of scene.paths) {
    if (path.water) {
      parts.push(polyline(path, '#cbe6f2', path.width + 16), polyline(path, '#5aa7d6', path.width));
    } else {
      parts.push(polyline(path, '#d2c6ae', path.width + 6), polyline(path, '#f4eee0', path.width));
    }
  }
  for (const pond of scene.ponds) {
    parts.push(
      `<ellipse cx="${pond.cx}" cy="${pond.cy}" rx="${pond.rx + 22}" ry="${pond.ry + 22}" fill="none" stroke="#f4eee0" stroke-width="16"/>`,
      `<ellipse cx="${pond.cx}" cy="${pond.cy}" rx="${pond.rx}" ry="${pond.ry}" fill="url(#water)"/>`,
      `<ellipse cx="${pond.cx - pond.rx * 0.3}" cy="${pond.cy - pond.ry * 0.35}" rx="${pond.rx * 0.25}" ry="${pond.ry * 0.08}" fill="#ffffff" fill-opacity="0.35"/>`,
    );
  }
  for (const b of scene.buildings) {
    parts.push(
      rect({ x: b.x + 10, y: b.y + 12, w: b.w, h: b.h }, '#000000', ' fill-opacity="0.15" rx="6"'),
      rect(b, 'url(#roof)', ' rx="6" stroke="#8f7f6c" stroke-width="3"'),
      rect({ x: b.x + b.w * 0.15, y: b.y + b.h * 0.3, w: b.w * 0.7, h: b.h * 0.4 }, '#c8b9a6', ' rx="4"'),
    );
  }
  // Canopies: a shadow and a crown; one path each so thousands of trees render quickly.
  if (trees.length > 0) {
    const shadow = trees
      .map(([x, y]) => `M${x + 4} ${y + 5}m-11 0a11 11 0 1 0 22 0a11 11 0 1 0 -22 0`)
      .join('');
    const crown = trees.map(([x, y]) => `M${x} ${y}m-11 0a11 11 0 1 0 22 0a11 11 0 1 0 -22 0`).join('');
    const light = trees.map(([x, y]) => `M${x - 3} ${y - 3}m-5 0a5 5 0 1 0 10 0a5 5 0 1 0 -10 0`).join('');
    parts.push(
      `<path d="${shadow}" fill="#2f5e2a" fill-opacity="0.25"/>`,
      `<path d="${crown}" fill="#4e9a48"/>`,
      `<path d="${light}" fill="#8fcf74" fill-opacity="0.7"/>`,
    );
  }
  return svg(scene.width, scene.height, SCENE_DEFS, parts.join(''));
}

export type SeatSpot = { x: number; y: number };

/** The auditorium's floor: stage, aisles and a seat back under every seat point. */
/**
 * The auditorium floor with every seat. Drawn at half its map size (the engine stretches the
 * picture over the map): a 4000 × 3000 JPEG would cost a phone over 600 kB for a plain floor.
 */
export function auditoriumSvg(width: number, height: number, seats: readonly SeatSpot[]): string {
  return halfSize(auditoriumFullSvg(width, height, seats), width, height);
}

/** The same drawing rasterised at half its size: only the svg element's own width and height change. */
function halfSize(drawing: string, width: number, height: number): string {
  return drawing.replace(
    `width="${width}" height="${height}"`,
    `width="${width / 2}" height="${height / 2}"`,
  );
}

function auditoriumFullSvg(width: number, height: number, seats: readonly SeatSpot[]): string {
  // Drawn for a 2,000 px wide hall, scaled to this one.
  const k = width / 2000;
  const backs = seats
    .map(({ x, y }) => `M${x - 9 * k} ${y - 12 * k}h${18 * k}v${8 * k}h${-18 * k}z`)
    .join('');
  const cushions = seats
    .map(({ x, y }) => `M${x - 8 * k} ${y - 4 * k}h${16 * k}v${12 * k}h${-16 * k}z`)
    .join('');
  return svg(
    width,
    height,
    linear('floor', '#e6d5bd', '#cdb392') +
      linear('stage', '#9c3d3d', '#6e2424') +
      linear('wood', '#c08a55', '#8d5a2b'),
    `<rect width="${width}" height="${height}" fill="#5b4030"/>` +
      `<rect x="${30 * k}" y="${30 * k}" width="${width - 60 * k}" height="${height - 60 * k}" rx="${24 * k}" fill="url(#floor)"/>` +
      `<path d="M${width * 0.18} ${70 * k} H${width * 0.82} Q${width * 0.8} ${270 * k} ${width / 2} ${280 * k} Q${width * 0.2} ${270 * k} ${width * 0.18} ${70 * k}Z" fill="url(#wood)"/>` +
      `<rect x="${width * 0.2}" y="${60 * k}" width="${width * 0.6}" height="${40 * k}" fill="url(#stage)"/>` +
      `<path d="${backs}" fill="#7a2e2e"/><path d="${cushions}" fill="#b04a4a"/>` +
      [0.25, 0.5, 0.75]
        .map(
          (f) =>
            `<rect x="${width * f - 60 * k}" y="${height - 40 * k}" width="${120 * k}" height="${14 * k}" fill="#e9c46a"/>`,
        )
        .join(''),
  );
}

/** The alumni wall: sky, lawn, and the wall's bricks (one rectangle per brick point). */
export function wallSvg(
  width: number,
  height: number,
  bricks: readonly Rect[],
  top: number,
  bottom: number,
): string {
  const shades = ['#b5563a', '#a94d33', '#c0634a'];
  const layers = shades.map((shade, i) => {
    const d = bricks
      .filter((_, index) => index % 3 === i)
      .map((b) => `M${b.x} ${b.y}h${b.w}v${b.h}h${-b.w}z`)
      .join('');
    return `<path d="${d}" fill="${shade}"/>`;
  });
  return svg(
    width,
    height,
    linear('sky', '#bfe0f5', '#eef7fc') + linear('grass', '#9fd07f', '#7fb862'),
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>` +
      `<circle cx="${width * 0.85}" cy="110" r="60" fill="#fff3b0" fill-opacity="0.8"/>` +
      `<rect x="0" y="${bottom}" width="${width}" height="${height - bottom}" fill="url(#grass)"/>` +
      `<rect x="60" y="${top - 40}" width="${width - 120}" height="${bottom - top + 50}" fill="#e8ddd0"/>` +
      `<rect x="40" y="${top - 60}" width="${width - 80}" height="24" rx="6" fill="#7d7469"/>` +
      layers.join('') +
      `<rect x="30" y="${top - 90}" width="50" height="${bottom - top + 100}" fill="#8c8377"/>` +
      `<rect x="${width - 80}" y="${top - 90}" width="50" height="${bottom - top + 100}" fill="#8c8377"/>`,
  );
}

/** What a tree looks like in its photo: a round crown, a cone, a weeping willow, a blossom. */
export type TreeShape = 'round' | 'cone' | 'weeping' | 'blossom';

const CROWNS: Record<TreeShape, string> = {
  round: `<circle cx="240" cy="150" r="105" fill="#4f9a48"/><circle cx="200" cy="120" r="50" fill="#78bf5f"/>`,
  cone: `<polygon points="240,30 340,250 140,250" fill="#2f7a4a"/><polygon points="240,60 300,190 180,190" fill="#4d9a62"/>`,
  weeping: `<path d="M120 250 Q130 70 240 60 Q350 70 360 250 Q330 170 300 250 Q270 150 240 250 Q210 150 180 250 Q150 170 120 250Z" fill="#7fb85a"/>`,
  blossom: `<circle cx="240" cy="150" r="100" fill="#f4a7c0"/><circle cx="190" cy="120" r="45" fill="#fbd3e0"/><circle cx="290" cy="170" r="40" fill="#ee8fb0"/>`,
};

/** A tree's photo (480×360) for the riverside map's detail page. */
export function treePhotoSvg(shape: TreeShape): string {
  return svg(
    480,
    360,
    linear('sky', '#8ecae6', '#e8f6fb') + linear('grass', '#95cf74', '#5f9e48'),
    `<rect width="480" height="360" fill="url(#sky)"/><rect y="270" width="480" height="90" fill="url(#grass)"/>` +
      `<rect x="226" y="190" width="28" height="110" fill="#7a5230"/>${CROWNS[shape]}` +
      `<ellipse cx="240" cy="300" rx="90" ry="12" fill="#2f5e2a" fill-opacity="0.25"/>`,
  );
}

/** An installed nameplate on its stake beside a tree: the install tracking's demo photo. */
export function installPhotoSvg(): string {
  return svg(
    480,
    360,
    linear('sky', '#cfe8f3', '#f5fbfd') + linear('plate', '#f1d9a0', '#c9a45a'),
    `<rect width="480" height="360" fill="url(#sky)"/><rect y="250" width="480" height="110" fill="#86bf66"/>` +
      `<rect x="80" y="120" width="26" height="150" fill="#7a5230"/><circle cx="93" cy="110" r="70" fill="#4f9a48"/>` +
      `<rect x="268" y="200" width="12" height="90" fill="#555555"/>` +
      `<rect x="200" y="140" width="150" height="80" rx="6" fill="url(#plate)" stroke="#6b4a12" stroke-width="4"/>` +
      `<rect x="222" y="160" width="106" height="8" fill="#6b4a12" fill-opacity="0.6"/>` +
      `<rect x="236" y="182" width="78" height="6" fill="#6b4a12" fill-opacity="0.45"/>` +
      `<rect x="256" y="198" width="38" height="14" fill="#222222" fill-opacity="0.8"/>`,
  );
}
