import { useState } from 'react';
import './award-badge.css';

type Palette = { ring: string; face: string; emblem: string };

/**
 * The app's own badge drawings: the five default awards a new donor sees (doc 1 §2), and any award
 * whose picture is missing or fails to load. A badge is never an empty circle.
 */
const PALETTES: Palette[] = [
  { ring: '#52b788', face: '#2d6a4f', emblem: 'seed' },
  { ring: '#ff4d6d', face: '#a4133c', emblem: 'heart' },
  { ring: '#e09f3e', face: '#9c6644', emblem: 'coins' },
  { ring: '#457b9d', face: '#1d3557', emblem: 'rings' },
  { ring: '#e85d04', face: '#6a040f', emblem: 'star' },
];

const EMBLEMS: Record<string, string> = {
  seed: 'M24 36V25M24 27q-7-8-12-4q5 7 12 4zM24 25q7-8 12-4q-5 7-12 4z',
  heart: 'M24 36L15 27a5.5 5.5 0 0 1 9-7a5.5 5.5 0 0 1 9 7z',
  coins: 'M15 32h18v3H15zM16 27h16v3H16zM17 22h14v3H17z',
  rings:
    'M19.5 19.5m-5 0a5 5 0 1 0 10 0a5 5 0 1 0-10 0M28.5 19.5m-5 0a5 5 0 1 0 10 0a5 5 0 1 0-10 0M24 27m-5 0a5 5 0 1 0 10 0a5 5 0 1 0-10 0',
  star: 'M24 13l3 7.5 8 .6-6.1 5.2 1.9 7.8L24 29.9 17.2 34l1.9-7.8L13 21.1l8-.6z',
};

/** The number of built-in drawings; an award's place in the grid picks one. */
export const BUILT_IN_BADGES = PALETTES.length;

function BuiltInBadge({ variant }: { variant: number }) {
  const palette = PALETTES[Math.abs(variant) % PALETTES.length] ?? PALETTES[0];
  if (!palette) return null;
  const outlined = palette.emblem === 'rings';
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" data-testid="award-badge-drawing">
      <circle cx="24" cy="24" r="23" fill={palette.ring} />
      <circle cx="24" cy="24" r="18" fill={palette.face} />
      <path
        d={EMBLEMS[palette.emblem]}
        fill={outlined ? 'none' : '#fff'}
        stroke={outlined ? '#fff' : 'none'}
        strokeWidth={outlined ? 2 : 0}
      />
    </svg>
  );
}

/**
 * An award's badge: its picture, or the app's own drawing when it has none or the picture fails.
 * Not earned: greyed (doc 1 §2's grid lights only what the donor holds).
 */
export function AwardBadge({
  picture,
  lit,
  variant,
  size = 48,
}: {
  picture: string;
  lit: boolean;
  /** Which built-in drawing stands in for a missing picture (the award's place in its list). */
  variant: number;
  size?: number;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const drawn = picture === '' || failed === picture;
  return (
    <span
      className={lit ? 'award-badge is-lit' : 'award-badge'}
      style={{ width: size, height: size }}
      data-testid="award-badge"
      data-lit={lit ? '1' : '0'}
    >
      {drawn ? (
        <BuiltInBadge variant={variant} />
      ) : (
        <img
          src={picture}
          alt=""
          width={size}
          height={size}
          loading="lazy"
          onError={() => setFailed(picture)}
        />
      )}
    </span>
  );
}
