import { startPayment } from "@/lib/backend/orders";
import { Refusal } from "@/lib/bff/answers";
import { bff } from "@/lib/bff/handler";
import { userKey } from "@/lib/bff/rate-limit";
import { checkoutScriptUrl } from "@/lib/checkout/razorpay";
import { serverCart } from "@/lib/checkout/server";
import { env } from "@/lib/env";
import { NOTHING_TO_ORDER, PAYMENT_INIT_FAILED } from "@/lib/validations/checkout";

/**
 * POST /api/checkout/start: creates the provider order for the server-side cart's total
 * (the browser sends no amount) and answers what its payment window needs: for Razorpay,
 * also where checkout.js loads from.
 */
export const POST = bff.post({
  session: "required",
  limits: ({ session }) => [["checkout-user", userKey(session.user.id)]],
  call: async ({ session }) => {
    const { lines, total } = await serverCart(session.token);
    if (lines.length === 0) throw new Refusal(409, NOTHING_TO_ORDER);
    return startPayment(session.token, total);
  },
  reply: (opened) => ({
    payment:
      opened.provider === "razorpay"
        ? { ...opened, checkoutUrl: checkoutScriptUrl(env()) }
        : opened,
  }),
  fallback: PAYMENT_INIT_FAILED,
});
