/** Product pictures for the seed catalogue, drawn from a bounded pool of art specs. */
import { ART_HUES, type Draft } from "./content";
import type { Rng } from "./random";
import type { ArtKind, ArtSpec, SeedImage } from "./types";

/** Product picture path; derived only from the art, so identical art shares one file. */
export function productImageUrl(art: ArtSpec): string {
  return `/uploads/products/${art.kind}-${art.hue}-${art.variant}.webp`;
}

/**
 * Gives out product pictures from a bounded pool per kind (hues × 10 variants).
 * First pictures stay distinct until a kind's pool runs out, then repeat.
 */
export class ArtAllocator {
  private readonly used = new Set<string>();
  private readonly usedCount = new Map<ArtKind, number>();
  private readonly orderCache = new Map<string, readonly number[]>();

  /** The kind's palette, nearest to the wanted hues first; cached as drafts repeat hues a lot. */
  private closest(kind: ArtKind, wanted: readonly number[]): readonly number[] {
    const key = `${kind}:${wanted.join(",")}`;
    let order = this.orderCache.get(key);
    if (!order) {
      order = [...ART_HUES[kind]].sort((a, b) => hueGap(a, wanted) - hueGap(b, wanted) || a - b);
      this.orderCache.set(key, order);
    }
    return order;
  }

  /** An unused picture of this kind near the wanted hues, or a reused one once the pool is spent. */
  first(rng: Rng, kind: ArtKind, wanted: readonly number[]): ArtSpec {
    const palette = ART_HUES[kind];
    const byCloseness = this.closest(kind, wanted);
    const used = this.usedCount.get(kind) ?? 0;
    if (used < palette.length * 10) {
      const offset = rng.int(0, 9);
      for (const hue of byCloseness) {
        for (let k = 0; k < 10; k++) {
          const variant = (offset + k) % 10;
          const key = `${kind}-${hue}-${variant}`;
          if (this.used.has(key)) continue;
          this.used.add(key);
          this.usedCount.set(kind, used + 1);
          return { kind, hue, variant };
        }
      }
    }
    const nearest = byCloseness.slice(0, 2);
    return { kind, hue: rng.pick(nearest), variant: rng.int(0, 9) };
  }
}

/** Smallest circular distance from hue to any of the wanted hues. */
function hueGap(hue: number, wanted: readonly number[]): number {
  let best = 360;
  for (const w of wanted) {
    const d = Math.abs((((hue - w) % 360) + 360) % 360);
    best = Math.min(best, d, 360 - d);
  }
  return best;
}

/** One to four pictures: the distinct first one plus other views in the same colour. */
export function productImages(
  rng: Rng,
  arts: ArtAllocator,
  kind: ArtKind,
  draft: Pick<Draft, "hues" | "title">,
): SeedImage[] {
  const first = arts.first(rng, kind, draft.hues);
  const count = rng.weighted([
    [1, 55],
    [2, 30],
    [3, 10],
    [4, 5],
  ] as const);
  const others = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((v) => v !== first.variant);
  const specs = [
    first,
    ...rng.pickSome(others, count - 1).map((variant) => ({ ...first, variant })),
  ];
  return specs.map((art, n) => ({
    url: productImageUrl(art),
    altText: `${draft.title} – view ${n + 1}`,
    art,
  }));
}
