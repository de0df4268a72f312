/**
 * Who has just had a view of an article counted, per server instance: a visitor (their address)
 * reloading an article counts one view per window, not one per reload. It is a damper on
 * reload storms, not an audience measure: several instances each count their own first view, and
 * a donor behind a shared address (a campus network) may go uncounted within the window.
 * Nothing here outlives the window or leaves the process, and addresses are never logged.
 */
export class ViewThrottle {
  readonly #seen = new Map<string, number>();
  readonly #windowMs: number;
  readonly #maxEntries: number;

  constructor(options: { windowMs: number; maxEntries?: number }) {
    this.#windowMs = options.windowMs;
    this.#maxEntries = options.maxEntries ?? 20_000;
  }

  /** True when this view counts (and is remembered); false within the window of the last one. */
  shouldCount(visitor: string, articleId: number, now = Date.now()): boolean {
    const key = `${articleId} ${visitor}`;
    const last = this.#seen.get(key);
    if (last !== undefined && now - last < this.#windowMs) return false;
    // Re-inserted, so the map stays in order of last count and the oldest goes first.
    this.#seen.delete(key);
    if (this.#seen.size >= this.#maxEntries) {
      const oldest = this.#seen.keys().next().value;
      if (oldest !== undefined) this.#seen.delete(oldest);
    }
    this.#seen.set(key, now);
    return true;
  }
}
