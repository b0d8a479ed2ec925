/**
 * Outgoing mail through nodemailer: SMTP when SMTP_URL is set, otherwise each message is
 * written to DATA_DIR/outbox/ as an .eml file and one log line names the recipient and the
 * code, so a developer can sign in with no mail server.
 */
import fs from "node:fs";
import path from "node:path";
import nodemailer from "nodemailer";
import { deliveryFees } from "@giftshop/shared/delivery-words";
import { formatINR } from "@giftshop/shared/money";
import {
  SUBSTITUTION_LABELS,
  SUBSTITUTION_QUESTION,
  type SubstitutionChoice,
} from "@giftshop/shared/substitution";
import { refundWords, type OrderRefund } from "@giftshop/shared/order-cancel";
import type { CodePurpose } from "./auth/codes";
import {
  SHOP,
  SIGNATURE,
  escapeHtml,
  greetingFor,
  greetingRow,
  letter,
  mailFrame,
  mailRow,
} from "./mail-frame";
import type { DeliveryPromise } from "./db/schema";
import { promiseLabel } from "./delivery/wording";
import { renderOrderUpdateMail, type OrderUpdateMail } from "./notify/update-mail";
import { renderReminderMail, type ReminderMail } from "./reminders/reminder-mail";
import {
  renderDeliveryMovedMail,
  type DeliveryMovedMail,
} from "./routes/orders/delivery-move-mail";

interface CodeMail {
  to: string;
  name: string;
  purpose: CodePurpose | "welcome";
  code: string;
}

/** The owner's warning that wrong reset codes have locked their password reset for a while. */
interface ResetLockedMail {
  to: string;
  name: string;
  wrongCodes: number;
  lockedHours: number;
}

/**
 * The notice to an account's old address that its email was changed: the new address partly
 * masked, and what to do if the owner did not make the change. It carries no text the shopper
 * wrote (not even the name), so it cannot carry someone else's message.
 */
export interface EmailChangedMail {
  /** The address the account had before the change. */
  to: string;
  newEmail: string;
}

/** One line of an order's confirmation, with its gift's choices (docs/gifting.md). */
interface OrderMailLine {
  name: string;
  quantity: number;
  price: number;
  delivery: DeliveryPromise | null;
  /** The variant's label ("1 kg · Eggless"); absent or null: none. */
  variant?: string | null;
  cakeMessage?: string;
  cardMessage?: string;
  /** How many photos are printed on the gift. */
  photos?: number;
  /** The names printed or engraved on it, in order. */
  names?: string[];
}

/** The confirmation of a placed order, with what each line was promised. */
export interface OrderMail {
  to: string;
  name: string;
  orderId: string;
  lines: OrderMailLine[];
  deliveryCharge: number;
  totalAmount: number;
  paymentMethod: "online" | "cod";
  address: { name: string; address: string; city: string; state: string; pin: string };
  /** What the shop may do if a cake or flowers cannot be made as shown; absent or null: not asked. */
  substitution?: SubstitutionChoice | null;
}

/**
 * The notice that an order was cancelled, or (`refund` processed later) that its refund was
 * processed, worded as the order page words it (docs/after-the-order.md).
 */
interface OrderCancelMail {
  to: string;
  name: string;
  orderId: string;
  /** The refund's state as the mail is written; null for cash on delivery. */
  refund: OrderRefund | null;
  /** Paid through the local provider: no money was taken. */
  testPayment: boolean;
}

export interface Mailer {
  /** Sends a one-time code; resolves once the transport accepted the message. */
  sendCode(mail: CodeMail): Promise<void>;
  /** Tells the owner their password reset is locked; resolves once the transport accepted it. */
  sendResetLocked(mail: ResetLockedMail): Promise<void>;
  /** Confirms a placed order to its owner; resolves once the transport accepted it. */
  sendOrderPlaced(mail: OrderMail): Promise<void>;
  /** Tells the old address that the email was changed; resolves once the transport accepted it. */
  sendEmailChanged(mail: EmailChangedMail): Promise<void>;
  /** Tells the owner their order is cancelled, with its refund's state. */
  sendOrderCancelled(mail: OrderCancelMail): Promise<void>;
  /** Tells the owner a refund that was still on its way is now processed. */
  sendRefundProcessed(mail: OrderCancelMail): Promise<void>;
  /** Reminds the owner of a saved occasion; resolves once the transport accepted it. */
  sendOccasionReminder(mail: ReminderMail): Promise<void>;
  /** Tells the owner of a step of their order (notify/); resolves once the transport accepted it. */
  sendOrderUpdate(mail: OrderUpdateMail): Promise<void>;
  /** Tells the owner a gift's delivery moved to another day or slot, and what it cost. */
  sendDeliveryMoved(mail: DeliveryMovedMail): Promise<void>;
}

export interface MailerOptions {
  from: string;
  /** smtp:// or smtps:// URL; unset writes to `outboxDir`. */
  smtpUrl?: string;
  outboxDir: string;
  log?: (line: string) => void;
}

const wording: Record<CodeMail["purpose"], { subject: string; lead: string }> = {
  welcome: {
    subject: `Welcome to ${SHOP}: verify your email`,
    lead: "Thank you for creating an account. Enter this code to verify your email address:",
  },
  verify: {
    subject: `Your ${SHOP} email verification code`,
    lead: "Enter this code to verify your email address:",
  },
  login: {
    subject: `Your ${SHOP} login code`,
    lead: "Enter this code to finish logging in:",
  },
  reset: {
    subject: `Your ${SHOP} password reset code`,
    lead: "Enter this code to choose a new password:",
  },
};

/** The plain-text and HTML bodies of a code mail. */
function renderCodeMail({ name, purpose, code }: CodeMail) {
  const { subject, lead } = wording[purpose];
  const greeting = greetingFor(name);
  const footer =
    "The code is valid for 10 minutes and works once. If you did not ask for it, ignore this mail: nothing changes without the code.";
  const text = `${greeting}\n\n${lead}\n\n    ${code}\n\n${footer}\n\n${SIGNATURE}`;
  const html = mailFrame([
    greetingRow(greeting),
    mailRow(escapeHtml(lead), "padding-top:8px;font-size:16px"),
    mailRow(code, "padding:20px 0;font-size:32px;font-weight:700;letter-spacing:8px"),
    mailRow(escapeHtml(footer), "font-size:13px;color:#5b5270"),
  ]);
  return { subject, text, html };
}

/** The plain-text and HTML bodies of the reset-locked warning. */
function renderResetLockedMail({ name, wrongCodes, lockedHours }: ResetLockedMail) {
  const subject = `${SHOP}: password reset paused on your account`;
  const greeting = greetingFor(name);
  const paragraphs = [
    `Someone entered ${wrongCodes} wrong password reset codes for your account, so resetting your password is paused for ${lockedHours} hours.`,
    "Your password has not changed, and you can still log in with it.",
    "If this was you, try again later. If it was not, you need do nothing: codes expire on their own, and nobody can reset your password without the code we mail to you.",
  ];
  return { subject, ...letter(greeting, paragraphs) };
}

/**
 * An address shown only enough to be recognised: the first two characters of the name (one
 * when it is short), the first of the domain, and the domain's last label.
 *
 * @example maskEmail("asha.kumar@example.in") // "as***@e***.in"
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf(".");
  const top = dot > 0 ? domain.slice(dot) : "";
  return `${local.slice(0, local.length > 4 ? 2 : 1)}***@${domain.slice(0, 1)}***${top}`;
}

/** The plain-text and HTML bodies of the notice that the email was changed (exported for the tests). */
export function renderEmailChangedMail({ newEmail }: EmailChangedMail) {
  const subject = `${SHOP}: the email of your account was changed`;
  const greeting = "Hello,";
  const paragraphs = [
    `The email address of your ${SHOP} account was just changed from this address to ${maskEmail(newEmail)}. Order mails, login codes and password resets now go there.`,
    "If you made this change, you need do nothing.",
    `If you did not, someone else knows your password. Write to us from this address through the Contact Us page of our shop, so we can give the account back to you, and change this password wherever else you use it.`,
  ];
  return { subject, ...letter(greeting, paragraphs) };
}

/** What a line carries besides the product: its messages, names and how many photos. */
function giftDetails(line: OrderMailLine): string[] {
  const photos = line.photos ?? 0;
  const names = (line.names ?? []).filter(Boolean);
  return [
    line.cakeMessage ? `Message on the cake: “${line.cakeMessage}”` : [],
    names.length > 0
      ? `${names.length === 1 ? "Name" : "Names"} on the gift: ${names.map((name) => `“${name}”`).join(", ")}`
      : [],
    line.cardMessage ? `Card: “${line.cardMessage}”` : [],
    photos > 0 ? `${photos} photo${photos === 1 ? "" : "s"}` : [],
  ].flat();
}

/**
 * "₹199 (Midnight delivery, Sun, 29 Nov)", or "free": the charge with each paid delivery named,
 * as the storefront's price details name them (@giftshop/shared/delivery-words).
 */
function chargeWords(mail: OrderMail): string {
  if (mail.deliveryCharge <= 0) return "free";
  const fees = deliveryFees(mail.lines.flatMap((line) => (line.delivery ? [line.delivery] : [])));
  const named =
    fees.length === 1
      ? (fees[0]?.name ?? "")
      : fees.map((fee) => `${fee.name}: ${formatINR(fee.charge)}`).join("; ");
  return named ? `${formatINR(mail.deliveryCharge)} (${named})` : formatINR(mail.deliveryCharge);
}

/** The plain-text and HTML bodies of an order's confirmation (exported for the tests). */
export function renderOrderMail(mail: OrderMail) {
  const subject = `${SHOP}: your order ${mail.orderId} is placed`;
  const greeting = greetingFor(mail.name);
  const lead = `Thank you for your order. Here is what you ordered and when it arrives.`;
  const lines = mail.lines.map((line) => ({
    item: `${line.name}${line.variant ? ` (${line.variant})` : ""}: ${line.quantity} × ${formatINR(line.price)}`,
    details: giftDetails(line),
    delivery: line.delivery ? `Delivery: ${promiseLabel(line.delivery)}` : null,
  }));
  const charge = `Delivery charge: ${chargeWords(mail)}`;
  const total = `Total: ${formatINR(mail.totalAmount)} (${
    mail.paymentMethod === "online" ? "paid online" : "to pay on delivery"
  })`;
  const substitution = mail.substitution
    ? `${SUBSTITUTION_QUESTION}: ${SUBSTITUTION_LABELS[mail.substitution]}`
    : null;
  const { address } = mail;
  const to = [address.name, address.address, `${address.city}, ${address.state} ${address.pin}`];
  const footer = "You can follow your order under Orders in your account.";
  const text = [
    greeting,
    lead,
    `Order ${mail.orderId}`,
    lines
      .map((l) => [
        `  ${l.item}`,
        ...[...l.details, l.delivery ?? []].flat().map((d) => `    ${d}`),
      ])
      .map((parts) => parts.join("\n"))
      .join("\n"),
    `${charge}\n${total}`,
    substitution ?? [],
    `Delivering to:\n${to.map((part) => `  ${part}`).join("\n")}`,
    footer,
    SIGNATURE,
  ]
    .flat()
    .join("\n\n");
  const small = (d: string) =>
    `<br><span style="font-size:14px;color:#5b5270">${escapeHtml(d)}</span>`;
  const html = mailFrame([
    greetingRow(greeting),
    mailRow(escapeHtml(lead), "padding-top:8px;font-size:16px"),
    mailRow(escapeHtml(`Order ${mail.orderId}`), "padding-top:16px;font-size:14px;color:#5b5270"),
    ...lines.map((l) =>
      mailRow(
        `<strong>${escapeHtml(l.item)}</strong>${l.details.map(small).join("")}${
          l.delivery ? small(l.delivery) : ""
        }`,
      ),
    ),
    mailRow(
      `${escapeHtml(charge)}<br><strong>${escapeHtml(total)}</strong>`,
      "padding-top:16px;font-size:16px",
    ),
    substitution ? mailRow(escapeHtml(substitution), "padding-top:16px;font-size:14px") : "",
    mailRow(
      `Delivering to:<br>${to.map(escapeHtml).join("<br>")}`,
      "padding-top:16px;font-size:14px",
    ),
    mailRow(escapeHtml(footer), "padding-top:16px;font-size:13px;color:#5b5270"),
  ]);
  return { subject, text, html };
}

/** The bodies of a cancellation (`cancelled`) or refund (`refunded`) notice. */
function renderOrderCancelMail(mail: OrderCancelMail, kind: "cancelled" | "refunded") {
  const subject =
    kind === "cancelled"
      ? `${SHOP}: your order ${mail.orderId} is cancelled`
      : `${SHOP}: the refund for order ${mail.orderId} is processed`;
  const greeting = greetingFor(mail.name);
  const refund = mail.refund ? refundWords(mail.refund, mail.testPayment) : null;
  const paragraphs = [
    kind === "cancelled"
      ? `Your order ${mail.orderId} is cancelled, as you asked. It will not be delivered.`
      : `The refund for your cancelled order ${mail.orderId} is processed.`,
    refund
      ? `${refund.headline}. ${refund.detail}`
      : "It was to be paid on delivery, so there is nothing to pay and nothing to refund.",
    "You can see the order under Orders in your account.",
  ];
  return { subject, ...letter(greeting, paragraphs) };
}

/** Creates the mailer for the configured transport. */
export function createMailer({
  from,
  smtpUrl,
  outboxDir,
  log = console.log,
}: MailerOptions): Mailer {
  const transport = smtpUrl
    ? nodemailer.createTransport(smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });

  /** Sends a message; without SMTP writes it to the outbox as `<time>-<kind>-<to>.eml`. */
  const send = async (
    to: string,
    kind: string,
    {
      subject,
      text,
      html,
      headers,
    }: { subject: string; text: string; html: string; headers?: Record<string, string> },
  ) => {
    const info = await transport.sendMail({ from, to, subject, text, html, headers });
    if (smtpUrl) return null;
    fs.mkdirSync(outboxDir, { recursive: true });
    const safeTo = to.replace(/[^a-z0-9@._-]/gi, "_");
    const file = path.join(outboxDir, `${Date.now()}-${kind}-${safeTo}.eml`);
    const message: unknown = "message" in info ? info.message : undefined;
    fs.writeFileSync(file, Buffer.isBuffer(message) ? message : text);
    return file;
  };

  return {
    async sendCode(mail) {
      const file = await send(mail.to, mail.purpose, renderCodeMail(mail));
      if (file) log(`[mail] ${mail.purpose} code ${mail.code} for ${mail.to} (written to ${file})`);
    },
    async sendResetLocked(mail) {
      const file = await send(mail.to, "reset-locked", renderResetLockedMail(mail));
      if (file) log(`[mail] reset locked for ${mail.to} (written to ${file})`);
    },
    async sendOrderPlaced(mail) {
      const file = await send(mail.to, "order", renderOrderMail(mail));
      if (file) log(`[mail] order ${mail.orderId} for ${mail.to} (written to ${file})`);
    },
    async sendEmailChanged(mail) {
      const file = await send(mail.to, "email-changed", renderEmailChangedMail(mail));
      if (file) log(`[mail] email-changed notice for ${mail.to} (written to ${file})`);
    },
    async sendOrderCancelled(mail) {
      const file = await send(mail.to, "order-cancelled", renderOrderCancelMail(mail, "cancelled"));
      if (file) log(`[mail] order ${mail.orderId} cancelled, for ${mail.to} (written to ${file})`);
    },
    async sendRefundProcessed(mail) {
      const file = await send(mail.to, "refund", renderOrderCancelMail(mail, "refunded"));
      if (file) log(`[mail] refund of order ${mail.orderId} for ${mail.to} (written to ${file})`);
    },
    async sendOccasionReminder(mail) {
      const file = await send(mail.to, "reminder", renderReminderMail(mail));
      if (file) log(`[mail] occasion reminder for ${mail.to} (written to ${file})`);
    },
    async sendOrderUpdate(mail) {
      const file = await send(mail.to, "order-update", renderOrderUpdateMail(mail));
      if (file)
        log(
          `[mail] order ${mail.orderId} ${mail.words.subject}, for ${mail.to} (written to ${file})`,
        );
    },
    async sendDeliveryMoved(mail) {
      const file = await send(mail.to, "delivery-moved", renderDeliveryMovedMail(mail));
      if (file)
        log(`[mail] order ${mail.orderId} delivery moved, for ${mail.to} (written to ${file})`);
    },
  };
}
