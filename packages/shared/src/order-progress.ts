/**
 * An order's status in the shopper's words (docs/after-the-order.md "Order updates"): the order
 * page shows them above its tracking bar, and the order updates by mail, SMS and WhatsApp say
 * the same, so a shopper reads one story wherever they look.
 */

/** What an order's status means to the shopper, as a headline and a line under it. */
export interface StatusWords {
  headline: string;
  detail: string;
  /** Under the current stage of the bar, where the stage's own name does not say it. */
  stageNote?: string;
}

const WORDS: Record<string, StatusWords> = {
  Pending: {
    headline: "Order placed",
    detail: "We have your order and will confirm it shortly.",
    stageNote: "Awaiting confirmation",
  },
  Confirm: {
    headline: "Confirmed",
    detail: "Your order is confirmed and your gift is being prepared.",
    stageNote: "Confirmed",
  },
  Shipped: { headline: "On its way", detail: "Your gift has left us and is on its way to you." },
  Delivered: { headline: "Delivered", detail: "Your gift has been delivered." },
  Cancelled: {
    headline: "Cancelled",
    detail: "This order was cancelled and will not be delivered.",
  },
};

/** The longest first name a delivery person is given by. */
export const COURIER_NAME_MAX = 30;

/** A first name: letters, with the spaces, dots, apostrophes and hyphens names carry. */
export const COURIER_NAME_PATTERN = /^\p{L}[\p{L}\p{M} .'-]*$/u;

/** "Ravi, our delivery person, is bringing it." for the delivery person named `courier`. */
export const courierWords = (courier: string) => `${courier}, our delivery person, is bringing it.`;

/**
 * The status in a shopper's words, with who is bringing a gift on its way when the shop named
 * them. A status the shop does not know is shown as the backend wrote it.
 */
export function statusWords(status: string, courier: string | null = null): StatusWords {
  const words = WORDS[status] ?? { headline: status || "Placed", detail: "" };
  return status === "Shipped" && courier
    ? { ...words, detail: `${words.detail} ${courierWords(courier)}` }
    : words;
}

/** How a delivery was proven, as the order page says it after "Delivered on …". */
export const PROOF_WORDS = {
  photo: "with a photo of the gift handed over",
  code: "confirmed with the recipient’s code",
} as const;
