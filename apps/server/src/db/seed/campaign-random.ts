/**
 * The campaign demo's pseudo-random numbers (mulberry32): the same seed gives the same campus on
 * every machine and in every test template, which Math.random would not.
 */
export type Random = {
  /** In [0, 1). */
  next(): number;
  /** An integer in [low, high]. */
  int(low: number, high: number): number;
  pick<T>(list: readonly T[]): T;
  /** A value in [low, high). */
  between(low: number, high: number): number;
};

export function makeRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (low, high) => low + Math.floor(next() * (high - low + 1)),
    pick: (list) => list[Math.floor(next() * list.length)]!,
    between: (low, high) => low + next() * (high - low),
  };
}
