/**
 * The mail telling an owner their gift's delivery moved (docs/after-the-order.md, "Moving a
 * delivery"): which gifts, the old and the new day and slot, and what the move did to the money,
 * worded as the order page words it. The gifts' names are escaped in the HTML.
 */
import { formatINR } from "@giftshop/shared/money";
import { refundWords, type OrderRefund } from "@giftshop/shared/order-cancel";
import type { DeliveryPromise } from "../../db/schema";
import { promiseLabel } from "../../delivery/wording";
import { SHOP, greetingFor, letter } from "../../mail-frame";

export interface DeliveryMovedMail {
  to: string;
  name: string;
  orderId: string;
  /** The gifts that travel in the delivery moved. */
  names: string[];
  /** The delivery as it was, and as it is now. */
  before: DeliveryPromise;
  after: DeliveryPromise;
  /** The new delivery charge less the old (rupees): negative when cheaper. */
  difference: number;
  paymentMethod: "online" | "cod";
  /** The refund of the difference (paid online, a cheaper slot); null otherwise. */
  refund: OrderRefund | null;
  /** Paid through the local provider: no money was taken. */
  testPayment: boolean;
}

/** What the move did to the money, in one paragraph. */
function moneyWords(mail: DeliveryMovedMail): string {
  const amount = formatINR(Math.abs(mail.difference));
  if (mail.difference === 0) return "The delivery charge stays as it was.";
  if (mail.paymentMethod === "cod") {
    return mail.difference > 0
      ? `The new slot costs ${amount} more: it is added to the amount to pay on delivery.`
      : `The new slot costs ${amount} less: it is taken off the amount to pay on delivery.`;
  }
  if (!mail.refund) return `The new slot costs ${amount} less.`;
  const words = refundWords(mail.refund, mail.testPayment);
  return `The new slot costs ${amount} less. ${words.headline}. ${words.detail}`;
}

/** The plain-text and HTML bodies of the notice that a delivery moved (exported for the tests). */
export function renderDeliveryMovedMail(mail: DeliveryMovedMail) {
  const subject = `${SHOP}: the delivery of order ${mail.orderId} has moved`;
  const greeting = greetingFor(mail.name);
  const paragraphs = [
    `${mail.names.join(", ")} from order ${mail.orderId} will now be delivered on ` +
      `${promiseLabel(mail.after)}, instead of ${promiseLabel(mail.before)}, as you asked.`,
    moneyWords(mail),
    "You can see the order under Orders in your account.",
  ];
  return { subject, ...letter(greeting, paragraphs) };
}
