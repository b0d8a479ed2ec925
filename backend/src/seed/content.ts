/**
 * Shared content for the seed generator: the draft shape every product kind
 * fills in, colours, picture palettes and review text.
 * Kind-specific tables live in the content-*.ts files.
 */
import type { PersonalisationSpec } from "@giftshop/shared/gifting";
import type { VariantPlan } from "./gifting";
import type { Rng } from "./random";
import { ART_KINDS, blankDetails, type ArtKind, type ArtLook, type ProductDetails } from "./types";

/** Which pool of review comments suits a product. */
export type ReviewFamily = "cake" | "flowers" | "plants" | "sweets" | "gifts" | "fashion";

/** A product's own content before the generator adds ids, prices, pictures and dates. */
export interface Draft extends ProductDetails {
  /** Colours the first picture should lean towards, 0–359. */
  hues: readonly number[];
  /**
   * What its pictures show, from its own data (flavour, shape, item, combo parts); the kind
   * overrides the subcategory's picture kinds when the draft knows better.
   */
  art?: { kind?: ArtKind; look?: ArtLook };
  /** Retail price bounds in rupees, both ending in 49 or 99. */
  priceRange: readonly [number, number];
  /** How its variants are priced from its price (gifting.ts); null: sold as it is. */
  variants: VariantPlan | null;
  /** What the shopper can personalise it with (docs/gifting.md); null: nothing. */
  personalisation: PersonalisationSpec | null;
}

/** Options a subcategory passes to its product builder. */
export interface DraftContext {
  /** Builder-specific flavour of the subcategory, e.g. "black-forest". */
  variant: string;
}

export type DraftBuilder = (rng: Rng, ctx: DraftContext) => Draft;

/** A draft with every text field empty, so fields that do not apply are "" not undefined. */
export function blankDraft(): Draft {
  return {
    ...blankDetails(),
    hues: [0],
    priceRange: [149, 9999],
    variants: null,
    personalisation: null,
  };
}

/** Replaces {key} placeholders; unknown keys become "". */
function fill(template: string, vars: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => vars[key] ?? "");
}

/** Words that keep their capital letter inside a sentence. */
const PROPER_WORDS = new Set([
  "Belgian",
  "Chinese",
  "Alphonso",
  "Feng",
  "Shui",
  "Vastu",
  "Kashmir",
]);

/** Lower-cases a product name for use mid-sentence, keeping acronyms (LED, 3D) and proper words. */
export function inSentence(text: string): string {
  return text
    .split(" ")
    .map((word) =>
      /^[A-Z0-9]{2,}$/.test(word) || PROPER_WORDS.has(word) ? word : word.toLowerCase(),
    )
    .join(" ");
}

/** A lead sentence plus one or two closing sentences, filled with vars. */
export function describe(
  rng: Rng,
  leads: readonly string[],
  closers: readonly string[],
  vars: Readonly<Record<string, string>>,
): string {
  const parts = [rng.pick(leads), ...rng.pickSome(closers, rng.int(1, 2))];
  return parts.map((p) => fill(p, vars)).join(" ");
}

/**
 * Parses a compact text table: one row a line, cells split by "|", blank lines
 * skipped. Tables keep long content lists readable under the formatter.
 */
export function table(text: string): string[][] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .map((line) => line.split("|").map((cell) => cell.trim()));
}

/** Parses "22 15" into hues. */
export function hues(text: string): number[] {
  return text.split(" ").filter(Boolean).map(Number);
}

/** Named colours and the hue a picture of that colour uses. */
const COLOURS: readonly (readonly [string, number])[] = [
  ["Red", 0],
  ["Maroon", 345],
  ["Pink", 330],
  ["Peach", 18],
  ["Orange", 28],
  ["Mustard", 48],
  ["Yellow", 52],
  ["Beige", 40],
  ["Tan", 30],
  ["Brown", 22],
  ["Olive", 75],
  ["Green", 140],
  ["Teal", 180],
  ["Sky Blue", 200],
  ["Navy", 220],
  ["Purple", 280],
  ["Lavender", 265],
  ["Black", 220],
  ["Silver", 210],
  ["Gold", 45],
  ["Rose Gold", 15],
];

/** Picks a colour name and its hue from a subset of COLOURS by name. */
export function pickColour(rng: Rng, names: readonly string[]): readonly [string, number] {
  const name = rng.pick(names);
  return COLOURS.find(([n]) => n === name) ?? ["Red", 0];
}

/**
 * Curated hues per picture kind. Ten variants per hue, so this table caps the
 * number of distinct product pictures (about 1700) however large the catalogue.
 */
export const ART_HUES: Readonly<Record<ArtKind, readonly number[]>> = {
  cake: [0, 15, 22, 30, 38, 45, 52, 90, 270, 300, 330, 345],
  cupcakes: [22, 45, 200, 280, 330, 350],
  flowers: [0, 18, 28, 52, 200, 220, 265, 280, 310, 330, 340, 350],
  "flower-box": [0, 15, 45, 200, 280, 320, 335, 350],
  plant: [20, 35, 45, 100, 130, 160, 190, 330],
  chocolate: [0, 15, 22, 30, 45, 210, 280, 345],
  hamper: [0, 15, 30, 40, 45, 120, 200, 280, 345],
  mug: [0, 30, 50, 140, 200, 220, 280, 330],
  cushion: [0, 25, 50, 160, 200, 280, 330, 350],
  "photo-frame": [0, 20, 30, 40, 45, 210, 280, 330],
  teddy: [25, 30, 40, 200, 280, 330, 350],
  watch: [0, 15, 25, 30, 45, 140, 210, 220],
  handbag: [0, 20, 30, 40, 48, 140, 180, 210, 280, 330, 345],
  wallet: [0, 20, 25, 30, 220, 330, 345],
  jewellery: [15, 45, 140, 200, 210, 330, 350],
  sunglasses: [0, 25, 30, 45, 140, 210, 280],
  perfume: [0, 15, 30, 45, 140, 200, 280, 330],
  scarf: [0, 15, 30, 48, 75, 140, 180, 210, 280, 330, 345],
  lamp: [30, 40, 45, 50, 200, 280, 330],
  "greeting-card": [0, 30, 50, 140, 200, 280, 330, 350],
  candles: [0, 45, 200, 280, 330],
  balloons: [0, 45, 200, 280, 330],
};

/** Splits a text list on line breaks, one entry a line, blank lines skipped. */
export function lines(text: string): string[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

/** Checks a picture kind read from a content table. */
export function artKind(text: string): ArtKind {
  const found = ART_KINDS.find((k) => k === text);
  if (!found) throw new Error(`unknown picture kind ${text}`);
  return found;
}
