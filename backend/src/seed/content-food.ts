/** Chocolates, hampers and combos: brands, contents and their draft builders. */
import {
  blankDraft,
  describe,
  inSentence,
  hues,
  lines,
  table,
  type Draft,
  type DraftContext,
} from "./content";
import { CAKE_PERSONALISATION, CARD_PERSONALISATION } from "./gifting";
import { cakeLookOf } from "./content-cakes";
import type { Rng } from "./random";
import { BLOOM_LOOKS } from "./types";

const CHOCO_BRANDS = lines(`
  Cocoa Craft
  Belgian Bliss
  Choco Mantra
  Truffle & Co.
  Mithaas Cocoa
  Velvet Bean
`);

// flavour | hues | extra ingredients
const CHOCO_FLAVOURS = table(`
  Hazelnut Praline | 30 45 | roasted hazelnuts
  Dark 70% | 15 22 | extra cocoa solids
  Classic Milk | 22 30 | milk solids
  Salted Caramel | 30 45 | caramel, sea salt
  Almond Rocher | 45 30 | roasted almonds, wafer
  Orange Dark | 30 15 | orange peel
  Paan | 140 210 | gulkand, fennel, betel leaf extract
  Rose Pistachio | 345 280 | rose petals, pistachios
  Coffee | 22 15 | coffee
  Assorted | 280 345 | almonds, hazelnuts, caramel
  Chilli Dark | 0 15 | red chilli flakes
  Coconut | 45 210 | desiccated coconut
`).map(([name = "", h = "", extra = ""]) => ({ name, hues: hues(h), extra }));

const CHOCO_CARE = lines(`
  Store in a cool, dry place below 22°C
  Refrigerate in summer and bring to room temperature before eating
  Contains milk and tree nuts; may contain traces of gluten
  Best before 6 months from the date of manufacture
`);

const BOX_SIZES: readonly (readonly [number, readonly [number, number]])[] = [
  [9, [349, 799]],
  [16, [599, 1299]],
  [24, [899, 1999]],
  [36, [1299, 2999]],
];

/** Draft for chocolates; ctx.variant is "box", "truffles", "bouquet" or "handmade". */
export function chocolateDraft(rng: Rng, ctx: DraftContext): Draft {
  const brand = rng.pick(CHOCO_BRANDS);
  const flavour = rng.pick(CHOCO_FLAVOURS);
  const [pieces, priceRange] = rng.pick(BOX_SIZES);
  const f = flavour.name;
  let title: string;
  let core: string;
  let type: string;
  let netQuantity = `${pieces} Pieces`;
  let range = priceRange;
  if (ctx.variant === "truffles") {
    title = `${rng.pick(["Handcrafted", "Luxury", "Signature", "Melt-in-Mouth"])} ${f} Truffles`;
    core = `${brand} ${f} Truffles`;
    type = "Truffles";
  } else if (ctx.variant === "bouquet") {
    const style = rng.pick(["Golden Wrapped", "Sweetheart", "Celebration", "Rocher Style"]);
    title = `${style} Chocolate Bouquet (${pieces} Chocolates)`;
    core = `${f} Chocolate Bouquet`;
    type = "Bouquet";
    netQuantity = `${pieces} Chocolates`;
    range = [Math.max(priceRange[0], 699), Math.min(priceRange[1] + 500, 2999)];
  } else if (ctx.variant === "handmade") {
    const bars = rng.pick([3, 4, 6]);
    title = `Handmade ${f} Chocolate Bars (Pack of ${bars})`;
    core = `${brand} ${f} Bars`;
    type = "Chocolate Bars";
    netQuantity = `${bars} Bars`;
    range = [299 + bars * 50, 599 + bars * 150];
  } else {
    title = `${brand} ${f} ${rng.pick(["Pralines Gift Box", "Chocolate Collection", "Luxury Box", "Assorted Chocolates"])}`;
    core = `${brand} ${f} Box`;
    type = "Gift Box";
  }
  const grams = type === "Chocolate Bars" ? Number(netQuantity.split(" ")[0]) * 80 : pieces * 12;
  return {
    ...blankDraft(),
    title,
    name: `${core} ${grams} g`,
    brand,
    description: describe(
      rng,
      [
        "{brand} {flavour} chocolates, made in small batches with rich cocoa and {extra}.",
        "A {type} of {flavour} chocolates that melt the moment they touch your tongue.",
        "Say it sweetly with this {type} of {flavour} treats from {brand}.",
      ],
      [
        "Packed in a premium gift box with a satin ribbon.",
        "A thoughtful gift for Diwali, Raksha Bandhan or any day that needs a treat.",
        "Suitable for vegetarians.",
        "Add a greeting card to make it personal.",
      ],
      { brand, flavour: inSentence(f), extra: flavour.extra, type: inSentence(type) },
    ),
    careInstructions: rng.pickSome(CHOCO_CARE, rng.int(2, 3)),
    ingredients: `Sugar, cocoa butter, cocoa solids, milk solids, emulsifier (soy lecithin), ${flavour.extra}`,
    flavor: f,
    type,
    weight: `${grams} g`,
    netQuantity,
    hues: flavour.hues,
    priceRange: range,
    personalisation: CARD_PERSONALISATION,
  };
}

const GOURMET_ITEMS = lines(`
  assorted butter cookies
  Darjeeling tea
  premium chocolates
  roasted almonds
  wildflower honey
  a scented candle
  masala cashews
  mixed fruit jam
  granola bites
  a ceramic coffee mug
  Assam tea
  kaju katli
  soan papdi
  a festive diya
`);
const DRY_FRUITS = lines(`
  California almonds
  W320 cashews
  Iranian pistachios
  golden raisins
  Medjool dates
  walnut kernels
  dried figs (anjeer)
  Turkish apricots
`);
// flowers in a combo | hues
// bouquet | hues | flower heads its picture shows
const COMBO_FLOWERS = table(`
  12 Red Roses | 0 345 | rose
  10 Pink Carnations | 330 345 | daisy
  6 Yellow Gerberas | 45 30 | daisy
  15 Mixed Roses | 345 15 | rose
  8 White Lilies | 52 45 | mixed
  10 Pink Roses | 330 345 | rose
`).map(([name = "", h = "", bloom = ""]) => ({
  name,
  hues: hues(h),
  bloom: BLOOM_LOOKS.find((b) => b === bloom) ?? "mixed",
}));
const COMBO_CAKES = lines(`
  Chocolate Truffle
  Black Forest
  Red Velvet
  Butterscotch
  Pineapple
  Vanilla
`);
const HAMPER_BRANDS = lines(`
  Tokri Tales
  The Gifting Basket
  Hamper House
`);

/** Draft for a hamper or combo; ctx.variant picks the contents. */
export function hamperDraft(rng: Rng, ctx: DraftContext): Draft {
  const v = ctx.variant;
  const base = {
    ...blankDraft(),
    brand: rng.pick(HAMPER_BRANDS),
    type: "Gift Hamper",
    personalisation: CARD_PERSONALISATION,
  };
  if (v === "cake-flower" || v === "flower-chocolate") {
    const flowers = rng.pick(COMBO_FLOWERS);
    const withCake = v === "cake-flower";
    const item = withCake
      ? `${rng.pick(COMBO_CAKES)} Cake`
      : `${rng.pick(CHOCO_BRANDS)} Chocolates`;
    const title = `${flowers.name} with ${item}`;
    return {
      ...base,
      brand: "",
      title,
      name: `${flowers.name} & ${withCake ? item.replace(" Cake", " Cake 500 g") : "Chocolate Box"} Combo`,
      description: describe(
        rng,
        [
          "Fresh {flowers} hand-tied in a bouquet, paired with {item}.",
          "Two favourites in one delivery: a bouquet of {flowers} and {item}.",
        ],
        [
          "Ideal for birthdays and anniversaries when one gift is not enough.",
          "Both arrive together, carefully packed by our local florist.",
          "Add a midnight delivery slot to make it extra special.",
        ],
        {
          flowers: inSentence(flowers.name),
          item: withCake ? `a 500 g ${inSentence(item)}` : item,
        },
      ),
      careInstructions: withCake
        ? [
            "Refrigerate the cake and consume within 24 hours",
            "Trim the stems and change the vase water daily",
          ]
        : [
            "Keep chocolates in a cool, dry place",
            "Trim the stems and change the vase water daily",
          ],
      ingredients: withCake ? "Cake: refined flour, sugar, eggs, butter, fresh cream" : "",
      flavor: withCake ? item.replace(" Cake", "") : "",
      type: "Combo",
      shape: withCake ? "Round" : "",
      weight: withCake ? "500 g" : "",
      diameter: withCake ? "6 inch" : "",
      serves: withCake ? "4-6 people" : "",
      netQuantity: withCake ? "1 Cake + 1 Bouquet" : "1 Bouquet + 1 Chocolate Box",
      hues: flowers.hues,
      // Both halves in one picture: the bouquet with the cake or the chocolate box beside it.
      art: {
        kind: "flowers",
        look: {
          bloom: flowers.bloom,
          with: withCake ? "cake" : "chocolate",
          ...(withCake ? { cake: cakeLookOf(item.replace(" Cake", "")), tiers: 1 } : {}),
        },
      },
      priceRange: [999, 2999],
      // A combo's cake takes a message on top like any cake.
      personalisation: withCake ? CAKE_PERSONALISATION : CARD_PERSONALISATION,
    };
  }
  const dry = v === "dry-fruit";
  const items = rng.pickSome(dry ? DRY_FRUITS : GOURMET_ITEMS, rng.int(4, dry ? 6 : 8));
  const occasion =
    v === "birthday" ? "Birthday Surprise" : v === "anniversary" ? "Anniversary Celebration" : "";
  const styles = dry
    ? ["Premium Dry Fruit Box", "Royal Mewa Hamper", "Dry Fruit Thali", "Nutty Delight Tray"]
    : occasion
      ? ["Hamper", "Gift Basket", "Goodies Box"]
      : ["Gourmet Hamper", "Festive Treats Basket", "Tea Time Hamper", "Luxe Goodies Box"];
  const style = rng.pick(styles);
  const title = occasion ? `${occasion} ${style}` : style;
  const grams = items.length * (dry ? 200 : 250);
  const price = 499 + items.length * rng.pick(dry ? [250, 400, 600] : [300, 600, 1100]);
  return {
    ...base,
    title: `${title} (${items.length} Items)`,
    name: `${title} ${grams >= 1000 ? `${grams / 1000} kg` : `${grams} g`}`,
    description: describe(
      rng,
      [
        "A generous basket of {items}, wrapped and ready to gift.",
        "This hamper brings together {items} in a reusable keepsake box.",
      ],
      [
        "A classy choice for Diwali, housewarmings and corporate gifting.",
        "Every item is sealed and sourced from trusted brands.",
        "Comes with a free greeting card for your message.",
      ],
      { items: items.join(", ").replace(/, ([^,]*)$/, " and $1") },
    ),
    careInstructions: [
      "Store in a cool, dry place",
      dry
        ? "Transfer to an airtight container after opening"
        : "Check the best-before date on each item",
    ],
    ingredients: items.map((i) => i.replace(/^an? /, "")).join(", "),
    type: dry ? "Dry Fruit Box" : "Gift Hamper",
    weight: grams >= 1000 ? `${grams / 1000} kg` : `${grams} g`,
    netQuantity: `1 Hamper (${items.length} Items)`,
    hues: dry ? [30, 40] : occasion ? [345, 0] : [40, 15, 120],
    priceRange: [Math.min(price, 8999), Math.min(price + 1500, 9999)],
  };
}
