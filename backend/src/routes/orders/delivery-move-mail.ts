/**
 * The mail telling an owner their gift's delivery moved (docs/after-the-order.md, "Moving a
 * delivery"): which gifts, the old and the new day and slot, and what the move did to the money,
 * worded as the order page words it. The gifts' names are escaped in the HTML.
 */
import { formatINR } from "@giftshop/shared/money";
import { refundWords, type OrderRefund } from "@giftshop/shared/order-cancel";
import type { DeliveryPromise } from "../../db/schema";
import { promiseLabel } from "../../delivery/wording";

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

const SHOP = "Uphaar";

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

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
  const greeting = mail.name ? `Hello ${mail.name},` : "Hello,";
  const paragraphs = [
    `${mail.names.join(", ")} from order ${mail.orderId} will now be delivered on ` +
      `${promiseLabel(mail.after)}, instead of ${promiseLabel(mail.before)}, as you asked.`,
    moneyWords(mail),
    "You can see the order under Orders in your account.",
  ];
  const text = `${greeting}\n\n${paragraphs.join("\n\n")}\n\n${SHOP}, gifts delivered across India`;
  const html = `<!doctype html><html><body style="margin:0;background:#f6f3fb;font-family:Arial,Helvetica,sans-serif;color:#1f1530">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="100%" style="max-width:480px;background:#ffffff;border-radius:12px;padding:28px" cellpadding="0" cellspacing="0">
<tr><td style="font-size:24px;font-style:italic;font-weight:700;color:#6d28d9">${SHOP}</td></tr>
<tr><td style="padding-top:20px;font-size:16px">${escapeHtml(greeting)}</td></tr>
${paragraphs.map((p) => `<tr><td style="padding-top:12px;font-size:16px">${escapeHtml(p)}</td></tr>`).join("\n")}
</table></td></tr></table></body></html>`;
  return { subject, text, html };
}
