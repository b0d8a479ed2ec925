import { payLocally } from "@/lib/backend/orders";
import { bff } from "@/lib/bff/handler";
import { localPaySchema } from "@/lib/validations/checkout";

/**
 * POST /api/checkout/local-pay: the local provider's payment page pays (or, to test the
 * failure path, declines) through the backend, which signs the result as Razorpay would.
 */
export const POST = bff.post({
  session: "required",
  body: localPaySchema,
  call: ({ session, body }) => payLocally(session.token, body.orderId, body.outcome, body.method),
  reply: (payment) => ({ payment }),
  fallback: "The payment could not be completed. Please try again.",
});
