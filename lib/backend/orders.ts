import "server-only";
import { messageWindowSchema, type MessageChange } from "@giftshop/shared/order-messages";
import { deliveryMoveWindowSchema, type DeliveryMove } from "@giftshop/shared/order-delivery-move";
import { z } from "zod";
import { orderRefundSchema } from "@giftshop/shared/order-cancel";
import type { Order, OrderItem, PaymentSession, ShippingAddress } from "@/lib/types";
import type { DeliveryChoice } from "@/lib/delivery/types";
import { bearer } from "./auth";
import { imageUrl } from "./catalogue-wire";
import type { ChoiceLine } from "./delivery-quote";
import { deliveryPromiseWire } from "./delivery-wire";
import { personalisationOf, personalisationViewWire } from "./gifting-wire";
import { BackendError, backendFetch, backendSend, shopperGet, throwIfRefused } from "./fetch";
import { keyAnswer } from "./payment-mode";
import { substitutionChoiceSchema, type SubstitutionChoice } from "@giftshop/shared/substitution";
import { PROOF_KINDS, RECIPIENT_CODE_PATTERN } from "@giftshop/shared/delivery-proof";
import { COURIER_NAME_MAX, COURIER_NAME_PATTERN } from "@giftshop/shared/order-progress";
import { answerFields, parseEach, text } from "./wire";

const money = z.union([
  z.number(),
  z
    .string()
    .regex(/^\d+(\.\d+)?$/)
    .transform(Number),
]);

const wireImage = z.union([
  z.object({ url: z.string() }),
  z.string().transform((url) => ({ url })),
]);

// docs/gifting.md "Orders": what a line was ordered as. A contract backend sends neither; a
// field the storefront cannot read is shown as none rather than hiding the order.
const orderedVariantWire = z.object({ id: z.string().min(1), label: z.string().min(1) });
const orderItemWire = z.object({
  productId: z
    .union([
      z.string(),
      z.object({ _id: z.string(), title: text, images: z.array(wireImage).nullish() }),
    ])
    .nullish(),
  name: text,
  quantity: z.number().int(),
  // The tracking view leaves prices out.
  price: money.nullish().transform((value) => value ?? 0),
  // The delivery extension (docs/delivery.md); a promise the storefront cannot read is left
  // out rather than hiding the order.
  delivery: deliveryPromiseWire.nullish().catch(null),
  variant: orderedVariantWire.nullish().catch(null),
  personalisation: personalisationViewWire.nullish().catch(null),
  // Changing a gift's messages (docs/after-the-order.md), in the owner's view only.
  messages: messageWindowSchema.nullish().catch(null),
  // Moving a gift's delivery (docs/after-the-order.md), in the owner's view only.
  deliveryMove: deliveryMoveWindowSchema.nullish().catch(null),
});

const orderWire = z.object({
  _id: z.string(),
  // Whose order it is, where the backend says (the shop's original sends the user's id).
  user: z
    .union([z.string(), z.object({ _id: z.string() }).transform((user) => user._id)])
    .nullish()
    .catch(null),
  items: z.array(orderItemWire).nullish(),
  totalAmount: money.nullish(),
  status: text,
  paymentId: z.string().nullish(),
  placedAt: text,
  createdAt: text,
  statusHistory: z.array(z.object({ status: z.string(), at: z.string() })).nullish(),
  shippingAddress: z
    .object({
      name: text,
      phone: z.union([z.string(), z.number().transform(String)]).nullish(),
      alternatephone: z.union([z.string(), z.number().transform(String)]).nullish(),
      address: text,
      city: text,
      state: text,
      pin: z.union([z.string(), z.number().transform(String)]).nullish(),
    })
    .partial()
    .nullish(),
  // The reference backend's extension; a §7 backend does not send it.
  testPayment: z.boolean().nullish(),
  // The delivery extension: rupees of delivery in totalAmount.
  deliveryCharge: money.nullish().catch(null),
  // The substitution extension (docs/after-the-order.md): the owner's answer, null when not asked.
  substitution: substitutionChoiceSchema.nullish().catch(null),
  // Proof of delivery (docs/after-the-order.md): the owner's code, and how it was proven.
  recipientCode: z.string().regex(RECIPIENT_CODE_PATTERN).nullish().catch(null),
  proof: z
    .object({ kind: z.enum(PROOF_KINDS), at: z.string().min(1) })
    .nullish()
    .catch(null),
  // Order updates (docs/after-the-order.md): the first name of who is bringing it.
  courier: z
    .string()
    .trim()
    .min(1)
    .max(COURIER_NAME_MAX)
    .regex(COURIER_NAME_PATTERN)
    .nullish()
    .catch(null),
  // The cancelling extension (docs/after-the-order.md), in the owner's view only; a backend
  // without it sends neither, and its orders are cancelled through support.
  cancellable: z.boolean().nullish().catch(null),
  refund: orderRefundSchema.nullish().catch(null),
});

function reshapeItem(wire: z.output<typeof orderItemWire>, tracking: boolean): OrderItem {
  const ref = wire.productId;
  const populated = typeof ref === "object" && ref !== null ? ref : null;
  const first = populated?.images?.[0];
  const name = wire.name || populated?.title || "";
  return {
    productId: populated?._id ?? (typeof ref === "string" ? ref : ""),
    name,
    quantity: wire.quantity,
    price: Math.round(wire.price),
    image: first ? { url: imageUrl(first.url), alt: name } : null,
    delivery: wire.delivery ?? null,
    variant: wire.variant ? { id: wire.variant.id, label: wire.variant.label } : null,
    // Messages and photos are the buyer's: never part of the view anyone with the id gets.
    personalisation: tracking ? null : personalisationOf(wire.personalisation),
    messages: tracking ? null : (wire.messages ?? null),
    deliveryMove: tracking ? null : (wire.deliveryMove ?? null),
  };
}

/** Reshapes a wire order; the tracking view is the one without the recipient's name. */
function reshapeOrder(wire: z.output<typeof orderWire>): Order {
  const address = wire.shippingAddress ?? {};
  const view = address.name ? "owner" : "tracking";
  return {
    id: wire._id,
    view,
    items: (wire.items ?? []).map((item) => reshapeItem(item, view === "tracking")),
    totalAmount: Math.round(wire.totalAmount ?? 0),
    status: wire.status || "Pending",
    paymentId: wire.paymentId || null,
    placedAt: wire.placedAt || wire.createdAt,
    statusHistory: wire.statusHistory ?? [],
    shippingAddress: {
      name: address.name ?? "",
      phone: address.phone ?? "",
      alternatephone: address.alternatephone ?? "",
      address: address.address ?? "",
      city: address.city ?? "",
      state: address.state ?? "",
      pin: address.pin ?? "",
    },
    testPayment: wire.testPayment === true,
    deliveryCharge: Math.round(wire.deliveryCharge ?? 0),
    substitution: wire.substitution ?? null,
    // The code is the owner's to pass on: never kept from a tracking view.
    recipientCode: view === "owner" ? (wire.recipientCode ?? null) : null,
    proof: wire.proof ?? null,
    courier: view === "owner" ? (wire.courier ?? null) : null,
    cancellable: view === "owner" ? (wire.cancellable ?? null) : null,
    refund: view === "owner" ? (wire.refund ?? null) : null,
  };
}

const ordersAnswer = z.object({
  ...answerFields,
  orders: z.array(z.unknown()).nullish(),
});

/** GET /api/client/get-orders: the shopper's orders, newest first. */
export async function fetchOrders(token: string): Promise<Order[]> {
  const answer = await shopperGet("/api/client/get-orders", ordersAnswer, bearer(token), 502);
  return parseEach(answer.orders ?? [], orderWire, "orders", "an order").map(reshapeOrder);
}

const orderAnswer = z.object({
  ...answerFields,
  order: orderWire.optional(),
});

/** Who asks for an order: a signed-in shopper's token and id. */
export interface OrderViewer {
  token: string;
  userId: string;
}

/**
 * What anyone holding an order's id may see, as a backend's tracking view has it: the status,
 * the lines' names and quantities and the delivery city; no name, phone, address, PIN,
 * payment id, prices, messages or photos.
 */
function trackingViewOf(order: Order): Order {
  const { shippingAddress } = order;
  return {
    ...order,
    view: "tracking",
    items: order.items.map((item) => ({ ...item, price: 0, personalisation: null })),
    paymentId: null,
    cancellable: null,
    refund: null,
    shippingAddress: {
      name: "",
      phone: "",
      alternatephone: "",
      address: "",
      city: shippingAddress.city,
      state: "",
      pin: "",
    },
  };
}

/**
 * GET /api/client/order/{id}: the whole order for its owner (pass their session), the
 * tracking view for anyone else; null when there is no such order. A backend that shows
 * every signed-in shopper the whole order (the shop's original does, and names its owner:
 * docs/original-backend.md) is not trusted with the choice: someone else's order is cut to
 * the tracking view here.
 */
export async function fetchOrder(id: string, viewer?: OrderViewer): Promise<Order | null> {
  try {
    const answer = await backendFetch(`/api/client/order/${encodeURIComponent(id)}`, orderAnswer, {
      cache: "no-store",
      headers: viewer ? bearer(viewer.token) : {},
    });
    // A refusal sent as 200 (the original's guard) is a dead session or no order.
    throwIfRefused(answer, "GET /api/client/order", 404);
    if (!answer.order) return null;
    const order = reshapeOrder(answer.order);
    const owner = answer.order.user;
    return owner && owner !== viewer?.userId ? trackingViewOf(order) : order;
  } catch (error) {
    if (error instanceof BackendError && (error.status === 404 || error.status === 400))
      return null;
    throw error;
  }
}

/**
 * POST /api/client/order/{id}/cancel (docs/after-the-order.md): cancels the shopper's own
 * order and, paid online, asks for its refund; answers the order as it is now. The backend
 * decides who owns it and whether it may still be cancelled.
 */
export async function cancelOrder(token: string, id: string): Promise<Order | null> {
  const answer = await backendSend(
    "POST",
    `/api/client/order/${encodeURIComponent(id)}/cancel`,
    {},
    orderAnswer,
    bearer(token),
  );
  throwIfRefused(answer, "POST /api/client/order/cancel", 409);
  return answer.order ? reshapeOrder(answer.order) : null;
}

/**
 * PATCH /api/client/order/{id}/items/{position}/messages: changes a placed gift's messages
 * (docs/after-the-order.md); answers the order as it is now. The backend's refusals (404, 400,
 * 409: the kitchen has started) come back as BackendError with its words.
 */
export async function changeOrderMessages(
  token: string,
  id: string,
  position: number,
  change: MessageChange,
): Promise<Order | null> {
  const answer = await backendSend(
    "PATCH",
    `/api/client/order/${encodeURIComponent(id)}/items/${position}/messages`,
    change,
    orderAnswer,
    bearer(token),
  );
  throwIfRefused(answer, "PATCH /api/client/order/items/messages", 409);
  return answer.order ? reshapeOrder(answer.order) : null;
}

/**
 * PATCH /api/client/order/{id}/items/{position}/delivery: moves a placed gift's delivery to
 * another day or slot (docs/after-the-order.md); answers the backend's words for what it did to
 * the money, and the order as it is now. The backend's refusals (404, 409: the kitchen has
 * started, the slot is full or dearer) come back as BackendError with its words.
 */
export async function moveOrderDelivery(
  token: string,
  id: string,
  position: number,
  move: DeliveryMove,
): Promise<{ message: string; order: Order | null }> {
  const answer = await backendSend(
    "PATCH",
    `/api/client/order/${encodeURIComponent(id)}/items/${position}/delivery`,
    move,
    orderAnswer,
    bearer(token),
  );
  throwIfRefused(answer, "PATCH /api/client/order/items/delivery", 409);
  return {
    message: answer.message ?? "Delivery moved",
    order: answer.order ? reshapeOrder(answer.order) : null,
  };
}

const checkoutAnswer = z.object({
  ...answerFields,
  order: z.object({ id: z.string().min(1), amount: money, currency: z.string().optional() }),
});

/** The deliveries a payment pays for (docs/delivery.md): the backend holds their places. */
export interface PaidDelivery {
  pincode: string;
  choices: readonly ChoiceLine[];
}

/**
 * GET /api/getkey then POST /api/checkout with `amountRupees` (computed on the server from
 * the server-side cart and, with `delivery`, its delivery charge): the provider order the
 * browser's payment window pays. Without `delivery` the body is the contract's own.
 */
export async function startPayment(
  token: string,
  amountRupees: number,
  delivery?: PaidDelivery,
): Promise<PaymentSession> {
  const key = await backendFetch("/api/getkey", keyAnswer, { cache: "no-store" });
  const answer = await backendSend(
    "POST",
    "/api/checkout",
    delivery ? { amount: amountRupees, delivery } : { amount: amountRupees },
    checkoutAnswer,
    bearer(token),
  );
  return {
    // A backend that does not say is Razorpay's own (docs/contract.md, Payments).
    provider: key.provider ?? "razorpay",
    key: key.key,
    orderId: answer.order.id,
    amount: Math.round(answer.order.amount / 100),
    currency: "INR",
  };
}

/**
 * GET /api/getkey, uncached: the public key of the account the backend opens payments in, and
 * whether the backend says it checks every payment itself (an extension; false when unsaid).
 */
export async function fetchPaymentSetup(): Promise<{ key: string; verifiesPayments: boolean }> {
  const answer = await backendFetch("/api/getkey", keyAnswer, { cache: "no-store" });
  return { key: answer.key, verifiesPayments: answer.verifiesPayments === true };
}

const localOrderAnswer = z.object({
  order: z.object({ id: z.string(), amount: money, status: z.string().optional() }),
});

/** The local provider's order, for its payment page: amount in rupees and status. */
export async function fetchLocalPayment(token: string, orderId: string) {
  try {
    const answer = await backendFetch(
      `/api/payments/local/order/${encodeURIComponent(orderId)}`,
      localOrderAnswer,
      { cache: "no-store", headers: bearer(token) },
    );
    return {
      orderId: answer.order.id,
      amount: Math.round(answer.order.amount / 100),
      status: answer.order.status ?? "created",
    };
  } catch (error) {
    if (error instanceof BackendError && error.status === 404) return null;
    throw error;
  }
}

const signedPayment = z.object({
  razorpay_order_id: z.string().min(1),
  razorpay_payment_id: z.string().min(1),
  razorpay_signature: z.string().min(1),
});

export type SignedPayment = z.output<typeof signedPayment>;

/** POST /api/payments/local/pay: the local provider's "bank"; a decline throws its message. */
export async function payLocally(
  token: string,
  orderId: string,
  outcome: "success" | "failure",
  method: "card" | "upi",
): Promise<SignedPayment> {
  return backendSend(
    "POST",
    "/api/payments/local/pay",
    { order_id: orderId, outcome, method },
    signedPayment,
    bearer(token),
  );
}

export interface PlaceOrderInput {
  items: {
    productId: string;
    /** A gift line's key (docs/gifting.md); absent for a plain line and for a contract backend. */
    line?: string;
    name: string;
    quantity: number;
    price: number;
    sellerId: string;
    /** The delivery extension (docs/delivery.md): absent against a contract backend. */
    delivery?: DeliveryChoice;
  }[];
  totalAmount: number;
  shippingAddress: ShippingAddress;
  image: string;
  payment?: SignedPayment;
  /** The substitution answer (docs/after-the-order.md): sent only when checkout asked it. */
  substitution?: SubstitutionChoice;
}

const placeAnswer = z.object({
  ...answerFields,
  order: z.object({ _id: z.string() }).loose().optional(),
});

/**
 * POST /api/client/place-order (docs/contract.md, Orders); returns the new order's id when told.
 */
export async function placeOrder(token: string, input: PlaceOrderInput): Promise<string | null> {
  const { payment, ...rest } = input;
  const body = payment
    ? {
        ...rest,
        paymentId: payment.razorpay_payment_id,
        order_id: payment.razorpay_order_id,
        signature: payment.razorpay_signature,
      }
    : rest;
  const answer = await backendSend(
    "POST",
    "/api/client/place-order",
    body,
    placeAnswer,
    bearer(token),
  );
  throwIfRefused(answer, "POST /api/client/place-order");
  return answer.order?._id ?? null;
}
