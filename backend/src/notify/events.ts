/**
 * The steps of an order a shopper is told about (docs/after-the-order.md "Order updates"), and
 * what each says, in the order page's words (@giftshop/shared/order-progress).
 */
import { refundWords, type OrderRefund } from "@giftshop/shared/order-cancel";
import { PROOF_WORDS, statusWords } from "@giftshop/shared/order-progress";
import type { ProofKind } from "@giftshop/shared/delivery-proof";
import type { OrderStatus } from "../db/schema";

/** The steps, in the order an order takes them. */
export type OrderEvent =
  "placed" | "preparing" | "on-the-way" | "delivered" | "cancelled" | "refunded";

/** The step an order's move to `status` is, for the statuses told about. */
export function eventForStatus(status: OrderStatus): OrderEvent | null {
  switch (status) {
    case "Confirm":
      return "preparing";
    case "Shipped":
      return "on-the-way";
    case "Delivered":
      return "delivered";
    case "Cancelled":
      return "cancelled";
    default:
      return null;
  }
}

/** What an update needs to know of its order beyond the event. */
export interface UpdateFacts {
  orderId: string;
  courier: string | null;
  proofKind: ProofKind | null;
  /** When the delivery was recorded. */
  deliveredAt: Date | null;
  refund: OrderRefund | null;
  testPayment: boolean;
}

// Orders are placed in India: the dates read the same wherever the server runs (as the page).
const dateTime = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "Asia/Kolkata",
});

/** What an update says: the subject's end, and the order page's headline and detail. */
export interface UpdateWords {
  /** The subject's end: "is on its way". */
  subject: string;
  headline: string;
  /** The page's line under the headline, with the courier, proof or refund where they apply. */
  detail: string;
}

const SUBJECTS: Record<OrderEvent, string> = {
  placed: "is placed",
  preparing: "is confirmed",
  "on-the-way": "is on its way",
  delivered: "is delivered",
  cancelled: "is cancelled",
  refunded: "has a refund",
};

/**
 * What `event` says of the order `facts` describes: the order page's headline and detail for
 * the status it moved to, with the delivery person's name, the proof or the refund's state.
 */
export function updateWords(event: OrderEvent, facts: UpdateFacts): UpdateWords {
  const subject = SUBJECTS[event];
  const refund = facts.refund ? refundWords(facts.refund, facts.testPayment) : null;
  if (event === "refunded") {
    return {
      subject,
      headline: refund?.headline ?? "Refund processed",
      detail: refund?.detail ?? "",
    };
  }
  const status: OrderStatus = {
    placed: "Pending" as const,
    preparing: "Confirm" as const,
    "on-the-way": "Shipped" as const,
    delivered: "Delivered" as const,
    cancelled: "Cancelled" as const,
  }[event];
  const words = statusWords(status, facts.courier);
  const extra =
    event === "delivered" && facts.proofKind
      ? `Delivered${facts.deliveredAt ? ` on ${dateTime.format(facts.deliveredAt)}` : ""}, ${
          PROOF_WORDS[facts.proofKind]
        }.`
      : event === "cancelled" && refund
        ? `${refund.headline}.`
        : "";
  return {
    subject,
    headline: words.headline,
    detail: [words.detail, extra].filter(Boolean).join(" "),
  };
}

/** The SMS or WhatsApp text of an update: short, with the order's id and the page's words. */
export function messageText(shop: string, orderId: string, words: UpdateWords): string {
  return `${shop}: order ${orderId}. ${words.headline}: ${words.detail}`;
}
