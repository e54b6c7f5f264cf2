// Deterministic randomness: the same (seed, key) always gives the same numbers, so QA sees the same
// companies every run and row N of a search can be rebuilt without storing it.

/** A 32-bit FNV-1a hash of any text, combined with a numeric seed. */
export function hashString(text: string, seed = 0): number {
  let hash = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** Mixes several values into one 32-bit seed. */
export function mixSeed(...parts: (string | number)[]): number {
  return hashString(parts.join('\u0001'));
}

/** A small seeded generator (mulberry32) with the helpers the factories need. */
export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** True with the given probability. */
  chance(probability: number): boolean {
    return this.next() < probability;
  }

  /** One item of a non-empty list. */
  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick() needs a non-empty list');
    return item;
  }

  /** A string of n random digits. */
  digits(n: number): string {
    let out = '';
    for (let i = 0; i < n; i += 1) out += String(this.int(0, 9));
    return out;
  }
}
