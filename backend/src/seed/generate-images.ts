/** Product pictures for the seed catalogue, drawn from a bounded pool of art specs. */
import { ART_HUES, type Draft } from "./content";
import type { Rng } from "./random";
import type { ArtKind, ArtLook, ArtSpec, SeedImage } from "./types";

/** Product picture path; derived only from the art, so identical art shares one file. */
export function productImageUrl(art: ArtSpec): string {
  const look = art.look ?? {};
  const parts = [
    art.kind,
    art.hue,
    art.variant,
    look.cake,
    look.shape === "heart" ? "heart" : undefined,
    look.tiers === undefined ? undefined : `t${look.tiers}`,
    look.bloom,
    look.photo,
    look.with === undefined ? undefined : `with-${look.with}`,
    art.view ? `v${art.view}` : undefined,
  ];
  return `/uploads/products/${parts.filter((p) => p !== undefined).join("-")}.webp`;
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

  /** First pictures handed out by kind and look (with and without hue): what a spent pool reuses. */
  private readonly handed = new Map<string, ArtSpec[]>();

  /**
   * An unused picture of this kind near the wanted hues, or, once the kind's pool is spent, one
   * handed out before with the same look and a near hue: a big catalogue repeats pictures
   * instead of drawing more.
   */
  first(rng: Rng, kind: ArtKind, wanted: readonly number[], look?: ArtLook): ArtSpec {
    const palette = ART_HUES[kind];
    const byCloseness = this.closest(kind, wanted);
    const used = this.usedCount.get(kind) ?? 0;
    const looks = look ? JSON.stringify(look) : "";
    if (used < palette.length * 10) {
      const offset = rng.int(0, 9);
      for (const hue of byCloseness) {
        for (let k = 0; k < 10; k++) {
          const variant = (offset + k) % 10;
          const key = `${kind}-${hue}-${variant}`;
          if (this.used.has(key)) continue;
          this.used.add(key);
          this.usedCount.set(kind, used + 1);
          return this.hand(look ? { kind, hue, variant, look } : { kind, hue, variant }, looks);
        }
      }
    }
    const nearest = byCloseness.slice(0, 2);
    const hue = rng.pick(nearest);
    const variant = rng.int(0, 9);
    // the same look in the wanted colour, else in any colour, else (a look never seen) drawn anew
    const before =
      this.handed.get(`${kind}|${looks}|${hue}`) ?? this.handed.get(`${kind}|${looks}`) ?? [];
    return (
      before[variant % Math.max(1, before.length)] ??
      this.hand(look ? { kind, hue, variant, look } : { kind, hue, variant }, looks)
    );
  }

  /** Notes a first picture as handed out, for a spent pool to reuse. */
  private hand(spec: ArtSpec, looks: string): ArtSpec {
    for (const same of [`${spec.kind}|${looks}|${spec.hue}`, `${spec.kind}|${looks}`])
      this.handed.set(same, [...(this.handed.get(same) ?? []), spec]);
    return spec;
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

const VIEW_NAMES = ["front", "closer", "another setting"] as const;

/**
 * Two or three pictures of one object in one look: its front, a closer view and (for some) the
 * same object in another setting. `kind` is the subcategory's; the draft's own art (from its
 * flavour, shape, item or combo parts) overrides it and sets the look.
 */
export function productImages(
  rng: Rng,
  arts: ArtAllocator,
  kind: ArtKind,
  draft: Pick<Draft, "hues" | "title" | "art">,
): SeedImage[] {
  const look = draft.art?.look;
  const first = arts.first(rng, draft.art?.kind ?? kind, draft.hues, look);
  // The same draws as ever, so the rest of the catalogue (titles, prices) stays as it was.
  const drawn = rng.weighted([
    [1, 55],
    [2, 30],
    [3, 10],
    [4, 5],
  ] as const);
  const others = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((v) => v !== first.variant);
  rng.pickSome(others, drawn - 1);
  const count = drawn >= 3 ? 3 : 2;
  return Array.from({ length: count }, (_, view) => {
    const art: ArtSpec = view === 0 ? first : { ...first, view };
    return {
      url: productImageUrl(art),
      altText: `${draft.title} – ${VIEW_NAMES[view] ?? "view"} view`,
      art,
    };
  });
}
