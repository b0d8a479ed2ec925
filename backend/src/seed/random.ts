/**
 * Seeded pseudo-random numbers for the seed generator. sfc32 keeps 128 bits of
 * state, so ids drawn from it do not repeat the way a 32-bit generator's can.
 */

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, "0"));

/** Hashes a string to a 32-bit seed (xmur3), so labelled streams are independent. */
function hashString(text: string): () => number {
  let h = 1779033703 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    h = Math.imul(h ^ text.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  return () => {
    h = Math.imul(h ^ (h >>> 16), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    h ^= h >>> 16;
    return h >>> 0;
  };
}

/** A deterministic random stream; the same seed and label always give the same draws. */
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number, label = "") {
    const next = hashString(`${seed}:${label}`);
    this.a = next();
    this.b = next();
    this.c = next();
    this.d = next();
    // The first outputs of sfc32 are still close to the raw seed words.
    for (let i = 0; i < 15; i++) this.uint32();
  }

  /** Next unsigned 32-bit integer. */
  uint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** Uniform float in [0, 1). */
  float(): number {
    return this.uint32() / 4294967296;
  }

  /** Uniform integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.float() * (max - min + 1));
  }

  /** True with probability p. */
  chance(p: number): boolean {
    return this.float() < p;
  }

  /** One element of a non-empty array. */
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error("pick from an empty array");
    return items[this.int(0, items.length - 1)] as T;
  }

  /** n distinct elements (fewer if the array is shorter), in random order. */
  pickSome<T>(items: readonly T[], n: number): T[] {
    const copy = items.slice();
    const count = Math.min(Math.max(0, n), copy.length);
    for (let i = 0; i < count; i++) {
      const j = this.int(i, copy.length - 1);
      const tmp = copy[i] as T;
      copy[i] = copy[j] as T;
      copy[j] = tmp;
    }
    return copy.slice(0, count);
  }

  /** One element chosen with the given relative weights. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    let total = 0;
    for (const [, w] of entries) total += w;
    let roll = this.float() * total;
    for (const [value, w] of entries) {
      roll -= w;
      if (roll < 0) return value;
    }
    const last = entries[entries.length - 1];
    if (!last) throw new Error("weighted pick from an empty list");
    return last[0];
  }

  /** Fisher–Yates shuffle in place; returns the same array. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(0, i);
      const tmp = items[i] as T;
      items[i] = items[j] as T;
      items[j] = tmp;
    }
    return items;
  }

  /** 24 lowercase hex characters, shaped like a Mongo ObjectId. */
  hexId(): string {
    // Byte lookups instead of toString(16): ids are made by the hundred thousand.
    let id = "";
    for (let k = 0; k < 3; k++) {
      const w = this.uint32();
      id += `${HEX[w >>> 24]}${HEX[(w >>> 16) & 255]}${HEX[(w >>> 8) & 255]}${HEX[w & 255]}`;
    }
    return id;
  }
}
