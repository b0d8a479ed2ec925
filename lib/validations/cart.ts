/** Cart and wishlist requests (seed-spec §5, §9), shared by the browser store and the BFF. */
import { z } from "zod";

/** Most of one product a cart line holds (the reference backend's limit too). */
export const MAX_LINE_QUANTITY = 10;

export const CART_LOGIN_REQUIRED = "Please login to add products to cart";
export const WISHLIST_LOGIN_REQUIRED = "Please login to manage your wishlist";
export const ADDED_TO_CART = "Added to cart";
export const ADDED_TO_WISHLIST = "Added to wishlist";
export const REMOVED_FROM_WISHLIST = "Removed from wishlist";
export const QUANTITY_UPDATE_FAILED = "Error updating quantity.";
export const CART_EMPTY = "Your cart is empty";
export const WISHLIST_EMPTY = "Your wishlist is empty";

// Ids are opaque to the storefront; this only bounds them to a sane path segment.
export const productIdField = z
  .string({ message: "productId is required." })
  .regex(/^[A-Za-z0-9_-]{1,64}$/, { message: "productId is not a product id." });

export const quantityField = z
  .number({ message: `Choose a quantity from 1 to ${MAX_LINE_QUANTITY}.` })
  .int({ message: `Choose a quantity from 1 to ${MAX_LINE_QUANTITY}.` })
  .min(1, { message: `Choose a quantity from 1 to ${MAX_LINE_QUANTITY}.` })
  .max(MAX_LINE_QUANTITY, { message: `Choose a quantity from 1 to ${MAX_LINE_QUANTITY}.` });

export const addToCartSchema = z.object({
  productId: productIdField,
  quantity: quantityField.optional().default(1),
});

export const setQuantitySchema = z.object({ productId: productIdField, quantity: quantityField });

export const wishlistSchema = z.object({ productId: productIdField });
