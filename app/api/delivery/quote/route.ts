import { quoteDelivery } from "@/lib/backend/delivery-quote";
import { bff } from "@/lib/bff/handler";
import { DELIVERY_QUOTE_FAILED, quoteRequestSchema } from "@/lib/validations/checkout";

/**
 * POST /api/delivery/quote `{ pincode, choices? }` (docs/delivery.md): the shopper's server-side
 * cart as it would be delivered to an address at `pincode`: each line's delivery, its problem in
 * words, the charges and whether cash on delivery is taken. `quote` is null where the backend
 * keeps no delivery, and the order summary is then the contract's.
 */
export const POST = bff.post({
  session: "required",
  body: quoteRequestSchema,
  call: ({ session, body }) => quoteDelivery(session.token, body.pincode, body.choices),
  reply: (quote) => ({ quote }),
  fallback: DELIVERY_QUOTE_FAILED,
});
