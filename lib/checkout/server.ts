import "server-only";
import { fetchCart } from "@/lib/backend/cart";
import { quoteDelivery } from "@/lib/backend/delivery-quote";
import type { PlaceOrderInput } from "@/lib/backend/orders";
import { Refusal } from "@/lib/bff/answers";
import type { DeliveryChoice, DeliveryQuote } from "@/lib/delivery/types";
import { unitPrice } from "@/lib/cart/lines";
import type { CartLine } from "@/lib/types";
import {
  DELIVERY_CHECK_AGAIN,
  deliveryMissing,
  deliveryPincodeMismatch,
  type DeliveryLine,
  type PlaceOrderRequest,
} from "@/lib/validations/checkout";

/**
 * The amount to pay, from the server-side cart at each line's price (its variant's, docs/
 * gifting.md): never a number the browser sent.
 */
export function cartTotal(lines: CartLine[]): number {
  return lines.reduce((sum, line) => sum + unitPrice(line) * line.quantity, 0);
}

/** The server's cart of `token`, and its total in rupees. */
export async function serverCart(token: string) {
  const lines = await fetchCart(token);
  return { lines, total: cartTotal(lines) };
}

/** The cart's deliveries as the backend quoted them for the choices the shopper saw. */
export interface DeliveryPlan {
  pincode: string;
  /** One per cart line, in the cart's order. */
  choices: DeliveryLine[];
  quote: DeliveryQuote;
}

/**
 * The deliveries the browser sent (docs/delivery.md), checked against the server-side cart and
 * quoted by the backend, whose charges are the ones paid. `addressPin`, when the order's address
 * is known, must be the pincode they were checked for; `paidOrderId` is the provider order of a
 * paid order, whose held places are the shopper's own. Null when none were sent or the backend
 * keeps no delivery: checkout is then the contract's. A cart line without a choice is a cart that
 * changed since the shopper looked (409).
 */
export async function deliveryPlan(
  token: string,
  lines: CartLine[],
  deliveries: readonly DeliveryLine[] | undefined,
  addressPin?: string,
  paidOrderId?: string,
): Promise<DeliveryPlan | null> {
  const pincode = deliveries?.[0]?.pincode;
  if (!deliveries || pincode === undefined) return null;
  if (addressPin !== undefined && pincode !== addressPin) {
    throw new Refusal(409, deliveryPincodeMismatch(pincode, addressPin));
  }
  // By line where the quote named lines (docs/gifting.md), else by product.
  const sent = new Map(deliveries.map((line) => [line.line ?? line.productId, line]));
  const choices = lines.map((line) => {
    const choice = sent.get(line.key) ?? sent.get(line.product.id);
    if (!choice) throw new Refusal(409, deliveryMissing(line.product.title));
    return choice;
  });
  const quote = await quoteDelivery(token, pincode, choices, paidOrderId);
  return quote ? { pincode, choices, quote } : null;
}

/** Refuses (409) a quote with a problem, in the first problem's words. */
export function refuseProblems(quote: DeliveryQuote): void {
  if (quote.ok) return;
  const problem = quote.lines.find((line) => line.problem)?.problem;
  throw new Refusal(409, problem ?? DELIVERY_CHECK_AGAIN);
}

/** A line's choice as place-order carries it: the pincode and, by hand, the day and slot. */
function choiceOf({ pincode, date, slotId }: DeliveryLine): DeliveryChoice {
  return { pincode, ...(date ? { date } : {}), ...(slotId ? { slotId } : {}) };
}

/**
 * Builds the place-order payload (docs/contract.md, Orders) from the server-side cart and the
 * address; with a delivery plan, each item carries its delivery and the total its charge
 * (docs/delivery.md), and the substitution answer goes along where the quote asked for one.
 */
export function orderPayload(
  lines: CartLine[],
  request: PlaceOrderRequest,
  plan: DeliveryPlan | null = null,
): PlaceOrderInput {
  const { address, payment, substitution } = request;
  // plan.choices are one per cart line, in the cart's order (deliveryPlan).
  return {
    items: lines.map((line, index) => {
      const planned = plan?.choices[index];
      const chosen = planned ? choiceOf(planned) : undefined;
      return {
        productId: line.product.id,
        // docs/gifting.md: the backend reads a gift line's variant and personalisation from
        // the cart line it names; a plain line is the product, as the contract has it.
        ...(line.key !== line.product.id ? { line: line.key } : {}),
        name: line.product.title,
        quantity: line.quantity,
        price: unitPrice(line),
        sellerId: line.product.sellerId,
        ...(chosen ? { delivery: chosen } : {}),
      };
    }),
    totalAmount: cartTotal(lines) + (plan?.quote.deliveryCharge ?? 0),
    shippingAddress: {
      name: address.fullName,
      phone: address.phoneNumber,
      alternatephone: address.alternatephone,
      address: address.address,
      city: address.city,
      state: address.state,
      pin: address.pin,
    },
    image: lines[0]?.product.image?.url ?? "",
    payment,
    // Only to a backend whose quote asked (docs/after-the-order.md): another keeps the contract's body.
    ...(substitution && plan?.quote.substitution ? { substitution } : {}),
  };
}
