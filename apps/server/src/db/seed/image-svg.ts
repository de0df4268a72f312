/**
 * SVG sources of the demo pictures. Shapes and gradients only, never text: a fresh machine may
 * have no CJK (or any) font for the rasteriser to use.
 */

export type Palette = { dark: string; mid: string; light: string };
export type CoverMotif = 'hills' | 'campus' | 'books' | 'trees' | 'waves' | 'cap';
export type BadgeEmblem = 'seed' | 'heart' | 'coins' | 'rings' | 'rays' | 'gem';

export const COVER_WIDTH = 750;
export const COVER_HEIGHT = 420;

const svg = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;

const gradient = (id: string, from: string, to: string, vertical = false) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;

const MOTIFS: Record<CoverMotif, (p: Palette) => string> = {
  hills: (p) =>
    `<circle cx="580" cy="110" r="62" fill="${p.light}" fill-opacity="0.85"/>` +
    `<path d="M0 300 Q180 200 360 280 T750 250 V420 H0Z" fill="${p.light}" fill-opacity="0.35"/>` +
    `<path d="M0 350 Q220 280 430 340 T750 330 V420 H0Z" fill="${p.dark}" fill-opacity="0.45"/>`,
  campus: (p) => {
    const columns = [0, 1, 2, 3, 4, 5]
      .map((i) => `<rect x="${262 + i * 40}" y="215" width="16" height="120" fill="${p.light}"/>`)
      .join('');
    return (
      `<polygon points="240,210 375,130 510,210" fill="${p.light}"/>` +
      `<rect x="240" y="205" width="270" height="14" fill="${p.light}"/>${columns}` +
      `<rect x="225" y="335" width="300" height="18" fill="${p.light}"/>` +
      `<rect x="60" y="250" width="120" height="103" fill="${p.dark}" fill-opacity="0.5"/>` +
      `<rect x="570" y="230" width="130" height="123" fill="${p.dark}" fill-opacity="0.5"/>` +
      `<rect x="0" y="353" width="750" height="67" fill="${p.dark}" fill-opacity="0.6"/>`
    );
  },
  books: (p) => {
    const colours = [p.light, p.dark, p.light, p.mid, p.light];
    const stack = colours
      .map(
        (colour, i) =>
          `<rect x="${250 + (i % 2) * 18}" y="${330 - i * 42}" width="${250 - (i % 3) * 20}" height="36" rx="5" fill="${colour}" stroke="${p.dark}" stroke-opacity="0.3" stroke-width="3"/>`,
      )
      .join('');
    return `<circle cx="620" cy="90" r="40" fill="${p.light}" fill-opacity="0.4"/><circle cx="120" cy="320" r="70" fill="${p.light}" fill-opacity="0.2"/>${stack}`;
  },
  trees: (p) => {
    const trees = [90, 220, 360, 500, 640]
      .map((x, i) => {
        const r = 46 + (i % 3) * 12;
        return `<rect x="${x - 7}" y="${300 - r / 2}" width="14" height="${r + 40}" fill="${p.dark}"/><circle cx="${x}" cy="${280 - r}" r="${r}" fill="${i % 2 ? p.light : p.mid}" fill-opacity="0.9"/>`;
      })
      .join('');
    return `${trees}<rect x="0" y="340" width="750" height="80" fill="${p.dark}" fill-opacity="0.55"/>`;
  },
  waves: (p) => {
    const bands = [0, 1, 2, 3]
      .map(
        (i) =>
          `<path d="M0 ${200 + i * 50} Q190 ${150 + i * 50} 375 ${200 + i * 50} T750 ${200 + i * 50} V420 H0Z" fill="${i % 2 ? p.light : p.dark}" fill-opacity="${0.18 + i * 0.1}"/>`,
      )
      .join('');
    return `${bands}<circle cx="150" cy="100" r="45" fill="${p.light}" fill-opacity="0.7"/>`;
  },
  cap: (p) =>
    `<polygon points="375,110 560,185 375,260 190,185" fill="${p.dark}"/>` +
    `<path d="M270 215 V290 Q375 340 480 290 V215 L375 258Z" fill="${p.dark}" fill-opacity="0.85"/>` +
    `<line x1="530" y1="197" x2="530" y2="300" stroke="${p.light}" stroke-width="6"/>` +
    `<circle cx="530" cy="305" r="12" fill="${p.light}"/>` +
    `<circle cx="100" cy="90" r="30" fill="${p.light}" fill-opacity="0.5"/><circle cx="660" cy="340" r="55" fill="${p.light}" fill-opacity="0.25"/>`,
};

export function coverSvg(palette: Palette, motif: CoverMotif): string {
  return svg(
    COVER_WIDTH,
    COVER_HEIGHT,
    `<defs>${gradient('bg', palette.mid, palette.dark)}</defs>` +
      `<rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="url(#bg)"/>${MOTIFS[motif](palette)}`,
  );
}

const star = (cx: number, cy: number, outer: number, inner: number) => {
  const points: string[] = [];
  for (let i = 0; i < 10; i += 1) {
    const r = i % 2 === 0 ? outer : inner;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    points.push(`${(cx + r * Math.cos(angle)).toFixed(1)},${(cy + r * Math.sin(angle)).toFixed(1)}`);
  }
  return points.join(' ');
};

const EMBLEMS: Record<BadgeEmblem, (colour: string) => string> = {
  seed: (c) =>
    `<path d="M120 150 V105" stroke="${c}" stroke-width="8"/><path d="M120 112 Q90 80 70 95 Q90 125 120 112Z" fill="${c}"/><path d="M120 105 Q150 70 172 85 Q150 118 120 105Z" fill="${c}"/>`,
  heart: (c) => `<path d="M120 158 L78 115 A22 22 0 0 1 120 85 A22 22 0 0 1 162 115 Z" fill="${c}"/>`,
  coins: (c) =>
    [0, 1, 2]
      .map(
        (i) =>
          `<ellipse cx="120" cy="${140 - i * 18}" rx="38" ry="13" fill="${c}" stroke="#ffffff" stroke-opacity="0.6" stroke-width="3"/>`,
      )
      .join(''),
  rings: (c) =>
    `<circle cx="98" cy="108" r="22" fill="none" stroke="${c}" stroke-width="8"/><circle cx="142" cy="108" r="22" fill="none" stroke="${c}" stroke-width="8"/><circle cx="120" cy="140" r="22" fill="none" stroke="${c}" stroke-width="8"/>`,
  rays: (c) =>
    `<polygon points="${star(120, 120, 48, 20)}" fill="${c}"/>` +
    `<circle cx="120" cy="120" r="14" fill="#ffffff" fill-opacity="0.7"/>`,
  gem: (c) =>
    `<polygon points="120,72 160,105 120,165 80,105" fill="${c}"/><polyline points="80,105 160,105" stroke="#ffffff" stroke-opacity="0.7" stroke-width="4" fill="none"/>`,
};

/** A round medal with ribbon tails; transparent around it (PNG). */
export function badgeSvg(palette: Palette, emblem: BadgeEmblem): string {
  return svg(
    240,
    240,
    `<defs>${gradient('ring', palette.light, palette.dark)}${gradient('face', palette.mid, palette.dark, true)}</defs>` +
      `<polygon points="70,160 40,232 78,214 98,236 118,176" fill="${palette.dark}"/>` +
      `<polygon points="170,160 200,232 162,214 142,236 122,176" fill="${palette.dark}"/>` +
      `<circle cx="120" cy="120" r="92" fill="url(#ring)"/><circle cx="120" cy="120" r="74" fill="url(#face)"/>` +
      EMBLEMS[emblem]('#ffffff'),
  );
}

/** A head-and-shoulders silhouette on a coloured ground. */
export function avatarSvg(palette: Palette): string {
  return svg(
    160,
    160,
    `<defs>${gradient('bg', palette.light, palette.mid)}</defs><rect width="160" height="160" fill="url(#bg)"/>` +
      `<circle cx="80" cy="64" r="30" fill="${palette.dark}" fill-opacity="0.85"/>` +
      `<path d="M22 160 Q24 106 80 104 Q136 106 138 160Z" fill="${palette.dark}" fill-opacity="0.85"/>`,
  );
}

/** The school emblem: a shield holding an open book. */
export function logoSvg(palette: Palette): string {
  return svg(
    240,
    240,
    `<defs>${gradient('shield', palette.mid, palette.dark, true)}</defs>` +
      `<path d="M120 14 L212 46 V118 Q212 190 120 228 Q28 190 28 118 V46Z" fill="url(#shield)"/>` +
      `<path d="M120 150 Q92 126 58 132 V86 Q92 80 120 104Z" fill="${palette.light}"/>` +
      `<path d="M120 150 Q148 126 182 132 V86 Q148 80 120 104Z" fill="${palette.light}" fill-opacity="0.85"/>` +
      `<polygon points="${star(120, 58, 16, 7)}" fill="${palette.light}"/>`,
  );
}

/** A tall soft background for the login page. */
export function loginBackgroundSvg(palette: Palette): string {
  return svg(
    750,
    1334,
    `<defs>${gradient('bg', palette.light, palette.mid, true)}</defs><rect width="750" height="1334" fill="url(#bg)"/>` +
      `<circle cx="640" cy="180" r="220" fill="#ffffff" fill-opacity="0.18"/>` +
      `<circle cx="80" cy="1150" r="300" fill="${palette.dark}" fill-opacity="0.12"/>` +
      `<path d="M0 1000 Q375 900 750 1010 V1334 H0Z" fill="${palette.dark}" fill-opacity="0.15"/>`,
  );
}

/** A nameplate ground (600×360, the 300×180 plate at twice the size): a framed metal or wood plate. */
export function nameplateSvg(palette: Palette): string {
  return svg(
    600,
    360,
    `<defs>${gradient('plate', palette.light, palette.mid, true)}</defs>` +
      `<rect width="600" height="360" rx="18" fill="${palette.dark}"/>` +
      `<rect x="12" y="12" width="576" height="336" rx="12" fill="url(#plate)"/>` +
      `<rect x="26" y="26" width="548" height="308" rx="8" fill="none" stroke="${palette.dark}" stroke-opacity="0.45" stroke-width="3"/>` +
      [
        [44, 44],
        [556, 44],
        [44, 316],
        [556, 316],
      ]
        .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="7" fill="${palette.dark}" fill-opacity="0.6"/>`)
        .join('') +
      `<path d="M420 300 Q500 250 560 290 V330 H420Z" fill="${palette.dark}" fill-opacity="0.08"/>`,
  );
}
