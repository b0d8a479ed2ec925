/**
 * Placing an order (docs/contract.md, Orders, plus the provider's order_id and signature when
 * paid online). The browser's prices are never trusted: every line is re-priced from the
 * catalogue, and an online order must carry a valid provider signature for a payment the
 * caller created at checkout for exactly that total. In full mode every line goes with a
 * delivery (docs/delivery.md): the one sent, else the default the order summary shows; each is
 * checked again under the slot locks at the shop's clock, its place taken and the delivery
 * charge added, so leaving the deliveries out never skips a rule. A gift line (docs/gifting.md) is read from the
 * shopper's cart: its variant prices it and its messages and photos go with the order. All
 * writes happen in one transaction, so a refusal leaves nothing written.
 */
import { and, eq, inArray, or } from "drizzle-orm";
import { formatINR } from "@giftshop/shared/money";
import { DEFAULT_SUBSTITUTION } from "@giftshop/shared/substitution";
import type { Db } from "../../db/client";
import type { DeliveryChoice } from "../../db/schema";
import { isUniqueViolation } from "../../db/errors";
import { cartItems, orderItems, orders, payments, products } from "../../db/schema";
import { markOrdered } from "../../uploads/store";
import { newRecipientCode } from "./delivery-proof";
import { bookPlaces, lockPlaces } from "../../delivery/book";
import { boundCashPlaces } from "../../delivery/cash-places";
import { quoteDelivery, refuseProblems } from "../../delivery/quote";
import { loadZone } from "../../delivery/store";
import { fail } from "../../lib/http";
import { newId } from "../../lib/ids";
import type { PaymentProvider } from "../../payments/provider";
import type { Tx } from "./order-status";
import type { PlaceOrderInput } from "./place-order-body";

export const PRICES_CHANGED =
  "The prices in your cart have changed. Please review your cart and try again.";
export const PAYMENT_NOT_FOUND =
  "Payment not found: this order_id does not belong to a checkout of your account.";
export const BAD_SIGNATURE =
  "The payment could not be verified: its signature does not match. No order was placed.";
export const PAYMENT_USED = "This payment has already been used for another order.";
export const CART_CHANGED = "Your cart has changed. Please review it and try again.";
/** Cash on delivery where the pincode's zone does not take it (as the storefront words it). */
export const codUnavailable = (pin: string) =>
  `Cash on delivery is not available at ${pin}. Please pay online.`;

type Line = PlaceOrderInput["items"][number];

/** The shopper's cart lines named by `lines` (by key); refuses a key not in the cart. */
async function giftLinesOf(tx: Tx, userId: string, lines: Line[]) {
  const keys = lines.flatMap((line) => (line.line ? [line.line] : []));
  if (keys.length === 0) return new Map<string, typeof cartItems.$inferSelect>();
  const rows = await tx
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.lineKey, keys)));
  const byKey = new Map(rows.map((row) => [row.lineKey, row]));
  if (keys.some((key) => !byKey.has(key))) fail(409, CART_CHANGED);
  return byKey;
}

/**
 * Re-prices `lines` from the catalogue, a gift line at its variant's price; refuses products
 * that are unknown or not approved, a variant no longer sold, and a price that differs.
 */
async function priceLines(tx: Tx, userId: string, lines: Line[]) {
  const rows = await tx
    .select({
      id: products.id,
      title: products.title,
      price: products.price,
      sellerId: products.sellerId,
      approved: products.approved,
      images: products.images,
      variants: products.variants,
    })
    .from(products)
    .where(
      inArray(
        products.id,
        lines.map((line) => line.productId),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  // Named by the shopper's own label: the catalogue's title of a hidden product stays hidden.
  const unavailable = lines
    .filter((line) => !byId.get(line.productId)?.approved)
    .map((line) => (line.name ? `"${line.name}"` : `product ${line.productId}`));
  if (unavailable.length > 0) {
    fail(
      409,
      `${unavailable.join(", ")} ${unavailable.length === 1 ? "is" : "are"} not available any more. ` +
        `Please remove ${unavailable.length === 1 ? "it" : "them"} from your cart and try again.`,
    );
  }
  const gifts = await giftLinesOf(tx, userId, lines);
  return lines.map((line) => {
    const product = byId.get(line.productId);
    if (!product) throw new Error("unreachable: checked above");
    const gift = line.line ? gifts.get(line.line) : undefined;
    // A line named by its product alone is the product as listed: its first variant, if any.
    const variantId = gift ? gift.variantId : product.variants[0]?.id;
    const variant = variantId
      ? product.variants.find((candidate) => candidate.id === variantId)
      : undefined;
    // The cart's variant has left the catalogue: its price is not known any more.
    if (gift?.variantId && !variant) fail(409, PRICES_CHANGED);
    const price = variant?.price ?? product.price;
    if (line.price !== undefined && line.price !== price) fail(409, PRICES_CHANGED);
    return {
      productId: product.id,
      key: line.line ?? product.id,
      name: product.title,
      quantity: line.quantity,
      price,
      sellerId: product.sellerId,
      image: product.images[0]?.url ?? "",
      variant: variant ? { id: variant.id, label: variant.label } : null,
      personalisation: gift?.personalisation ?? null,
    };
  });
}

/**
 * The deliveries of `input`'s lines, quoted under the locks of their slots at `now`, with the
 * places this payment holds (`providerOrderId`, online orders). A line sent without a choice
 * gets the default the order summary shows (docs/delivery.md), found first so that its slot is
 * locked too. Refuses (409) the first line that cannot be had: a pincode the shop does not
 * reach, another pincode than the address's, a slot closed or full.
 */
async function lockedDeliveries(
  tx: Tx,
  input: PlaceOrderInput,
  now: Date,
  providerOrderId: string | undefined,
) {
  const pincode = input.shippingAddress.pin;
  const quoteItems = (choices: readonly (DeliveryChoice | null)[]) =>
    input.items.map((line, index) => ({
      productId: line.productId,
      choice: choices[index] ?? null,
    }));
  let choices = input.items.map((line) => line.delivery ?? null);
  if (choices.some((choice) => choice === null)) {
    const defaults = await quoteDelivery(tx, { pincode, items: quoteItems(choices), now });
    refuseProblems(defaults);
    choices = choices.map((choice, index) => choice ?? defaults.lines[index]?.choice ?? null);
  }
  const hub = (await loadZone(tx, pincode))?.hub;
  const slots = hub
    ? choices.flatMap((choice) =>
        choice?.pincode === pincode && choice.date && choice.slotId
          ? [{ hubId: hub.id, date: choice.date, slotId: choice.slotId }]
          : [],
      )
    : [];
  const places = await lockPlaces(tx, {
    slots,
    now,
    ...(providerOrderId ? { providerOrderId } : {}),
  });
  const quote = await quoteDelivery(tx, { pincode, items: quoteItems(choices), now, places });
  refuseProblems(quote);
  return { quote, holds: places.holds };
}

export interface Placed {
  orderId: string;
  /** False when an order for this payment already existed (a retry or a double click). */
  created: boolean;
}

/** The caller's order already made with this payment, if any; refuses someone else's. */
async function existingOrderFor(
  tx: Pick<Db, "select">,
  userId: string,
  paymentId: string,
  providerOrderId: string,
) {
  const found = await tx
    .select({ id: orders.id, userId: orders.userId, paymentId: orders.paymentId })
    .from(orders)
    .where(or(eq(orders.paymentId, paymentId), eq(orders.providerOrderId, providerOrderId)))
    .limit(2);
  if (found.length === 0) return null;
  const same = found.find((row) => row.paymentId === paymentId && row.userId === userId);
  if (found.length === 1 && same) return same.id;
  fail(409, PAYMENT_USED);
}

/**
 * Places the order for `userId`; idempotent on the payment id. With the payment row locked
 * FOR UPDATE, concurrent calls for one payment queue up and the later ones find the first
 * order; the unique payment_id index is the last guard.
 */
export async function placeOrder(
  db: Db,
  provider: PaymentProvider,
  userId: string,
  input: PlaceOrderInput,
  options: {
    /** The shop's clock (delivery/clock.ts), read once: the instant deliveries are judged by. */
    now?: Date;
    /** False for a plain §7 backend (contract mode), which has no deliveries to check. */
    deliveries?: boolean;
  } = {},
): Promise<Placed> {
  const { now: shopNow = new Date(), deliveries = true } = options;
  const { paymentId, order_id: providerOrderId, signature } = input;
  const online = paymentId !== undefined;
  if (online) {
    if (
      !providerOrderId ||
      !signature ||
      !provider.verifyPaymentSignature({ orderId: providerOrderId, paymentId, signature })
    ) {
      fail(400, BAD_SIGNATURE);
    }
  }

  try {
    return await db.transaction(async (tx): Promise<Placed> => {
      let payment: typeof payments.$inferSelect | undefined;
      if (online && providerOrderId) {
        [payment] = await tx
          .select()
          .from(payments)
          .where(eq(payments.providerOrderId, providerOrderId))
          .for("update");
        if (!payment || payment.userId !== userId || payment.provider !== provider.name) {
          fail(404, PAYMENT_NOT_FOUND);
        }
        const existing = await existingOrderFor(tx, userId, paymentId, providerOrderId);
        if (existing) return { orderId: existing, created: false };
        // Captured, paid or flagged by reconciliation: only the payment taken may place it.
        if (payment.providerPaymentId !== null && payment.providerPaymentId !== paymentId) {
          fail(409, PAYMENT_USED);
        }
      }

      const lines = await priceLines(tx, userId, input.items);
      const delivered = deliveries
        ? await lockedDeliveries(tx, input, shopNow, online ? providerOrderId : undefined)
        : null;
      if (!online && delivered) {
        // Cash on delivery follows the zone, and its places are bounded (cash-places.ts).
        if (!delivered.quote.cod) fail(409, codUnavailable(input.shippingAddress.pin));
        await boundCashPlaces(tx, { userId, quote: delivered.quote });
      }
      const deliveryCharge = delivered?.quote.deliveryCharge ?? 0;
      const total =
        lines.reduce((sum, line) => sum + line.price * line.quantity, 0) + deliveryCharge;
      if (total !== input.totalAmount) fail(409, PRICES_CHANGED);
      if (payment && payment.amount !== total) {
        fail(
          409,
          `The amount paid (${formatINR(payment.amount)}) does not match the order total ` +
            `(${formatINR(total)}). Please review your cart and try again.`,
        );
      }

      const now = new Date();
      const at = now.toISOString();
      const orderId = newId();
      await tx.insert(orders).values({
        id: orderId,
        userId,
        totalAmount: total,
        status: online ? "Confirm" : "Pending",
        statusHistory: online
          ? [
              { status: "Pending", at },
              { status: "Confirm", at },
            ]
          : [{ status: "Pending", at }],
        paymentId: paymentId ?? null,
        paymentMethod: online ? "online" : "cod",
        providerOrderId: online ? (providerOrderId ?? null) : null,
        shippingAddress: input.shippingAddress,
        image: lines[0]?.image ?? "",
        placedAt: now,
        deliveryCharge,
        // Asked only where a line is a cake or flowers; no answer is the default.
        substitution: delivered?.quote.substitution
          ? (input.substitution ?? DEFAULT_SUBSTITUTION)
          : null,
        // The shopper passes it to the recipient: proof of delivery (delivery-proof.ts).
        recipientCode: deliveries ? newRecipientCode() : null,
      });
      await tx.insert(orderItems).values(
        lines.map((line, position) => ({
          id: newId(),
          orderId,
          productId: line.productId,
          name: line.name,
          quantity: line.quantity,
          price: line.price,
          sellerId: line.sellerId,
          position,
          delivery: delivered?.quote.lines[position]?.promise ?? null,
          variant: line.variant,
          personalisation: line.personalisation,
        })),
      );
      await markOrdered(
        tx,
        userId,
        lines.flatMap((line) => line.personalisation?.photos ?? []),
        orderId,
      );
      if (delivered) {
        await bookPlaces(tx, { quote: delivered.quote, orderId, userId, holds: delivered.holds });
      }
      if (payment) {
        await tx
          .update(payments)
          .set({ status: "paid", providerPaymentId: paymentId, paidAt: payment.paidAt ?? now })
          .where(eq(payments.id, payment.id));
      }
      await tx.delete(cartItems).where(
        and(
          eq(cartItems.userId, userId),
          inArray(
            cartItems.lineKey,
            lines.map((line) => line.key),
          ),
        ),
      );
      return { orderId, created: true };
    });
  } catch (error) {
    if (!online || !isUniqueViolation(error)) throw error;
    // A concurrent call won the race past the lock (the unique index caught it): answer its order.
    const [first] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.paymentId, paymentId), eq(orders.userId, userId)))
      .limit(1);
    if (!first) fail(409, PAYMENT_USED);
    return { orderId: first.id, created: false };
  }
}
