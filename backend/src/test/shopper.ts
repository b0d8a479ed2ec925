/** A shopper driving the test app through its own routes: sign up, fill the cart, pay, order. */
import { and, asc, count, eq } from "drizzle-orm";
import { orderItems, orders, payments } from "../db/schema";
import type { TestApp } from "./test-app";

export interface Shopper {
  /** The token register answered with. */
  token: string;
  id: string;
  email: string;
}

/** A shopper as the owner of the account knows it: with the name and password it registered. */
export interface Account extends Shopper {
  name: string;
  password: string;
}

/** Registers an account (POST /api/auth/register), throwing unless it answers 201. */
export async function register(
  t: TestApp,
  fields: { name: string; email: string; password: string },
): Promise<Account> {
  const answer = await t.send("POST", "/api/auth/register", { body: fields });
  if (answer.status !== 201) throw new Error(`register answered ${answer.status}`);
  const body = answer.body as { token: string; user: { id: string } };
  return { ...fields, token: body.token, id: body.user.id };
}

let serial = 0;

/** Registers a new account with the password "a-long-password-1"; its address is unique. */
export function signUp(t: TestApp, tag: string): Promise<Account> {
  serial += 1;
  const email = `${tag}-${serial}-${Date.now()}@example.in`;
  return register(t, { name: `Shopper ${tag}`, email, password: "a-long-password-1" });
}

/**
 * Verifies the shopper's email with the code the welcome mail carried (POST
 * /api/auth/verify-Account), as the owner of the address would: order mail goes only to a
 * verified address.
 */
export async function verifyEmail(t: TestApp, shopper: Shopper): Promise<void> {
  const otp = t.lastCode(shopper.email, "welcome");
  const answer = await t.send("POST", "/api/auth/verify-Account", {
    body: { userId: shopper.id, otp },
  });
  if (answer.status !== 200) throw new Error(`verify-Account answered ${answer.status}`);
}

/** Adds `quantity` of `productId` to the shopper's cart (POST /api/auth/Cart). */
export async function addToCart(t: TestApp, shopper: Shopper, productId: string, quantity = 1) {
  const answer = await t.send("POST", "/api/auth/Cart", {
    token: shopper.token,
    body: { productId, quantity },
  });
  if (answer.status !== 200) throw new Error(`add to cart answered ${answer.status}`);
}

/** A new shopper whose cart holds `lines` (product id, quantity), added in that order. */
export async function signUpWithCart(
  t: TestApp,
  tag: string,
  lines: readonly (readonly [productId: string, quantity: number])[],
): Promise<Shopper> {
  const shopper = await signUp(t, tag);
  for (const [productId, quantity] of lines) await addToCart(t, shopper, productId, quantity);
  return shopper;
}

export const shippingAddress = {
  name: "Asha Kumar",
  phone: "9876543210",
  alternatephone: "",
  address: "12 MG Road, Indiranagar",
  city: "Bengaluru",
  state: "Karnataka",
  pin: "560038",
};

export interface CheckoutOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string;
}

/** POST /api/checkout for `amount` rupees; throws unless it answers 201. */
export async function checkout(t: TestApp, shopper: Shopper, amount: number) {
  const answer = await t.send("POST", "/api/checkout", { token: shopper.token, body: { amount } });
  if (answer.status !== 201) {
    throw new Error(`checkout answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
  return (answer.body as { order: CheckoutOrder }).order;
}

export interface SignedPayment {
  order_id: string;
  paymentId: string;
  signature: string;
}

/** POST /api/payments/local/pay as the payment page sends it; answers whatever the app answers. */
export const tryLocalPay = (
  t: TestApp,
  shopper: Shopper,
  orderId: string,
  outcome: "success" | "failure",
  method: "card" | "upi",
) =>
  t.send("POST", "/api/payments/local/pay", {
    token: shopper.token,
    body: { order_id: orderId, outcome, method },
  });

/** Pays provider order `orderId` on the local provider's endpoint, as the payment page does. */
export async function payLocally(t: TestApp, shopper: Shopper, orderId: string) {
  const answer = await tryLocalPay(t, shopper, orderId, "success", "card");
  if (answer.status !== 200) throw new Error(`local pay answered ${answer.status}`);
  const body = answer.body as Record<string, string>;
  return {
    order_id: body.razorpay_order_id ?? "",
    paymentId: body.razorpay_payment_id ?? "",
    signature: body.razorpay_signature ?? "",
  } satisfies SignedPayment;
}

/** Checkout and pay for `amount`: what the storefront does before place-order. */
export async function payOnline(t: TestApp, shopper: Shopper, amount: number) {
  const order = await checkout(t, shopper, amount);
  return payLocally(t, shopper, order.id);
}

/** The stored payment row of provider order `providerOrderId`, if any. */
export async function paymentRow(t: TestApp, providerOrderId: string) {
  const [row] = await t.database.db
    .select()
    .from(payments)
    .where(eq(payments.providerOrderId, providerOrderId));
  return row;
}

/** The ids of the orders saved for a signed payment, to prove it made exactly one. */
export async function ordersPaidBy(t: TestApp, paid: SignedPayment) {
  return t.database.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.paymentId, paid.paymentId), eq(orders.providerOrderId, paid.order_id)));
}

/** Every table an order touches, to prove a refusal changed nothing. */
export async function ledger(t: TestApp) {
  const db = t.database.db;
  const [orderCount] = await db.select({ n: count() }).from(orders);
  const [itemCount] = await db.select({ n: count() }).from(orderItems);
  const paymentRows = await db
    .select({
      providerOrderId: payments.providerOrderId,
      status: payments.status,
      providerPaymentId: payments.providerPaymentId,
      paidAt: payments.paidAt,
    })
    .from(payments)
    .orderBy(asc(payments.providerOrderId));
  return { orders: orderCount?.n ?? 0, items: itemCount?.n ?? 0, payments: paymentRows };
}
