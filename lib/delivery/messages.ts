/** The delivery feature's fixed words (docs/delivery.md), zod-free for the browser's islands. */

/** A PIN code field left empty. */
export const PINCODE_MISSING = "Please enter the PIN code.";
/** The backend's own words for a pin that is not 6 digits starting 1–9. */
export const PINCODE_INVALID = "Enter a valid 6-digit PIN code.";
/** A delivery call to a backend without the delivery extension. */
export const DELIVERY_UNAVAILABLE = "Delivery checks are not available.";
