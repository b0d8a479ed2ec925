import "server-only";
import { z } from "zod";
import { DELIVERY_MODES, SLOT_TYPES } from "@giftshop/shared/delivery-shapes";
import type { DeliveryQuote } from "@/lib/delivery/types";
import { bearer } from "./auth";
import { dayRange, deliveryChoiceWire, deliveryPromiseWire } from "./delivery-wire";
import { BackendError, backendSend, throwIfRefused } from "./fetch";
import { answerFields } from "./wire";

/** A line of the cart with the delivery it would get: what the browser and the BFF send. */
export interface ChoiceLine {
  productId: string;
  /** A gift line's key (docs/gifting.md); absent for a plain line. */
  line?: string;
  pincode: string;
  date?: string;
  slotId?: string;
}

const rupees = z
  .number()
  .nonnegative()
  .transform((value) => Math.round(value));

const quoteAnswer = z.object({
  ...answerFields,
  pincode: z.string().min(1),
  cod: z.boolean(),
  ok: z.boolean(),
  deliveryCharge: rupees,
  // The substitution extension (docs/after-the-order.md): unsaid is never asked.
  substitution: z.boolean().nullish().catch(null),
  lines: z.array(
    z.object({
      productId: z.string().min(1),
      line: z.string().min(1).nullish().catch(undefined),
      // null: no delivery could be found for the line (its `problem` says why).
      choice: deliveryChoiceWire.nullable(),
      chosen: z.boolean(),
      promise: deliveryPromiseWire.nullable(),
      problem: z.string().min(1).nullable(),
    }),
  ),
  deliveries: z.array(
    z.object({
      key: z.string().min(1),
      mode: z.enum(DELIVERY_MODES),
      date: z.string().nullish(),
      slotId: z.string().nullish(),
      slotType: z.enum(SLOT_TYPES).nullish().catch(undefined),
      slotLabel: z.string().nullish(),
      window: z.object({ from: z.string(), to: z.string() }).nullish(),
      range: dayRange.nullish(),
      charge: rupees,
      productIds: z.array(z.string().min(1)),
    }),
  ),
});

function reshapeQuote(wire: z.output<typeof quoteAnswer>): DeliveryQuote {
  return {
    pincode: wire.pincode,
    cod: wire.cod,
    ok: wire.ok,
    deliveryCharge: wire.deliveryCharge,
    substitution: wire.substitution === true,
    lines: wire.lines.map(({ productId, line, choice, chosen, promise, problem }) => ({
      productId,
      ...(line && line !== productId ? { line } : {}),
      choice,
      chosen,
      promise,
      problem,
    })),
    deliveries: wire.deliveries.map((delivery) => ({
      key: delivery.key,
      mode: delivery.mode,
      ...(delivery.date ? { date: delivery.date } : {}),
      ...(delivery.slotId ? { slotId: delivery.slotId } : {}),
      ...(delivery.slotType ? { slotType: delivery.slotType } : {}),
      ...(delivery.slotLabel ? { slotLabel: delivery.slotLabel } : {}),
      ...(delivery.window ? { window: delivery.window } : {}),
      ...(delivery.range ? { range: delivery.range } : {}),
      charge: delivery.charge,
      productIds: delivery.productIds,
    })),
  };
}

/**
 * POST /api/delivery/quote (docs/delivery.md): the shopper's cart as it would be delivered to
 * `pincode`, with `choices` over the lines' saved ones. `paidOrderId`, the provider order a paid
 * order was paid through, counts the places it holds as the shopper's own (a slot that closed
 * while they paid is still theirs, and still charged). Null when the backend does not keep
 * delivery (a docs/contract.md backend answers 404): checkout is then the contract's.
 */
export async function quoteDelivery(
  token: string,
  pincode: string,
  choices?: readonly ChoiceLine[],
  paidOrderId?: string,
): Promise<DeliveryQuote | null> {
  try {
    const answer = await backendSend(
      "POST",
      "/api/delivery/quote",
      {
        pincode,
        ...(choices ? { choices } : {}),
        ...(paidOrderId ? { order_id: paidOrderId } : {}),
      },
      quoteAnswer,
      bearer(token),
    );
    throwIfRefused(answer, "POST /api/delivery/quote");
    return reshapeQuote(answer);
  } catch (error) {
    if (error instanceof BackendError && error.status === 404) return null;
    throw error;
  }
}
