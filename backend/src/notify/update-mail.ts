/**
 * The mail of an order update (docs/after-the-order.md "Order updates"): the step in the order
 * page's words, and where to follow the order. It carries no text the shopper wrote.
 */
import { SHOP, greetingFor, letter } from "../mail-frame";
import type { UpdateWords } from "./events";

export interface OrderUpdateMail {
  to: string;
  name: string;
  orderId: string;
  words: UpdateWords;
}

/** The subject and bodies of an order update mail. */
export function renderOrderUpdateMail({ name, orderId, words }: OrderUpdateMail) {
  const subject = `${SHOP}: your order ${orderId} ${words.subject}`;
  const paragraphs = [
    `${words.headline}: order ${orderId}.`,
    words.detail,
    "You can follow your order under Orders in your account.",
  ].filter(Boolean);
  return { subject, ...letter(greetingFor(name), paragraphs) };
}
