import { setCartDelivery } from "@/lib/backend/delivery";
import { bff } from "@/lib/bff/handler";
import { CART_LOGIN_REQUIRED } from "@/lib/validations/cart";
import { lineDeliverySchema } from "@/lib/validations/delivery";

/**
 * PUT /api/cart/delivery `{ productId, line?, delivery | null }`: sets or clears a line's delivery
 * (docs/delivery.md). The backend checks the choice against its clock and capacity: one that
 * cannot be had now is its 409 with the reason.
 */
export const PUT = bff.put({
  session: "required",
  visitorError: CART_LOGIN_REQUIRED,
  body: lineDeliverySchema,
  call: ({ session, body }) =>
    body.line
      ? setCartDelivery(session.token, body.productId, body.delivery, body.line)
      : setCartDelivery(session.token, body.productId, body.delivery),
  reply: (lines) => ({ lines }),
  fallback: "Could not save the delivery for this gift. Please try again.",
});
