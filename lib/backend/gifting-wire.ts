import "server-only";
import { z } from "zod";
import { VARIANT_ID } from "@giftshop/shared/gifting";
import type { PersonalisationSpec, PersonalisationView, ProductVariant } from "@/lib/types";

/**
 * The gifting extension's fields on the wire (docs/gifting.md, Shapes): a variant, a product's
 * personalisation spec and a line's personalisation. A contract backend sends none of them.
 */

const rupees = z.number().transform((value) => Math.round(value));

export const variantWire = z
  .object({
    id: z.string().regex(VARIANT_ID),
    label: z.string(),
    options: z.record(z.string(), z.string()).catch({}),
    price: rupees,
    oldPrice: rupees.nullish(),
    discount: rupees.nullish(),
  })
  .transform((wire): ProductVariant => ({
    id: wire.id,
    label: wire.label,
    options: wire.options,
    price: wire.price,
    oldPrice: Math.max(wire.price, wire.oldPrice ?? wire.price),
    discount: Math.max(0, wire.discount ?? 0),
  }));

export const personalisationSpecWire: z.ZodType<PersonalisationSpec> = z.object({
  cakeMessage: z.boolean(),
  cardMessage: z.boolean(),
  photos: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
});

export const personalisationViewWire: z.ZodType<PersonalisationView> = z.object({
  cakeMessage: z.string(),
  cardMessage: z.string(),
  photos: z.array(
    z.object({
      id: z.string().min(1),
      width: z.number(),
      height: z.number(),
      lowResolution: z.boolean(),
    }),
  ),
});

/**
 * A product's gift fields, tolerant: missing or malformed, they are left out (the storefront
 * then offers no choices for it, as for a contract backend's product).
 */
export const productGiftFields = {
  variants: z.array(variantWire).optional().catch(undefined),
  personalisation: personalisationSpecWire.nullable().optional().catch(undefined),
};
