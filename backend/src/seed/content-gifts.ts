/** Flowers and plants: varieties, colours, care and their draft builders. */
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
import { CARD_PERSONALISATION } from "./gifting";
import type { Rng } from "./random";
import type { BloomLook } from "./types";

// variant | flower name (plural) | colour:hue list | stem counts | price range
const FLOWERS = table(`
  roses | Roses | Red:0 Red:350 Pink:330 Yellow:52 White:45 Peach:18 Orange:28 Lavender:265 | 6 10 12 15 20 24 50 | 399 2999
  lilies | Lilies | White:45 Pink:330 Yellow:52 Orange:28 | 3 5 6 10 | 499 1999
  orchids | Orchids | Purple:280 Blue:220 White:45 Pink:310 | 4 6 10 | 799 2499
  carnations | Carnations | Red:0 Pink:330 White:45 Yellow:52 Purple:280 | 10 12 20 | 449 1299
  gerberas | Gerberas | Red:0 Orange:28 Yellow:52 Pink:330 | 6 10 12 15 | 399 1199
  mixed | Mixed Flowers | Vibrant:18 Pastel:330 Sunny:52 Royal:280 | 12 18 24 | 599 1999
`).map(([variant = "", name = "", colours = "", counts = "", price = ""]) => ({
  variant,
  name,
  colours: colours.split(" ").map((c) => {
    const [colour = "Red", hue = "0"] = c.split(":");
    return { colour, hue: Number(hue) };
  }),
  counts: hues(counts),
  price: hues(price),
}));

/** The flower heads a variety's pictures show (art/flowers.ts draws roses and daisy-like heads). */
const BLOOMS: Readonly<Record<string, BloomLook>> = {
  roses: "rose",
  carnations: "daisy",
  gerberas: "daisy",
};

const POETIC = lines(`
  Blushing Beauty
  Eternal Love
  Pure Elegance
  Sweet Serenade
  Graceful
  Charming
  Sunshine
  Royal Affair
  Garden of Joy
  Heartfelt
`);

const FLOWER_CARE = lines(`
  Trim the stems diagonally by 1 cm every two days
  Change the vase water daily
  Keep away from direct sunlight, heat and ripening fruit
  Remove leaves that sit below the waterline
  Mist the petals lightly in hot weather
`);

/** Draft for a flower arrangement; ctx.variant is a flower, "mixed", "box", "birthday" or "anniversary". */
export function flowerDraft(rng: Rng, ctx: DraftContext): Draft {
  const v = ctx.variant;
  const byVariant = FLOWERS.find((f) => f.variant === v);
  const flower = byVariant ?? (v === "anniversary" || v === "box" ? FLOWERS[0] : undefined);
  const spec = flower ?? rng.pick(FLOWERS);
  const colour = v === "anniversary" ? { colour: "Red", hue: 0 } : rng.pick(spec.colours);
  const count = rng.pick(spec.counts);
  const arrangement =
    v === "box"
      ? rng.pick(["Box", "Heart Box", "Hat Box"])
      : rng.weighted([
          ["Bouquet", 7],
          ["Vase", 1.5],
          ["Basket", 1.5],
        ] as const);
  const label = `${colour.colour} ${spec.name}`;
  const prefix =
    v === "birthday"
      ? "Birthday Wishes"
      : v === "anniversary"
        ? rng.pick(["Forever Yours", "Love Story", "Together Forever"])
        : rng.pick(POETIC);
  const [low = 399, high = 2999] = spec.price;
  const scale = spec.counts.indexOf(count) / Math.max(1, spec.counts.length - 1);
  const boxExtra = arrangement === "Bouquet" ? 0 : 300;
  // More stems cost more; each count gets its own slice of the variety's range.
  const min = Math.min(high, Math.round(low + (high - low) * scale * 0.7) + boxExtra);
  const max = Math.min(high, min + Math.round((high - low) * 0.35));
  const bunch = spec.variant === "mixed" || (spec.variant === "gerberas" && rng.chance(0.4));
  const care = rng.pickSome(FLOWER_CARE, rng.int(3, 4));
  if (arrangement.endsWith("Box"))
    care.push("Keep the floral foam moist with a few spoons of water daily");
  return {
    ...blankDraft(),
    title: `${prefix} ${count} ${label} ${arrangement}`,
    name: `${count} ${label} ${arrangement}`,
    description: describe(
      rng,
      [
        "{count} fresh {kind}, hand-arranged by our florist into a {arrangement} that says everything words cannot.",
        "A {arrangement} of {count} {kind}, picked fresh on the morning of delivery.",
        "Brighten someone's day with {count} {kind} in a graceful {arrangement}.",
      ],
      [
        "Finished with seasonal fillers and a satin ribbon.",
        "Add a personalised message card for free.",
        "Available for same-day and midnight delivery.",
        "The arrangement may vary slightly with seasonal availability.",
      ],
      { count: String(count), kind: inSentence(label), arrangement: inSentence(arrangement) },
    ),
    careInstructions: care,
    type: arrangement.endsWith("Box") ? "Box" : arrangement,
    netQuantity: bunch ? "1 Bunch" : `${count} Stems`,
    hues: [colour.hue],
    art: { look: { bloom: BLOOMS[spec.variant] ?? "mixed" } },
    priceRange: [min, max],
    // A hand-tied bouquet of six (its title says so) comes in 12 and 24 stems too.
    variants: arrangement === "Bouquet" && !bunch && count === 6 ? { kind: "stems" } : null,
    personalisation: CARD_PERSONALISATION,
  };
}

// variant | plant | Indoor/Outdoor | why it is loved
const PLANTS = table(`
  indoor | Peace Lily | Indoor | known to purify indoor air and bloom with elegant white flowers
  indoor | Snake Plant | Indoor | almost impossible to kill and releases oxygen even at night
  indoor | ZZ Plant | Indoor | glossy, hardy and happy in low light
  indoor | Areca Palm | Indoor | a lush palm that adds a tropical touch to any room
  indoor | Rubber Plant | Indoor | loved for its big, shiny burgundy-green leaves
  indoor | Syngonium | Indoor | a pretty pink-and-green plant that grows fast
  indoor | Red Aglaonema | Indoor | splashed with red and believed to bring prosperity
  indoor | Spider Plant | Indoor | easy-going and great at cleaning the air
  indoor | Anthurium | Indoor | famous for its heart-shaped red blooms that last for weeks
  money | Golden Money Plant | Indoor | a Vastu favourite believed to attract wealth
  money | Marble Queen Money Plant | Indoor | a variegated money plant with creamy marbled leaves
  money | Money Plant in Glass Bottle | Indoor | grows happily in water on any desk or shelf
  bonsai | Ficus Bonsai | Indoor | a miniature tree shaped over years by skilled gardeners
  bonsai | Jade Bonsai | Indoor | a symbol of good luck with thick, glossy leaves
  bonsai | Chinese Elm Bonsai | Outdoor | a graceful bonsai with fine, delicate branches
  bonsai | Adenium Bonsai | Outdoor | the desert rose, with a swollen trunk and pink blooms
  succulent | Echeveria | Indoor | a rosette-shaped succulent that needs very little care
  succulent | Haworthia | Indoor | striped, compact and perfect for a work desk
  succulent | Aloe Vera | Outdoor | as useful as it is pretty, with soothing gel in every leaf
  succulent | Succulent Trio | Indoor | three assorted succulents for a mini desk garden
  bamboo | 2 Layer Lucky Bamboo | Indoor | a Feng Shui symbol of love and good fortune
  bamboo | 3 Layer Lucky Bamboo | Indoor | a Feng Shui symbol of happiness, wealth and long life
  bamboo | 5 Stick Lucky Bamboo | Indoor | said to bring wealth and health to the home
  bamboo | Heart Shaped Lucky Bamboo | Indoor | a romantic twist on a classic good-luck plant
`).map(([variant = "", name = "", type = "", trait = ""]) => ({ variant, name, type, trait }));

// pot | hue
const POTS = table(`
  White Ceramic Pot | 45
  Terracotta Pot | 20
  Self-watering Planter | 190
  Metal Bucket Planter | 160
  Hand-painted Ceramic Pot | 330
  Jute-wrapped Pot | 35
`).map(([name = "", hue = "0"]) => ({ name, hue: Number(hue) }));

const PLANT_CARE: Readonly<Record<string, readonly string[]>> = {
  indoor: [
    "Water once a week when the top soil feels dry",
    "Keep in bright, indirect light",
    "Wipe the leaves with a damp cloth every fortnight",
  ],
  money: [
    "Water twice a week, or refresh bottle water every 10 days",
    "Thrives in low to medium light",
  ],
  bonsai: [
    "Water daily in summer and every two days in winter",
    "Keep in a bright spot with morning sun",
    "Prune new shoots to keep the shape",
  ],
  succulent: [
    "Water sparingly, every 10–12 days",
    "Needs 4–6 hours of bright light",
    "Never let water stand in the pot",
  ],
  bamboo: [
    "Keep the roots covered with clean water",
    "Change the water every week",
    "Avoid harsh direct sunlight",
  ],
};
const PLANT_PRICES: Readonly<Record<string, readonly [number, number]>> = {
  indoor: [349, 1999],
  money: [249, 799],
  bonsai: [699, 2999],
  succulent: [199, 699],
  bamboo: [299, 999],
};

/** Draft for a plant; ctx.variant is "indoor", "money", "bonsai", "succulent" or "bamboo". */
export function plantDraft(rng: Rng, ctx: DraftContext): Draft {
  const options = PLANTS.filter((p) => p.variant === ctx.variant);
  const plant = rng.pick(options.length > 0 ? options : PLANTS);
  const pot = plant.name.includes("Bottle") ? { name: "Glass Bottle", hue: 190 } : rng.pick(POTS);
  const trio = plant.name.includes("Trio");
  return {
    ...blankDraft(),
    title: plant.name.includes("Bottle") ? plant.name : `${plant.name} in ${pot.name}`,
    name: plant.name,
    description: describe(
      rng,
      ["The {plant} is {trait}.", "Meet the {plant}: {trait}."],
      [
        "It arrives potted and ready to gift, with a care card.",
        "A thoughtful gift for housewarmings, birthdays and new beginnings.",
        "Each plant is unique, so size and shape may vary slightly.",
      ],
      { plant: inSentence(plant.name), trait: plant.trait },
    ),
    careInstructions: [...(PLANT_CARE[plant.variant] ?? [])],
    type: plant.type,
    netQuantity: trio ? "Set of 3 Plants with Pots" : "1 Plant with Pot",
    hues: [pot.hue, 130],
    priceRange: trio ? [499, 999] : (PLANT_PRICES[plant.variant] ?? [299, 999]),
    personalisation: CARD_PERSONALISATION,
  };
}
