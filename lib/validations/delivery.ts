/**
 * Delivery requests (docs/delivery.md): the PIN code field of the delivery check and the header,
 * and a line's delivery choice, as the browser form and the BFF handlers parse them.
 */
import { z } from "./zod";
import { productIdField } from "./cart";
import { deliveryChoiceSchema, pincodeField } from "./delivery-choice";

export {
  DELIVERY_UNAVAILABLE,
  PINCODE_INVALID,
  deliveryChoiceSchema,
  pincodeField,
} from "./delivery-choice";

/** The header's and the check's pincode (PUT /api/delivery/pincode). */
export const pincodeSchema = z.object({ pincode: pincodeField });

/** PUT /api/cart/delivery: a line's delivery, or null to clear it. */
export const lineDeliverySchema = z.object({
  productId: productIdField,
  delivery: z
    .unknown()
    .refine((value) => value !== undefined, { message: "delivery is required (null clears it)." })
    .pipe(deliveryChoiceSchema.nullable()),
});

/** GET /api/delivery/options. */
export const optionsQuerySchema = z.object({ pincode: pincodeField, productId: productIdField });
