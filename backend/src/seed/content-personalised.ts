/** Personalised gifts, greeting cards and soft toys, with their draft builders. */
import {
  blankDraft,
  describe,
  inSentence,
  lines,
  table,
  type Draft,
  type DraftContext,
} from "./content";
import type { NamesSpec } from "@giftshop/shared/gifting";
import type { PrintArea } from "@giftshop/shared/print-crop";
import { CARD_PERSONALISATION, photoPersonalisation } from "./gifting";
import type { Rng } from "./random";
import type { ArtKind, ArtLook } from "./types";

// variant | item | type | net quantity | lowest price | highest price | photos printed (0: none)
const ITEMS = table(`
  mug | Photo Mug | Ceramic Mug | 1 Mug (330 ml) | 299 | 599 | 1
  mug | Magic Colour-changing Mug | Magic Mug | 1 Mug (330 ml) | 399 | 699 | 1
  mug | Name Mugs (Set of 2) | Ceramic Mug Set | 2 Mugs | 549 | 999 | 0
  mug | Quote Coffee Mug | Ceramic Mug | 1 Mug (350 ml) | 299 | 549 | 0
  mug | Steel Travel Mug | Travel Mug | 1 Mug (400 ml) | 499 | 899 | 1
  cushion | Photo Cushion (12 x 12 inch) | Cushion | 1 Cushion with Filler | 399 | 799 | 1
  cushion | Heart Shaped Photo Cushion | Cushion | 1 Cushion with Filler | 449 | 899 | 1
  cushion | Magic Sequin Photo Cushion | Sequin Cushion | 1 Cushion with Filler | 599 | 999 | 1
  cushion | LED Photo Cushion | LED Cushion | 1 Cushion with Filler | 699 | 1199 | 1
  frame | Wooden Photo Frame | Wooden Frame | 1 Frame | 399 | 999 | 1
  frame | Photo Collage Frame (6 Photos) | Collage Frame | 1 Frame | 699 | 1499 | 6
  frame | LED Acrylic Photo Frame | LED Frame | 1 Frame with Adapter | 899 | 1799 | 1
  frame | Family Tree Photo Frame | Wall Frame | 1 Frame | 999 | 1999 | 4
  keychain | Acrylic Photo Keychain | Acrylic Keychain | 1 Keychain | 149 | 299 | 1
  keychain | Engraved Wooden Keychain | Wooden Keychain | 1 Keychain | 199 | 349 | 0
  keychain | Metal Name Keychain | Metal Keychain | 1 Keychain | 249 | 399 | 0
  keychain | Heart Keychains (Set of 2) | Metal Keychain | 2 Keychains | 299 | 399 | 0
  caricature | Couple Caricature on Wooden Stand | Caricature | 1 Caricature with Stand | 999 | 2499 | 2
  caricature | Family Caricature (4 People) | Caricature | 1 Caricature with Stand | 1499 | 3499 | 4
  caricature | Bride and Groom Caricature | Caricature | 1 Caricature with Stand | 1299 | 2999 | 2
  caricature | Superhero Dad Caricature | Caricature | 1 Caricature with Stand | 999 | 1999 | 1
  lamp | 3D Moon Lamp with Photo | Moon Lamp | 1 Lamp with USB Cable | 799 | 1799 | 1
  lamp | Photo LED Lamp | LED Lamp | 1 Lamp with USB Cable | 699 | 1499 | 1
  lamp | Rotating Photo Lamp | Rotating Lamp | 1 Lamp with Adapter | 1099 | 1999 | 4
  lamp | Name Neon Lamp | Neon Lamp | 1 Lamp with Adapter | 999 | 2499 | 0
  card | Handmade Greeting Card | Greeting Card | 1 Card with Envelope | 149 | 299 | 0
  card | Pop-up Greeting Card | Pop-up Card | 1 Card with Envelope | 199 | 399 | 0
  card | Photo Greeting Card | Photo Card | 1 Card with Envelope | 149 | 349 | 1
  card | Explosion Box Card | Explosion Box | 1 Box Card | 399 | 899 | 4
`).map(([variant = "", item = "", type = "", qty = "", low = "", high = "", photos = "0"]) => ({
  variant,
  item,
  type,
  qty,
  range: [Number(low), Number(high)] as const,
  photos: Number(photos),
}));

/** The names an item prints or engraves, by its name in ITEMS; a neon lamp's letters are bent by hand. */
const NAMES: Readonly<Record<string, NamesSpec>> = {
  "Name Mugs (Set of 2)": { labels: ["Name on the first mug", "Name on the second mug"], max: 12 },
  "Engraved Wooden Keychain": { labels: ["Name to engrave"], max: 12 },
  "Metal Name Keychain": { labels: ["Name to engrave"], max: 12 },
  "Name Neon Lamp": { labels: ["Name in neon"], max: 10 },
};

/**
 * The shape each photo is printed in, by the item's name in ITEMS (a 4:3 panel on a mug, a
 * portrait window in a frame, a circle on a moon lamp or a family tree's branches). Caricatures
 * have none: an artist draws from the photos.
 */
const PRINTS: Readonly<Record<string, PrintArea>> = {
  "Photo Mug": { aspect: 4 / 3, shape: "rect" },
  "Magic Colour-changing Mug": { aspect: 4 / 3, shape: "rect" },
  "Steel Travel Mug": { aspect: 4 / 3, shape: "rect" },
  "Photo Cushion (12 x 12 inch)": { aspect: 1, shape: "rect" },
  "Heart Shaped Photo Cushion": { aspect: 1, shape: "heart" },
  "Magic Sequin Photo Cushion": { aspect: 1, shape: "rect" },
  "LED Photo Cushion": { aspect: 1, shape: "rect" },
  "Wooden Photo Frame": { aspect: 4 / 5, shape: "rect" },
  "Photo Collage Frame (6 Photos)": { aspect: 1, shape: "rect" },
  "LED Acrylic Photo Frame": { aspect: 4 / 5, shape: "rect" },
  "Family Tree Photo Frame": { aspect: 1, shape: "round" },
  "Acrylic Photo Keychain": { aspect: 1, shape: "rect" },
  "3D Moon Lamp with Photo": { aspect: 1, shape: "round" },
  "Photo LED Lamp": { aspect: 1, shape: "rect" },
  "Rotating Photo Lamp": { aspect: 1, shape: "rect" },
  "Photo Greeting Card": { aspect: 4 / 5, shape: "rect" },
  "Explosion Box Card": { aspect: 1, shape: "rect" },
};

const CARE: Readonly<Record<string, readonly string[]>> = {
  mug: ["Hand wash to keep the print bright", "Microwave safe except magic and steel mugs"],
  cushion: ["Remove the filler and hand wash the cover in cold water", "Do not iron on the print"],
  frame: ["Wipe with a dry, soft cloth", "Keep away from moisture"],
  keychain: ["Wipe clean with a dry cloth"],
  caricature: ["Keep away from direct sunlight to prevent fading", "Dust gently with a soft brush"],
  lamp: ["Use only the supplied cable or adapter", "Wipe with a dry cloth; keep away from water"],
  card: [],
};

/** Title endings naming who a gift is for ("" names nobody); recipientsOf reads them. */
const TARGETS = [
  "",
  "for Mom",
  "for Dad",
  "for Best Friend",
  "for Her",
  "for Him",
  "for Sister",
  "for Grandparents",
  "for Kids",
];

const BRANDS = lines(`
  PrintPixie
  Yaadein Prints
  Giftcraft Studio
  Smriti Creations
  Photo Potli
  Craft Kahani
`);

/** The picture each item kind shows (keychains are drawn as the small photo frame they carry). */
const ITEM_ART: Readonly<Record<string, ArtKind>> = {
  mug: "mug",
  cushion: "cushion",
  frame: "photo-frame",
  keychain: "photo-frame",
  caricature: "photo-frame",
  lamp: "lamp",
  card: "greeting-card",
};

/**
 * A gift printed with photos shows the people on it: one face, a couple or a family (lamps and
 * cards draw their own light and front).
 */
function photoLook(variant: string, photos: number): ArtLook | undefined {
  if (variant === "lamp" || variant === "card" || photos === 0) return undefined;
  return { photo: photos === 1 ? "portrait" : photos === 2 ? "couple" : "family" };
}

/** Draft for a personalised gift; ctx.variant is the item kind or "couple" for anniversaries. */
export function personalisedDraft(rng: Rng, ctx: DraftContext): Draft {
  const couple = ctx.variant === "couple";
  const pool = couple
    ? ITEMS.filter((i) => ["mug", "cushion", "frame", "lamp"].includes(i.variant))
    : ITEMS.filter((i) => i.variant === ctx.variant);
  const item = rng.pick(pool.length > 0 ? pool : ITEMS);
  // Caricatures and cards carry their own occasion, so no "for Mom" suffix.
  const plain = couple || item.variant === "caricature" || item.variant === "card";
  const target = plain ? "" : rng.pick(TARGETS);
  const core = `${couple ? "Couple " : ""}${item.item}`;
  const suffix = target ? ` ${target}` : couple ? " for Anniversary" : "";
  const title = `${item.variant === "caricature" ? "" : "Personalised "}${core}${suffix}`;
  const names = NAMES[item.item] ?? null;
  return {
    ...blankDraft(),
    title,
    name: core,
    brand: rng.pick(BRANDS),
    description: describe(
      rng,
      // What the item takes: the photos it prints, the names it carries, or (printing neither)
      // a message card. Three openings and three closers each way, so the generator's draws,
      // and every other product, stay the same.
      item.photos > 0
        ? [
            "Turn a favourite memory into a keepsake with this {item}, printed with your photo.",
            "Upload a photo and we craft this {item} just for them; a message card says the rest.",
            "A {item} that carries your own photo – a gift nobody else can give.",
          ]
        : names
          ? [
              "A {item} made to order with the name you choose, and a message card in your words.",
              "Tell us the name and we craft this {item} just for them.",
              "A {item} that carries their name – a gift nobody else can give.",
            ]
          : [
              "A {item} made to order in our studio, sent with a message card in your words.",
              "We craft this {item} just for them, with a message card in your own words.",
              "A {item} that says it with your own words on the card that comes with it.",
            ],
      item.photos > 0
        ? [
            "Printed with fade-resistant inks and checked by hand before dispatch.",
            "Ships within 2–3 days after you share the photo.",
            "Please upload a clear, high-resolution photo for the best results.",
          ]
        : [
            "Made with fade-resistant finishes and checked by hand before dispatch.",
            "Ships within 2–3 days of your order.",
            "Each piece is made for its order, so no two are quite alike.",
          ],
      { item: inSentence(core) },
    ),
    careInstructions: [...(CARE[item.variant] ?? [])],
    type: item.type,
    netQuantity: item.qty,
    hues: [rng.int(0, 359)],
    art: { kind: ITEM_ART[item.variant], look: photoLook(item.variant, item.photos) },
    priceRange: item.range,
    // Up to as many photos as the item prints (a collage of six takes six); a card in any case.
    personalisation:
      item.photos > 0
        ? photoPersonalisation(item.photos, { print: PRINTS[item.item] })
        : names
          ? { ...CARD_PERSONALISATION, names }
          : CARD_PERSONALISATION,
  };
}

// toy | hue
const TOYS = table(`
  Cuddly Brown Teddy Bear | 30
  Pink Heart Teddy Bear | 330
  Panda Soft Toy | 200
  Unicorn Plush Toy | 280
  White Teddy with Red Heart | 350
  Honey Bear with Bow | 40
`).map(([name = "", hue = "0"]) => ({ name, hue: Number(hue) }));
const TOY_SIZES: readonly (readonly [string, readonly [number, number]])[] = [
  ["1 ft", [299, 599]],
  ["2 ft", [599, 999]],
  ["3 ft", [999, 1799]],
  ["5 ft", [1799, 2999]],
];

/** Draft for a soft toy. */
export function teddyDraft(rng: Rng): Draft {
  const toy = rng.pick(TOYS);
  const [size, range] = rng.pick(TOY_SIZES);
  return {
    ...blankDraft(),
    title: `${toy.name} (${size})`,
    name: `${toy.name} ${size}`,
    brand: rng.pick(["Cuddle Club", "Fluffy Friends", "Teddy Town"]),
    description: describe(
      rng,
      [
        "A super-soft {size} {toy} made for endless hugs.",
        "This {size} {toy} is stitched from plush, skin-friendly fabric.",
      ],
      [
        "Filled with hypoallergenic fibre and finished with secure stitching.",
        "Pairs perfectly with flowers or a box of chocolates.",
        "Loved by kids and grown-ups alike.",
      ],
      { size, toy: inSentence(toy.name) },
    ),
    careInstructions: [
      "Surface wash only with a damp cloth",
      "Keep away from fire",
      "Not suitable for children under 3 years",
    ],
    type: "Soft Toy",
    netQuantity: "1 Soft Toy",
    hues: [toy.hue],
    priceRange: range,
    personalisation: CARD_PERSONALISATION,
  };
}
