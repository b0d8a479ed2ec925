import { CAKE_FLAVOURS } from "./art/cake";
import { generateCatalogue } from "./generate";
import { ART_VIEWS, type ArtKind, type ArtSpec, type SeedProduct } from "./types";

const catalogue = generateCatalogue();

/** Relative luminance of a #rrggbb colour, 0 (black) … 1 (white). */
function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Hue of a #rrggbb colour in degrees. */
function hueOf(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  if (d === 0) return 0;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}

/** The drawn cake of a picture: the picture's own, or a combo's second part. */
function cakeOf(art: ArtSpec) {
  const look = art.look?.cake;
  return look === undefined ? undefined : CAKE_FLAVOURS[look];
}

/** Every kind drawn in a picture: the main object and a combo's partner. */
function kindsOf(art: ArtSpec): ArtKind[] {
  return art.look?.with ? [art.kind, art.look.with] : [art.kind];
}

type Check = (art: ArtSpec, product: SeedProduct) => boolean;

/**
 * Words of a title and what its pictures must show; every rule whose words the title holds
 * applies, in order, and a title must meet at least one rule that names an object.
 */
const RULES: readonly [RegExp, string, Check][] = [
  [/\bwith .*\bcake\b/i, "a combo with a cake shows the cake", (a) => kindsOf(a).includes("cake")],
  [
    /\b(roses|lilies|carnations|gerberas|orchids|flowers)\b/i,
    "flower words show flowers",
    (a) => kindsOf(a).some((k) => k === "flowers" || k === "flower-box"),
  ],
  [/\broses\b/i, "roses show rose heads", (a) => a.kind !== "flowers" || a.look?.bloom === "rose"],
  [
    /\bwith .*\bchocolates\b/i,
    "a combo with chocolates shows the box",
    (a) => kindsOf(a).includes("chocolate"),
  ],
  [/\bcupcakes\b/i, "cupcakes", (a) => a.kind === "cupcakes"],
  [/\bcake\b/i, "cake words show a cake", (a) => kindsOf(a).includes("cake")],
  [
    /\bblack forest\b(?!.*cupcakes)/i,
    "a black forest cake has a dark glaze and cherries",
    (a) => {
      const cake = cakeOf(a);
      return !!cake && luminance(cake.glaze) < 0.15 && cake.top === "cherries";
    },
  ],
  [
    /\bwhite forest\b(?!.*cupcakes)/i,
    "a white forest cake has a white glaze and cherries",
    (a) => {
      const cake = cakeOf(a);
      return !!cake && luminance(cake.glaze) > 0.9 && cake.top === "cherries";
    },
  ],
  [
    /\bred velvet\b(?!.*cupcakes)/i,
    "a red velvet cake has a red sponge",
    (a) => {
      const cake = cakeOf(a);
      if (!cake) return false;
      const hue = hueOf(cake.side);
      return (hue < 15 || hue > 340) && luminance(cake.side) < 0.3;
    },
  ],
  [
    /\b(chocolate truffle|death by chocolate|belgian chocolate) cake\b/i,
    "a chocolate cake has a dark glaze",
    (a) => {
      const cake = cakeOf(a);
      return !!cake && luminance(cake.glaze) < 0.15;
    },
  ],
  [/\bheart shaped\b.*\bcake\b/i, "a heart-shaped cake", (a) => a.look?.shape === "heart"],
  [/\bphoto cake\b/i, "a photo cake carries a photo", (a) => a.look?.photo !== undefined],
  [/\bmugs?\b/i, "mug", (a) => a.kind === "mug"],
  [/\bcushion\b/i, "cushion", (a) => a.kind === "cushion"],
  [
    /\b(frame|caricature)\b/i,
    "frames and caricatures show a frame",
    (a) => a.kind === "photo-frame",
  ],
  [/\bcaricature\b/i, "a caricature shows people", (a) => a.look?.photo !== undefined],
  [
    /\bphoto (mug|cushion|frame|keychain)\b/i,
    "a photo gift shows a photo of people",
    (a) => a.look?.photo !== undefined,
  ],
  [/\bcouple caricature\b/i, "a couple caricature shows two", (a) => a.look?.photo === "couple"],
  [/\bfamily\b/i, "a family picture shows a family", (a) => a.look?.photo === "family"],
  [/\bkeychains?\b/i, "keychains", (a) => a.kind === "photo-frame"],
  [/\blamp\b/i, "lamp", (a) => a.kind === "lamp"],
  [/\b(greeting|explosion box) card\b/i, "card", (a) => a.kind === "greeting-card"],
  [/\b(teddy|bear|soft toy|plush)\b/i, "soft toy", (a) => a.kind === "teddy"],
  [
    /\b(hamper|basket|goodies box|thali|tray|dry fruit)\b(?!.*\bflowers\b)/i,
    "hamper",
    (a) => hamperOrFlowers(a),
  ],
  [
    /\b(truffles|chocolates|pralines|chocolate bars|chocolate bouquet|chocolate collection|choco mantra)\b/i,
    "chocolates",
    (a) => kindsOf(a).includes("chocolate"),
  ],
  [/\b(plant|bonsai|bamboo|succulent|pot|planter|palm)\b/i, "plant", (a) => a.kind === "plant"],
  [/\bwatch\b/i, "watch", (a) => a.kind === "watch"],
  [/\b(bag|clutch|tote|handbag|sling)\b(?!.*wallet)/i, "bag", (a) => a.kind === "handbag"],
  [/\b(wallet|card holder)\b/i, "wallet", (a) => a.kind === "wallet"],
  [/\bsunglasses\b/i, "sunglasses", (a) => a.kind === "sunglasses"],
  [/\b(perfume|parfum|attar|fragrances?)\b/i, "perfume", (a) => a.kind === "perfume"],
  [/\b(scarf|stole|muffler|shawl|dupatta)\b/i, "scarf", (a) => a.kind === "scarf"],
  [
    /\b(earrings|necklace|bracelet|anklets|ring|pendant|bangles|jhumkas|payal|chain)\b/i,
    "jewellery",
    (a) => a.kind === "jewellery",
  ],
  [/\bcandles\b/i, "candles", (a) => a.kind === "candles"],
  [/\bballoons?\b/i, "balloons", (a) => a.kind === "balloons"],
];

/** A flower basket is flowers; a gourmet basket a hamper. */
function hamperOrFlowers(a: ArtSpec): boolean {
  return a.kind === "hamper" || a.kind === "flowers" || a.kind === "flower-box";
}

describe("seed pictures follow their titles", () => {
  it("draws what every title names, in every view", () => {
    const unmatched: string[] = [];
    const wrong: string[] = [];
    for (const product of catalogue.products) {
      const rules = RULES.filter(([words]) => words.test(product.title));
      if (rules.length === 0) unmatched.push(product.title);
      for (const image of product.images) {
        for (const [, what, check] of rules) {
          if (!check(image.art, product)) wrong.push(`${product.title}: ${what} (${image.url})`);
        }
      }
    }
    expect(unmatched).toEqual([]);
    expect(wrong).toEqual([]);
  });

  it("shows two or three views of one object in one look", () => {
    for (const product of catalogue.products) {
      const [first, ...more] = product.images.map((i) => i.art);
      expect(product.images.length).toBeGreaterThanOrEqual(2);
      expect(product.images.length).toBeLessThanOrEqual(ART_VIEWS);
      expect(first?.view).toBeUndefined();
      more.forEach((art, n) => expect(art).toEqual({ ...first, view: n + 1 }));
      expect(new Set(product.images.map((i) => i.url)).size).toBe(product.images.length);
    }
  });

  it("gives the issue's examples the pictures their names promise", () => {
    const find = (title: string) => {
      const product = catalogue.products.find((p) => p.title === title);
      if (!product) throw new Error(`no product ${title}`);
      return product.images[0]?.art;
    };
    expect(find("15 Mixed Roses with Butterscotch Cake")).toMatchObject({
      kind: "flowers",
      look: { bloom: "rose", with: "cake", cake: "caramel" },
    });
    expect(find("Family Caricature (4 People)")).toMatchObject({
      kind: "photo-frame",
      look: { photo: "family" },
    });
    expect(find("Eggless Classic Black Forest Cake")).toMatchObject({
      kind: "cake",
      look: { cake: "forest" },
    });
  });

  it("stays the same for the same seed", () => {
    const images = (c: typeof catalogue) => c.products.map((p) => p.images);
    expect(images(generateCatalogue())).toEqual(images(catalogue));
  });
});
