/** Cakes and cupcakes: flavours, themes and the builders that turn them into drafts. */
import {
  blankDraft,
  describe,
  inSentence,
  hues,
  table,
  type Draft,
  type DraftContext,
} from "./content";
import { CAKE_PERSONALISATION, CARD_PERSONALISATION, photoPersonalisation } from "./gifting";
import type { Rng } from "./random";
import { CAKE_LOOKS, type CakeLook } from "./types";

type CakeGroup =
  "chocolate" | "forest" | "velvet" | "butterscotch" | "fruit" | "classic" | "indian";

interface CakeFlavour {
  name: string;
  group: CakeGroup;
  hues: readonly number[];
  /** What it tastes of, for descriptions. */
  notes: string;
  /** Flavour-specific ingredients, added to the base list. */
  extra: string;
  /** How its pictures draw it: sponge, glaze and toppings. */
  look: CakeLook;
}

// name | group | picture look | hues | notes for descriptions | flavour-specific ingredients
const FLAVOURS: readonly CakeFlavour[] = table(`
  Chocolate Truffle | chocolate | chocolate | 22 15 | silky dark chocolate ganache | dark chocolate, cocoa powder
  Death by Chocolate | chocolate | chocolate | 15 22 | three layers of chocolate sponge and fudge | dark chocolate, milk chocolate, cocoa powder
  Choco Chip | chocolate | chocolate | 22 30 | chocolate cream studded with choco chips | chocolate chips, cocoa powder
  Chocolate Hazelnut | chocolate | chocolate | 30 22 | hazelnut praline and milk chocolate cream | hazelnut spread, roasted hazelnuts, cocoa powder
  Belgian Chocolate | chocolate | chocolate | 15 22 | rich Belgian-style chocolate mousse | couverture chocolate, cocoa powder
  Choco Wafer Crunch | chocolate | chocolate | 22 38 | crunchy wafer bits folded into chocolate cream | wafer biscuits, milk chocolate
  Black Forest | forest | forest | 345 15 | cherries, whipped cream and chocolate shavings | cherries, chocolate shavings, cocoa powder
  Choco Black Forest | forest | forest | 15 345 | extra chocolate and juicy cherries | cherries, dark chocolate, cocoa powder
  White Forest | forest | white-forest | 45 345 | white chocolate curls and cherries | white chocolate, cherries
  Red Velvet | velvet | velvet | 345 0 | velvety red sponge and cream cheese frosting | cream cheese, cocoa powder, beetroot colour
  Red Velvet Cream Cheese | velvet | velvet | 0 345 | tangy cream cheese and crimson sponge | cream cheese, cocoa powder
  Butterscotch | butterscotch | caramel | 38 45 | crunchy caramelised nuts and butterscotch cream | butterscotch sauce, praline nuts
  Caramel Crunch | butterscotch | caramel | 30 38 | salted caramel drizzle and praline crunch | caramel, praline
  Pineapple | fruit | fruit | 52 45 | juicy pineapple chunks and light cream | pineapple, cherries
  Fresh Fruit | fruit | fruit | 30 52 90 | seasonal fresh fruit on vanilla sponge | kiwi, pineapple, strawberries, grapes
  Mango | fruit | mango | 38 52 | Alphonso mango pulp and fresh cream | mango pulp
  Strawberry | fruit | strawberry | 330 345 | strawberry compote and pink cream | strawberry crush
  Blueberry | fruit | blueberry | 270 300 | blueberry glaze and vanilla sponge | blueberry compote
  Kiwi | fruit | fruit | 90 52 | tangy kiwi slices and whipped cream | kiwi
  Vanilla | classic | vanilla | 45 52 | classic vanilla bean cream | vanilla
  Coffee Mocha | classic | coffee | 22 30 | espresso-soaked sponge and mocha cream | coffee, cocoa powder
  Rasmalai | indian | vanilla | 45 38 | saffron milk, pistachios and soft rasmalai | rasmalai, saffron, pistachios
  Gulab Jamun | indian | caramel | 30 22 | gulab jamun pieces and cardamom cream | gulab jamun, cardamom
  Rose Gulkand | indian | rose | 330 300 | rose petal jam and light rose cream | gulkand, rose syrup
  Pista | indian | pista | 90 45 | pistachio cream and crushed pistachios | pistachios, cardamom
`).map(([name = "", group = "", look = "", h = "", notes = "", extra = ""]) => ({
  name,
  group: group as CakeGroup,
  hues: hues(h),
  notes,
  extra,
  look: cakeLook(look),
}));

function cakeLook(look: string): CakeLook {
  const found = CAKE_LOOKS.find((l) => l === look);
  if (!found) throw new Error(`unknown cake look ${look}`);
  return found;
}

/** The picture look of a flavour named in a title (combos name their cake by flavour). */
export function cakeLookOf(flavour: string): CakeLook {
  const found = FLAVOURS.find((f) => f.name === flavour);
  if (!found) throw new Error(`unknown cake flavour ${flavour}`);
  return found.look;
}

// name | hues
const THEMES = table(`
  Unicorn Theme | 270 330
  Princess Doll | 330 300
  Superhero Theme | 0 200
  Jungle Safari | 90 38
  Cricket Theme | 90 45
  Rainbow Layer | 270 52
  Football Theme | 90 0
  Half Birthday | 200 330
  Two Tier Floral | 330 45
  Surprise Pinata | 15 300
  Makeup Kit | 330 0
  Golden Drip | 45 38
`).map(([name = "", h = ""]) => ({ name, hues: hues(h) }));

const PREFIXES = [
  "Heavenly",
  "Classic",
  "Royal",
  "Creamy",
  "Rich",
  "Divine",
  "Luscious",
  "Signature",
  "Dreamy",
  "Fudgy",
];
const SUFFIXES = ["Delight", "Bliss", "Fantasy", "Dream", "Temptation", "Treat", "Indulgence"];

/**
 * What a cake is listed as: its smallest size. The shopper picks the weight (and egg) from its
 * variants (gifting.ts), priced from the listed price.
 */
const LISTED_SIZE = { weight: "½ kg", diameter: "6 inch", serves: "4-6 people" } as const;

/**
 * The price bands a cake's price is drawn from, one per size. A cake is listed at ½ kg (its
 * sizes are variants, seed/gifting.ts); the band is still drawn among all sizes, which sets the
 * spread of prices and the random sequence every later draw of the catalogue follows.
 */
const SIZES: readonly {
  weight: string;
  diameter: string;
  serves: string;
  price: readonly [number, number];
}[] = [
  { weight: "500 g", diameter: "6 inch", serves: "4-6 people", price: [449, 899] },
  { weight: "1 kg", diameter: "8 inch", serves: "8-10 people", price: [799, 1499] },
  { weight: "1.5 kg", diameter: "9 inch", serves: "12-15 people", price: [1199, 1999] },
  { weight: "2 kg", diameter: "10 inch", serves: "16-20 people", price: [1599, 2499] },
];

const CARE = [
  "Store in a refrigerator at 2–8°C",
  "Consume within 24 hours of delivery",
  "Bring to room temperature 15 minutes before serving",
  "Keep away from direct sunlight and heat",
  "Use a serrated knife dipped in warm water for clean slices",
];

const LEADS = [
  "A {adj} {flavour} cake layered with {notes}, finished by hand on the day of delivery.",
  "Soft sponge and {notes} come together in this {weight} {shape} cake that serves {serves}.",
  "Our {flavour} cake pairs {notes} with just the right amount of sweetness.",
  "Baked fresh in our partner kitchen, this {shape} cake is all about {notes}.",
];
const CLOSERS = [
  "Perfect for birthdays, anniversaries or a midnight surprise.",
  "Add a name or a short message on top at no extra cost.",
  "Delivered in a sturdy box with a complimentary knife and candles.",
  "Same-day and midnight delivery is available in most cities.",
  "{eggNote}",
];

/** `choice`: the cake is sold with egg or eggless (its variants), so both are named. */
function ingredients(f: CakeFlavour, egg: "eggs" | "eggless" | "choice", extra: string): string {
  const eggs = {
    eggs: "eggs",
    eggless: "condensed milk",
    choice: "eggs (condensed milk when eggless)",
  }[egg];
  return `Refined flour, sugar, ${eggs}, butter, fresh cream, ${f.extra}, baking powder${extra}`;
}

/** Draft for a cake; ctx.variant picks the style (a flavour group, "photo", "designer", "birthday"...). */
export function cakeDraft(rng: Rng, ctx: DraftContext): Draft {
  const v = ctx.variant;
  const groups: Partial<Record<string, CakeGroup[]>> = {
    chocolate: ["chocolate"],
    forest: ["forest"],
    velvet: ["velvet"],
    butterscotch: ["butterscotch"],
    fruit: ["fruit"],
  };
  const allowed = groups[v];
  const pool = allowed ? FLAVOURS.filter((f) => allowed.includes(f.group)) : FLAVOURS;
  const flavour = rng.pick(pool);
  const eggless = v === "eggless" || rng.chance(0.3);
  const theme = v === "designer" ? rng.pick(THEMES) : undefined;
  const size = theme
    ? rng.pick(SIZES.slice(1))
    : rng.weighted(SIZES.map((s, i) => [s, [5, 4, 2, 1][i] ?? 1] as const));
  const heartOdds = v === "anniversary" ? 0.7 : 0.2;
  const shape = rng.chance(heartOdds) ? "Heart" : rng.chance(0.2) ? "Square" : "Round";
  const f = flavour.name;
  const egglessWord = eggless ? "Eggless " : "";
  let title: string;
  let core = `${egglessWord}${f} Cake`;
  if (theme) {
    title = `${theme.name} ${f} Cake`;
    core = `${egglessWord}${theme.name} Cake`;
  } else if (v === "photo") {
    title = `${rng.pick(["Personalised", "Memories", "Picture Perfect"])} ${f} Photo Cake`;
    core = `${egglessWord}${f} Photo Cake`;
  } else if (v === "birthday") {
    title = rng.chance(0.5) ? `Happy Birthday ${f} Cake` : `${f} Birthday Bash Cake`;
  } else if (v === "anniversary") {
    title = `${rng.pick(["Forever Yours", "Together Forever", "Anniversary Love"])} ${f} Cake`;
  } else if (shape === "Heart" && rng.chance(0.5)) {
    title = `${egglessWord}Heart Shaped ${f} Cake`;
  } else if (rng.chance(0.5)) {
    title = `${egglessWord}${rng.pick(PREFIXES)} ${f} Cake`;
  } else {
    title = `${egglessWord}${f} ${rng.pick(SUFFIXES)} Cake`;
  }
  const care = rng.pickSome(CARE, rng.int(2, 3));
  if (theme) care.push("Fondant decorations are edible but not meant to be refrigerated");
  if (v === "photo") care.push("The photo print is edible; keep it away from moisture");
  const extra = theme ? ", fondant, edible colours" : v === "photo" ? ", edible photo print" : "";
  const [min, max] = size.price;
  const priceRange: readonly [number, number] = theme
    ? [min + 400, Math.min(max + 400, 2499)]
    : [min, max];
  return {
    ...blankDraft(),
    title,
    name: `${core} ${LISTED_SIZE.weight}`,
    description: describe(rng, LEADS, CLOSERS, {
      adj: rng.pick(["moist", "rich", "fluffy", "melt-in-the-mouth", "beautifully layered"]),
      flavour: theme ? `${inSentence(theme.name)} ${inSentence(f)}` : inSentence(f),
      notes: flavour.notes,
      weight: LISTED_SIZE.weight,
      shape: inSentence(shape),
      serves: LISTED_SIZE.serves,
      eggNote: eggless
        ? "It is 100% eggless, so the whole family can enjoy it."
        : "Choose the eggless version if you prefer.",
    }),
    careInstructions: care,
    ingredients: ingredients(flavour, eggless ? "eggless" : "choice", extra),
    flavor: f,
    // With egg or eggless is the shopper's choice (a variant) unless the cake is eggless.
    type: eggless ? "Eggless" : "",
    shape,
    weight: LISTED_SIZE.weight,
    netQuantity: "1 Cake",
    diameter: LISTED_SIZE.diameter,
    serves: LISTED_SIZE.serves,
    hues: theme ? theme.hues : flavour.hues,
    art: {
      look: {
        cake: flavour.look,
        shape: shape === "Heart" ? "heart" : "round",
        // A listed ½ kg cake is one tier; a designer cake stands taller.
        tiers: theme ? (theme.name.startsWith("Two Tier") ? 2 : 3) : 1,
        ...(v === "photo" ? { photo: "portrait" as const } : {}),
      },
    },
    priceRange,
    variants: { kind: "cake", eggless },
    personalisation:
      v === "photo"
        ? photoPersonalisation(1, { cake: true, print: { aspect: 1, shape: "round" } })
        : CAKE_PERSONALISATION,
  };
}

/** Draft for a box of cupcakes. */
export function cupcakeDraft(rng: Rng): Draft {
  const flavour = rng.pick(FLAVOURS.filter((f) => f.group !== "indian"));
  const count = rng.pick([4, 6, 6, 9, 12]);
  const eggless = rng.chance(0.4);
  const style = rng.pick(["Assorted", "Frosted", "Sprinkle Party", "Rosette", "Gourmet"]);
  const assorted = style === "Assorted";
  const taste: CakeFlavour = assorted
    ? {
        ...flavour,
        name: "Assorted",
        notes: "chocolate, red velvet and vanilla frostings",
        extra: "cocoa powder, cream cheese, vanilla",
      }
    : flavour;
  const title = assorted
    ? `Assorted Cupcakes (Box of ${count})`
    : `${style} ${flavour.name} Cupcakes`;
  const low = count <= 6 ? 349 : 599;
  return {
    ...blankDraft(),
    title,
    name: `${eggless ? "Eggless " : ""}${taste.name} Cupcakes ${count} Pieces`,
    description: describe(
      rng,
      [
        "A box of {count} cupcakes topped with {notes}, baked the same morning.",
        "Bite-sized happiness: {count} soft cupcakes with {notes}.",
      ],
      [
        "Great for office celebrations and kids' parties.",
        "Each cupcake is individually cupped for easy sharing.",
        "Pairs beautifully with a bunch of flowers.",
      ],
      { count: String(count), notes: taste.notes },
    ),
    careInstructions: ["Store in a cool place or refrigerate", "Best consumed within 24 hours"],
    ingredients: ingredients(taste, eggless ? "eggless" : "eggs", ", sprinkles"),
    flavor: taste.name,
    type: eggless ? "Eggless" : "Contains Egg",
    shape: "Round",
    weight: `${count * 60} g`,
    netQuantity: `${count} Cupcakes`,
    serves: `${count} people`,
    hues: flavour.hues,
    priceRange: [low, low + 400],
    // A box of cupcakes has no top to pipe on: a card only.
    personalisation: CARD_PERSONALISATION,
  };
}
