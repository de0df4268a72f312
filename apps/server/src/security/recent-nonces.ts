/**
 * Nonces of public reads seen by this instance, in two rotating generations so memory stays
 * bounded under a flood. Public reads only return public data, so a replay that slips past a
 * rotation (or reaches another instance) can do no harm; see docs/decisions.md.
 */
export class RecentNonces {
  #current = new Set<string>();
  #previous = new Set<string>();
  #rotatedAt: number;
  readonly #maxPerGeneration: number;
  readonly #generationMs: number;

  constructor(options: { maxPerGeneration?: number; generationMs?: number; now?: number } = {}) {
    this.#maxPerGeneration = options.maxPerGeneration ?? 200_000;
    this.#generationMs = options.generationMs ?? 5 * 60 * 1000;
    this.#rotatedAt = options.now ?? Date.now();
  }

  /** False when the nonce was already seen. */
  claim(nonce: string, now = Date.now()): boolean {
    if (this.#current.has(nonce) || this.#previous.has(nonce)) return false;
    if (now - this.#rotatedAt > this.#generationMs || this.#current.size >= this.#maxPerGeneration) {
      this.#previous = this.#current;
      this.#current = new Set();
      this.#rotatedAt = now;
    }
    this.#current.add(nonce);
    return true;
  }
}
