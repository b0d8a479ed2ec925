import { editCartLine } from "@/lib/backend/cart";
import { bff } from "@/lib/bff/handler";
import { CART_LOGIN_REQUIRED, editLineSchema } from "@/lib/validations/cart";
import { giftOf } from "@/lib/validations/gift";

/**
 * PUT /api/cart/line `{ line, variantId?, personalisation? }`: changes a gift line's variant or
 * personalisation (docs/gifting.md, Cart). The backend checks them as it does on adding; the
 * line gets its new key and merges with a line that already has it.
 */
export const PUT = bff.put({
  session: "required",
  visitorError: CART_LOGIN_REQUIRED,
  body: editLineSchema,
  call: ({ session, body }) => editCartLine(session.token, body.line, giftOf(body) ?? {}),
  reply: (lines) => ({ lines }),
  fallback: "Could not change this gift. Please try again.",
});
