/** The id of the sentence that says why Add to Cart waits (photos missing); the button points at it. */
export const GIFT_MISSING_ID = "gift-missing-reason";
