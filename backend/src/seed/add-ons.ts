/**
 * Add-ons (docs/gifting.md): the small extras the add-ons step offers between the cart and the
 * address — candles, greeting cards, balloons, chocolates. They are ordinary approved products
 * in the categories a shopper would look for them in (candles and balloons in Birthday Gifts,
 * cards in Personalised Gifts › Greeting Cards, chocolates in Chocolates › Chocolate Boxes),
 * listed older than any gift so they sit at the end of "newest", and kept off the home page's
 * rails by the catalogue itself. Drawn from their own random stream, so the rest of the
 * catalogue is the same with or without them.
 */
import { recipientsOf } from "@giftshop/shared/recipients";
import { artKind, hues, table } from "./content";
import { candleDigitVariants } from "./gifting";
import { type ArtAllocator, productImageUrl, productImages } from "./generate-images";
import type { Rng } from "./random";
import { blankDetails, type SeedImage, type SeedProduct } from "./types";

interface AddOnSpec {
  title: string;
  /** Position of its category in CATEGORY_SPECS. */
  category: number;
  /** Its subcategory's name, "" for none. */
  subcategory: string;
  price: number;
  netQuantity: string;
  type: string;
  description: string;
  art: ReturnType<typeof artKind>;
  hues: number[];
}

// title | category | subcategory | price | net quantity | type | picture | hues | description
const ADD_ON_SPECS: readonly AddOnSpec[] = table(`
  Twisted Birthday Candles (Pack of 12) | 7 | | 49 | 12 Candles | Candles | candles | 330 200 | Slim twisted candles in bright colours, enough for every wish on the cake.
  Golden Number Candles (Any 2 Digits) | 7 | | 149 | 2 Number Candles | Candles | candles | 45 | Two glittering number candles for the birthday's age or the anniversary's years.
  Happy Birthday Greeting Card | 2 | Greeting Cards | 99 | 1 Card with Envelope | Greeting Card | greeting-card | 50 330 | A bright folded card with an envelope, blank inside for your own words.
  Love You Greeting Card | 2 | Greeting Cards | 149 | 1 Card with Envelope | Greeting Card | greeting-card | 350 0 | A card with a big red heart on the front and room inside for a long message.
  Birthday Balloon Bunch (5 Balloons) | 7 | | 199 | 5 Balloons with Ribbon | Balloons | balloons | 200 45 | Five helium-filled latex balloons on curling ribbons, tied to a weight.
  Heart Foil Balloons (Pack of 3) | 7 | | 299 | 3 Foil Balloons with Ribbon | Balloons | balloons | 0 330 | Three shiny heart-shaped foil balloons that float for days.
  Milk Chocolate Bars (Pack of 4) | 4 | Chocolate Boxes | 199 | 4 Bars (4 x 40 g) | Chocolate Bars | chocolate | 22 | Four creamy milk chocolate bars to tuck in beside the gift.
  Assorted Chocolate Truffles (Box of 6) | 4 | Chocolate Boxes | 249 | 6 Truffles | Truffles | chocolate | 15 345 | Six handmade truffles in dark, milk and white chocolate.
`).map(
  ([
    title = "",
    category = "",
    subcategory = "",
    price = "",
    qty = "",
    type = "",
    art = "",
    h = "",
    description = "",
  ]) => ({
    title,
    category: Number(category),
    subcategory,
    price: Number(price),
    netQuantity: qty,
    type,
    description,
    art: artKind(art),
    hues: hues(h),
  }),
);

/** How many add-ons the seed has. */
export const ADD_ON_COUNT = ADD_ON_SPECS.length;

const HOUR_MS = 3_600_000;

export interface AddOnContext {
  rng: Rng;
  newId: () => string;
  arts: ArtAllocator;
  category: (position: number) => { id: string; name: string };
  subcategoryId: (name: string) => string | null;
  sellerId: string;
  /** Every add-on is listed before this instant (older than every gift). */
  before: number;
}

/** The seed's add-ons, in the add-ons step's order. */
export function generateAddOns(ctx: AddOnContext): SeedProduct[] {
  return ADD_ON_SPECS.map((spec, i) => {
    const category = ctx.category(spec.category);
    return {
      id: ctx.newId(),
      ...blankDetails(),
      title: spec.title,
      name: spec.title,
      brand: "Uphaar",
      description: `${spec.description} Added to the same delivery as your gift.`,
      careInstructions: [],
      type: spec.type,
      netQuantity: spec.netQuantity,
      price: spec.price,
      oldPrice: spec.price,
      discount: 0,
      approved: true,
      sellerId: ctx.sellerId,
      categoryId: category.id,
      subcategoryId: spec.subcategory ? ctx.subcategoryId(spec.subcategory) : null,
      // Packed goods the florist or baker carries along with the gift.
      deliveryKind: "chocolates",
      recipients: recipientsOf({
        title: spec.title,
        subcategoryName: spec.subcategory || undefined,
        categoryName: category.name,
      }),
      images: pinCandleArt(
        spec.title,
        productImages(ctx.rng, ctx.arts, spec.art, { hues: spec.hues, title: spec.title }),
      ),
      createdAt: new Date(ctx.before - (ADD_ON_SPECS.length - i) * HOUR_MS).toISOString(),
      // Number candles spell two digits the shopper picks; the other add-ons are sold as they are.
      variants: /number candles/i.test(spec.title)
        ? candleDigitVariants({ price: spec.price, oldPrice: spec.price })
        : [],
      // Added in one click: the gift it goes with carries the message.
      personalisation: null,
      addOn: true,
    };
  });
}

/**
 * A candle pack's pictures show the candles its title sells: number candles for "Number", a row
 * of twisted ones otherwise (art/candles.ts draws rows for variants 0–3, numbers for 4–6).
 */
function pinCandleArt(title: string, images: SeedImage[]): SeedImage[] {
  const numbers = /number/i.test(title);
  const pinned = images.map((image) => {
    const { art } = image;
    if (art.kind !== "candles") return image;
    const fits = numbers ? art.variant >= 4 && art.variant <= 6 : art.variant <= 3;
    if (fits) return image;
    const moved = { ...art, variant: numbers ? 4 + (art.variant % 3) : art.variant % 4 };
    return { ...image, url: productImageUrl(moved), art: moved };
  });
  // Two views moved onto one picture would show it twice.
  return pinned.filter((image, n) => pinned.findIndex((other) => other.url === image.url) === n);
}
