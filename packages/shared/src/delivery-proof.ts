/**
 * Proof of delivery (docs/after-the-order.md, "Proof of delivery"): an order becomes Delivered
 * only with a photo of the gift at the door or the recipient's code. One source for the backend
 * that records it and the storefront that shows it.
 */

/** How a delivery was proven. */
export const PROOF_KINDS = ["photo", "code"] as const;
export type ProofKind = (typeof PROOF_KINDS)[number];

/** Digits in a recipient's code. */
export const RECIPIENT_CODE_DIGITS = 4;

/** A recipient's code: four digits, leading zeros kept ("0427"). */
export const RECIPIENT_CODE_PATTERN = /^\d{4}$/;

/** What an order says of its proof once Delivered. */
export interface DeliveryProofView {
  kind: ProofKind;
  /** When the delivery was recorded (ISO 8601). */
  at: string;
}
