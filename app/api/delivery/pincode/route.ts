import { z } from "zod";
import { deliveryAvailable, fetchPincode } from "@/lib/backend/delivery";
import { Refusal } from "@/lib/bff/answers";
import { bff } from "@/lib/bff/handler";
import { forgottenPincodeCookie, pincodeCookie } from "@/lib/delivery/pincode-cookie";
import { DELIVERY_UNAVAILABLE, pincodeField, pincodeSchema } from "@/lib/validations/delivery";

/**
 * GET /api/delivery/pincode?pin=: whether and how the shop delivers to a pincode, as `{ answer
 * }`; `{ answer: null }` when the backend has no delivery check (docs/delivery.md), which the
 * page reads as "show the contract's delivery promise".
 */
export const GET = bff.get({
  session: "none",
  query: z.object({ pin: pincodeField }),
  call: async ({ query, shopper }) =>
    (await deliveryAvailable()) ? fetchPincode(query.pin, shopper.address) : null,
  reply: (answer) => ({ answer }),
  fallback: "Could not check this PIN code. Please try again.",
});

/** Refuses a pincode change where the shop has no delivery check: nothing is set. */
async function requireDelivery(): Promise<void> {
  if (!(await deliveryAvailable())) throw new Refusal(404, DELIVERY_UNAVAILABLE);
}

/** PUT /api/delivery/pincode `{ pincode }`: remembers the shopper's pincode for the visit. */
export const PUT = bff.put({
  session: "none",
  body: pincodeSchema,
  call: async ({ body }) => {
    await requireDelivery();
    return body.pincode;
  },
  reply: (pincode) => ({ pincode }),
  cookies: (pincode) => [pincodeCookie(pincode)],
  fallback: "Could not save your PIN code. Please try again.",
});

/** DELETE /api/delivery/pincode: forgets the shopper's pincode. */
export const DELETE = bff.delete({
  session: "none",
  call: async () => null,
  reply: () => ({ pincode: null }),
  cookies: () => [forgottenPincodeCookie()],
  fallback: "Could not forget your PIN code. Please try again.",
});
