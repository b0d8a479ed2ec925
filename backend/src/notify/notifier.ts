/**
 * One notifier for every step of an order (docs/after-the-order.md "Order updates"): it reads
 * the order and its owner, and tells the owner on each channel they chose (mail unless turned
 * off; SMS and WhatsApp when turned on and the profile has a mobile number). Each step goes once
 * per channel: a row in order_notifications claims it before sending, so a retried request, a
 * second operator or a second backend finds it claimed; a send that fails gives its row back.
 * Updates go only to an owner whose email is verified, as every order mail in full mode.
 */
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { orderNotifications, users } from "../db/schema";
import type { Mailer } from "../mail";
import { SHOP } from "../mail-frame";
import { features, type BackendProfile } from "../profile";
import { findOrder, refundJson, type FoundOrder } from "../routes/orders/order-json";
import { messageText, updateWords, type OrderEvent, type UpdateFacts } from "./events";
import { MESSAGE_CHANNELS, internationalPhone, type MessageChannels } from "./message-channel";

type Channel = "mail" | (typeof MESSAGE_CHANNELS)[number];

/** What one notify call did, channel by channel. */
interface Notified {
  /** Sent now. */
  sent: Channel[];
  /** Sent before, by this or another sender: not sent again. */
  already: Channel[];
}

export interface Notifier {
  /**
   * Tells the owner of order `orderId` of `event` on their channels, each once. Rejects when a
   * channel failed (its claim given back: calling again sends only what is missing); an unknown
   * order, or an owner who chose nothing that can be sent, resolves with nothing sent.
   */
  notify(orderId: string, event: OrderEvent, options?: { byShopper?: boolean }): Promise<Notified>;
}

export interface NotifierOptions {
  db: Db;
  mailer: Mailer;
  /** SMS and WhatsApp; a channel left out is never used. */
  channels?: MessageChannels;
  profile: BackendProfile;
}

/** The events a backend without order updates (contract mode) still mails: §7's own. */
const CONTRACT_EVENTS: ReadonlySet<OrderEvent> = new Set(["placed", "cancelled", "refunded"]);

/** The notifier of an order's steps over `mailer` and `channels`. */
export function createNotifier({ db, mailer, channels = {}, profile }: NotifierOptions): Notifier {
  const { checks, routes } = features(profile);

  /** Claims `event` of `orderId` on `channel`; false when it was claimed already. */
  const claim = async (orderId: string, event: OrderEvent, channel: Channel) =>
    (
      await db
        .insert(orderNotifications)
        .values({ orderId, event, channel })
        .onConflictDoNothing()
        .returning({ orderId: orderNotifications.orderId })
    ).length > 0;

  const giveBack = (orderId: string, event: OrderEvent, channel: Channel) =>
    db
      .delete(orderNotifications)
      .where(
        and(
          eq(orderNotifications.orderId, orderId),
          eq(orderNotifications.event, event),
          eq(orderNotifications.channel, channel),
        ),
      );

  return {
    async notify(orderId, event, { byShopper = false } = {}) {
      const done: Notified = { sent: [], already: [] };
      if (!routes.orderUpdates && !CONTRACT_EVENTS.has(event)) return done;
      const found = await findOrder(db, orderId);
      if (!found) return done;
      const [owner] = await db
        .select({
          email: users.email,
          name: users.name,
          phone: users.phone,
          verified: users.isAccountVerified,
          mail: users.notifyMail,
          sms: users.notifySms,
          whatsapp: users.notifyWhatsapp,
        })
        .from(users)
        .where(eq(users.id, found.order.userId));
      if (!owner) return done;
      if (checks.mailsNeedVerifiedOwner && !owner.verified) return done;

      const facts = factsOf(found);
      const words = updateWords(event, facts);
      const phone = internationalPhone(owner.phone);
      const sends: [Channel, () => Promise<void>][] = [];
      // Without order updates (contract mode) the owner has no choice to make: mail goes.
      if (owner.mail || !routes.orderUpdates) {
        sends.push(["mail", () => mailFor(mailer, event, found, owner, facts, byShopper)]);
      }
      for (const name of MESSAGE_CHANNELS) {
        const channel = channels[name];
        if (!routes.orderUpdates || !owner[name] || !channel || !phone) continue;
        const text = messageText(SHOP, orderId, words);
        sends.push([name, () => channel.send({ to: phone, text, kind: `order-${event}` })]);
      }

      const failures: unknown[] = [];
      for (const [channel, send] of sends) {
        if (!(await claim(orderId, event, channel))) {
          done.already.push(channel);
          continue;
        }
        try {
          await send();
          done.sent.push(channel);
        } catch (error) {
          await giveBack(orderId, event, channel);
          failures.push(error);
        }
      }
      if (failures.length > 0) {
        throw new AggregateError(
          failures,
          `order ${orderId} ${event}: ${failures.length} not sent`,
        );
      }
      return done;
    },
  };
}

/** The order's facts an update's words need. */
function factsOf({ order }: FoundOrder): UpdateFacts {
  return {
    orderId: order.id,
    courier: order.courierName,
    proofKind: order.proofKind,
    deliveredAt: order.deliveredAt,
    refund: refundJson(order),
    testPayment: order.paymentProvider === "local",
  };
}

/** Sends the mail of `event`: the confirmation and the cancellation keep their own mails. */
function mailFor(
  mailer: Mailer,
  event: OrderEvent,
  { order, items }: FoundOrder,
  owner: { email: string; name: string },
  facts: UpdateFacts,
  byShopper: boolean,
): Promise<void> {
  const to = owner.email;
  const name = owner.name;
  const refund = facts.refund;
  const testPayment = facts.testPayment;
  if (event === "placed") {
    return mailer.sendOrderPlaced({
      to,
      name,
      orderId: order.id,
      lines: items.map(({ name: line, quantity, price, delivery, variant, personalisation }) => ({
        name: line,
        quantity,
        price,
        delivery,
        variant: variant?.label ?? null,
        cakeMessage: personalisation?.cakeMessage ?? "",
        cardMessage: personalisation?.cardMessage ?? "",
        photos: personalisation?.photos.length ?? 0,
        names: personalisation?.names ?? [],
      })),
      deliveryCharge: order.deliveryCharge,
      totalAmount: order.totalAmount,
      paymentMethod: order.paymentMethod,
      address: order.shippingAddress,
      substitution: order.substitution,
    });
  }
  if (event === "cancelled" && byShopper) {
    return mailer.sendOrderCancelled({ to, name, orderId: order.id, refund, testPayment });
  }
  if (event === "refunded" && order.status === "Cancelled") {
    return mailer.sendRefundProcessed({ to, name, orderId: order.id, refund, testPayment });
  }
  return mailer.sendOrderUpdate({ to, name, orderId: order.id, words: updateWords(event, facts) });
}
