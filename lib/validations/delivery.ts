/**
 * Delivery requests (docs/delivery.md): the PIN code field of the delivery check and the header,
 * and a line's delivery choice, as the browser form and the BFF handlers parse them.
 */
import { z } from "./zod";
import { LINE_NOT_OF_PRODUCT, lineOfProduct, productIdField } from "./cart";
import { lineKeyField } from "./gift";
import { deliveryChoiceSchema, pincodeField } from "./delivery-choice";

export { DELIVERY_UNAVAILABLE, pincodeField } from "./delivery-choice";

/** The header's and the check's pincode (PUT /api/delivery/pincode). */
export const pincodeSchema = z.object({ pincode: pincodeField });

/** PUT /api/cart/delivery: a line's delivery, or null to clear it. */
export const lineDeliverySchema = z
  .object({
    productId: productIdField,
    // docs/gifting.md: a gift line's key; a plain line is named by its product.
    line: lineKeyField.optional(),
    delivery: z
      .unknown()
      .refine((value) => value !== undefined, {
        message: "delivery is required (null clears it).",
      })
      .pipe(deliveryChoiceSchema.nullable()),
  })
  .refine(lineOfProduct, LINE_NOT_OF_PRODUCT);

/** GET /api/delivery/options. */
export const optionsQuerySchema = z.object({ pincode: pincodeField, productId: productIdField });
