/** The delivery feature's fixed words (docs/delivery.md), zod-free for the browser's islands. */

/** A PIN code field left empty. */
export const PINCODE_MISSING = "Please enter the PIN code.";
/** The backend's own words for a pin that is not 6 digits starting 1–9. */
export const PINCODE_INVALID = "Enter a valid 6-digit PIN code.";
/** A delivery call to a backend without the delivery extension. */
export const DELIVERY_UNAVAILABLE = "Delivery checks are not available.";

/** Add to Cart tapped on a gift whose delivery was never checked (the product page's check). */
export const ADD_NEEDS_PINCODE =
  "Enter the PIN code where the gift should go, so we can tell you when it can arrive.";
/** Add to Cart tapped on a gift that cannot go to the checked pincode. */
export const addNotDelivered = (pincode: string) =>
  `This gift can't be delivered to ${pincode}. Try another PIN code.`;
/** Add to Cart tapped on a hand-delivered gift with no open slot picked. */
export const ADD_NEEDS_SLOT = "Pick a delivery day and slot for this gift.";
