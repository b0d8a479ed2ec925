/**
 * Wire schemas of the gifting fields (docs/gifting.md): a product's variants and what it can be
 * personalised with, and a cart line's variant and personalisation. A reference-backend extension, so read tolerantly: a
 * contract backend sends neither, and anything malformed reads as none (the plain product),
 * never as a failed page.
 */
import { z } from "zod";
import { PRINT_SHAPES } from "@giftshop/shared/print-crop";
import { cropSchema } from "@giftshop/shared/validations/crop";
import {
  NAME_MAX,
  VARIANT_ID,
  printedOf,
  type PersonalisationSpec,
  type PersonalisationView,
  type ProductVariant,
} from "@giftshop/shared/gifting";
import { discountPercent } from "@giftshop/shared/money";
import { text } from "./wire";

const rupees = z.number().finite().nonnegative();

export const variantWire = z.object({
  id: z.string().regex(VARIANT_ID),
  label: z.string().min(1),
  options: z.record(z.string().min(1), z.string().min(1)),
  price: rupees,
  oldPrice: rupees.nullish(),
});

const photosWire = z
  .object({
    min: z.number().int().nonnegative(),
    max: z.number().int().positive(),
    print: z
      .object({ aspect: z.number().min(0.25).max(4), shape: z.enum(PRINT_SHAPES) })
      .optional(),
  })
  .refine(({ min, max }) => min <= max);

const namesWire = z.object({
  labels: z.array(z.string().trim().min(1).max(80)).min(1).max(10),
  max: z.number().int().positive().max(NAME_MAX),
});

const personalisationWire = z.object({
  cakeMessage: z.boolean().optional().default(false),
  cardMessage: z.boolean().optional().default(false),
  photos: photosWire.nullish(),
  names: namesWire.nullish(),
});

/** One variant, prices whole rupees and the discount worked out from them. */
function reshapeVariant(variant: z.output<typeof variantWire>): ProductVariant {
  const price = Math.round(variant.price);
  const oldPrice = Math.max(price, Math.round(variant.oldPrice ?? price));
  return {
    id: variant.id,
    label: variant.label,
    options: variant.options,
    price,
    oldPrice,
    discount: discountPercent(price, oldPrice),
  };
}

/** A cart line's variant as the backend answers it. */
export const lineVariantWire = variantWire.transform(reshapeVariant);

/**
 * A cart or order line's personalisation, its photos described; a message left out reads as
 * "" and no photos as none. `personalisationOf` turns an empty one into null.
 */
export const personalisationViewWire = z.object({
  cakeMessage: text,
  cardMessage: text,
  photos: z
    .array(
      z.object({
        id: z.string().min(1),
        width: z.number().int().nonnegative(),
        height: z.number().int().nonnegative(),
        lowResolution: z.boolean(),
      }),
    )
    .nullish()
    .transform((photos) => photos ?? []),
  names: z
    .array(z.string())
    .nullish()
    .transform((names) => names ?? []),
  crops: z
    .array(cropSchema)
    .nullish()
    .catch(null)
    .transform((crops) => crops ?? []),
});

/** Messages and photos worth showing; null for none (a plain line, or all of it empty). */
export function personalisationOf(
  wire: z.output<typeof personalisationViewWire> | null | undefined,
): PersonalisationView | null {
  if (!wire) return null;
  const { cakeMessage, cardMessage, photos } = wire;
  const printed = printedOf(wire);
  if (!cakeMessage && !cardMessage && photos.length === 0 && !printed.names) return null;
  return { cakeMessage, cardMessage, photos, ...printed };
}

/** A product's variants, prices whole rupees; [] for none or for a list that breaks the doc. */
export function reshapeVariants(wire: unknown): ProductVariant[] {
  const parsed = z.array(variantWire).safeParse(wire);
  if (!parsed.success) {
    if (wire !== undefined && wire !== null) {
      console.error("[backend] ignored variants the doc does not allow:", parsed.error.message);
    }
    return [];
  }
  // Two variants under one id could not be told apart in a link or a cart line.
  if (new Set(parsed.data.map((variant) => variant.id)).size !== parsed.data.length) return [];
  return parsed.data.map(reshapeVariant);
}

/** What a product can be personalised with; null for nothing, or for a spec that breaks the doc. */
export function reshapePersonalisation(wire: unknown): PersonalisationSpec | null {
  if (wire === undefined || wire === null) return null;
  const parsed = personalisationWire.safeParse(wire);
  if (!parsed.success) {
    console.error(
      "[backend] ignored a personalisation the doc does not allow:",
      parsed.error.message,
    );
    return null;
  }
  const { cakeMessage, cardMessage } = parsed.data;
  const photos = parsed.data.photos ?? null;
  const names = parsed.data.names ? { names: parsed.data.names } : {};
  return cakeMessage || cardMessage || photos || names.names
    ? { cakeMessage, cardMessage, photos, ...names }
    : null;
}
