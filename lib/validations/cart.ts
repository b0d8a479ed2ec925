/**
 * Cart and wishlist requests (docs/contract.md, Validation, Constants), as the BFF handlers parse
 * them.
 */
import { z } from "./zod";
import { MAX_LINE_QUANTITY } from "@giftshop/shared/messages/cart";
import { productOfLine } from "@giftshop/shared/gifting";
import { deliveryChoiceSchema } from "./delivery-choice";
import { giftFields, lineKeyField } from "./gift";
import { BACKEND_ID } from "@giftshop/shared/validations/ids";

export {
  ADDED_TO_CART,
  ADDED_TO_WISHLIST,
  CART_LOGIN_REQUIRED,
  QUANTITY_UPDATE_FAILED,
  REMOVED_FROM_WISHLIST,
  WISHLIST_LOGIN_REQUIRED,
} from "@giftshop/shared/messages/cart";

// Ids are opaque to the storefront; this only bounds them to a sane path segment.
export const productIdField = z
  .string({ message: "productId is required." })
  .regex(BACKEND_ID, { message: "productId is not a product id." });

const quantityField = z
  .number({ message: `Choose a quantity from 1 to ${MAX_LINE_QUANTITY}.` })
  .int({ message: `Choose a quantity from 1 to ${MAX_LINE_QUANTITY}.` })
  .min(1, { message: `Choose a quantity from 1 to ${MAX_LINE_QUANTITY}.` })
  .max(MAX_LINE_QUANTITY, { message: `Choose a quantity from 1 to ${MAX_LINE_QUANTITY}.` });

export const addToCartSchema = z.object({
  productId: productIdField,
  quantity: quantityField.optional().default(1),
  // docs/delivery.md: the delivery chosen on the product page, when the shop has delivery.
  delivery: deliveryChoiceSchema.optional(),
  // docs/gifting.md: the variant and personalisation chosen on the product page.
  ...giftFields,
});

/** A request naming a line by its product and, for a gift line, its key: the two must agree. */
export const lineOfProduct = <T extends { productId: string; line?: string }>(body: T) =>
  body.line === undefined || productOfLine(body.line) === body.productId;
export const LINE_NOT_OF_PRODUCT = {
  message: "line is not a line of this product.",
  path: ["line"],
};

export const setQuantitySchema = z
  .object({ productId: productIdField, line: lineKeyField.optional(), quantity: quantityField })
  .refine(lineOfProduct, LINE_NOT_OF_PRODUCT);

/** PUT /api/cart/line: a line's new variant or personalisation (docs/gifting.md). */
export const editLineSchema = z.object({ line: lineKeyField, ...giftFields });

export const wishlistSchema = z.object({ productId: productIdField });
