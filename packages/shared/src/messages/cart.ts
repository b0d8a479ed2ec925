/**
 * The cart's limit and spec texts, without zod, so the cart store and buttons in every page's
 * first load can use them. lib/validations/cart.ts re-exports them for the handlers.
 */

/** Most of one product a cart line holds, in the storefront and the reference backend alike. */
export const MAX_LINE_QUANTITY = 10;

export const CART_LOGIN_REQUIRED = "Please login to add products to cart";
export const WISHLIST_LOGIN_REQUIRED = "Please login to manage your wishlist";
export const ADDED_TO_CART = "Added to cart";
export const ADDED_TO_WISHLIST = "Added to wishlist";
export const REMOVED_FROM_WISHLIST = "Removed from wishlist";
export const QUANTITY_UPDATE_FAILED = "Error updating quantity.";
export const CART_EMPTY = "Your cart is empty";
export const WISHLIST_EMPTY = "Your wishlist is empty";
